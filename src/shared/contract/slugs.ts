// The contract's plain lists and their guards, without zod: the client's first page reads them
// (routes, cards) and zod loads only with the first API answer (the first page's size budget).

/** Every section of the marketplace. The order is the menu's. */
export const SECTION_SLUGS = [
  "job",
  "workers",
  "cdl",
  "no-cdl",
  "drivers-cv",
  "drivers-corner",
  "business",
  "properties",
  "rent-sale",
  "afisha",
  "dating",
  "blog",
  "news",
  "feed",
] as const;
export type SectionSlug = (typeof SECTION_SLUGS)[number];
export const isSectionSlug = (value: string): value is SectionSlug =>
  (SECTION_SLUGS as readonly string[]).includes(value);

/** Which articles an author page lists: blog posts or news. */
export const AUTHOR_TYPES = ["blog", "news"] as const;
export type AuthorType = (typeof AUTHOR_TYPES)[number];
export const isAuthorType = (value: string): value is AuthorType => (AUTHOR_TYPES as readonly string[]).includes(value);

/** How the whole site's search orders what it finds: best match first, newest first, or by price. */
export const SEARCH_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const isSearchSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);
