/**
 * «Мои объявления» shows the current ads; the archive holds the sold (filled) and the ended ones. Here, without
 * zod, because the page's address reads it before any contract is loaded.
 */
export const MY_POSTS_VIEWS = ["current", "archive"] as const;
export type MyPostsView = (typeof MY_POSTS_VIEWS)[number];
