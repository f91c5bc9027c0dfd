/** The contact corner under an ad is a chunk of its own: the ad itself draws without waiting for its forms. */
export const loadAuthorContact = () => import("./AuthorContact");
