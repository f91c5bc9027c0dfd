/** The sign-in popup and its forms are a chunk of their own: the first page draws without them. */
export const loadGlobalAuth = () => import("./GlobalAuth");
