import { DEFAULT_PER_PAGE } from "./constants";

/**
 * The paths of the public calls whose answers the server may put into a page (shared/boot-data.ts):
 * the client and the server build them here, so both name a call the same way.
 */

/** GET /v1/posts with a listing's parameters (empty ones left out). */
export function postListPath(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams({ per_page: String(DEFAULT_PER_PAGE) });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return `/v1/posts?${search.toString()}`;
}

/** Where banners are asked for: the page's post type, its city (city-level pages only), location and category. */
export interface BannerPlace {
  type?: string | undefined;
  city?: string | undefined;
  location?: string | undefined;
  category?: string | undefined;
}

/**
 * GET /v1/widgets for a page's placements (one call per page); category goes along only when the type is neither
 * local nor owners.
 */
export function widgetsPath(placements: readonly string[], where: BannerPlace): string {
  const search = new URLSearchParams(placements.map((placement) => ["widget_type[]", placement]));
  if (where.type) search.set("type", where.type);
  if (where.city) search.set("city", where.city);
  if (where.location) search.set("location", where.location);
  if (where.category && where.type !== "local" && where.type !== "owners") search.set("category", where.category);
  return `/v1/widgets?${search.toString()}`;
}

/** GET /v1/sections/{section}/categories: the category list of a section page, with counts. */
export function categoryCountsPath(section: string, location: string | undefined): string {
  const path = `/v1/sections/${encodeURIComponent(section)}/categories`;
  return location ? `${path}?location=${encodeURIComponent(location)}` : path;
}

/** GET /v1/posts/slider: the home page's slider, of a place or of everywhere. */
export function sliderPath(location: string | undefined): string {
  return location ? `/v1/posts/slider?location=${encodeURIComponent(location)}` : "/v1/posts/slider";
}

/** GET /v1/posts/{section}/{slug}: one ad or article. */
export function postDetailPath(section: string, slug: string): string {
  return `/v1/posts/${encodeURIComponent(section)}/${encodeURIComponent(slug)}`;
}

/** GET /v1/authors: the authors of blog posts or of news. */
export function authorsPath(type: string): string {
  return `/v1/authors?type=${encodeURIComponent(type)}`;
}

/** GET /v1/authors/{type}/{slug}: an author and a page of their articles. */
export function authorPath(type: string, slug: string, page: number): string {
  return `/v1/authors/${encodeURIComponent(type)}/${encodeURIComponent(slug)}?page=${String(page)}`;
}

/** GET /v1/money/products: everything on sale, in the caller's language. */
export const PRODUCTS_PATH = "/v1/money/products";
/** An information page's document (terms, FAQ, a landing's text) by its page name. */
export const infoPagePath = (page: string): string => `/v1/info-pages/${page}`;

/** GET /v1/sections: every section with its categories. */
export const SECTIONS_PATH = "/v1/sections";

/** GET /v1/locations: the location tree. */
export const LOCATIONS_PATH = "/v1/locations";

/** GET /v1/redirects: where a page's path has moved, if anywhere (the navigation pipeline asks it first). */
export function redirectsPath(pathname: string): string {
  return `/v1/redirects?path=${encodeURIComponent(pathname)}`;
}

/** What the whole site's search is asked: the words, and optionally a section, a place, an order and a page. */
export interface SiteSearchWhere {
  q: string;
  section?: string | undefined;
  location?: string | undefined;
  sort?: string | undefined;
  page: number;
}

/** GET /v1/search: every section at once, or one (empty parameters left out, the default page too). */
export function searchPath(where: SiteSearchWhere): string {
  const search = new URLSearchParams({ q: where.q });
  if (where.section) search.set("section", where.section);
  if (where.location) search.set("location", where.location);
  if (where.sort) search.set("sort", where.sort);
  if (where.page > 1) search.set("page", String(where.page));
  return `/v1/search?${search.toString()}`;
}

/** GET /v1/search/suggest: what to offer while the visitor types. */
export function suggestPath(q: string, location: string | undefined): string {
  const search = new URLSearchParams({ q });
  if (location) search.set("location", location);
  return `/v1/search/suggest?${search.toString()}`;
}

/** GET /v1/feedbacks: a page of approved reviews of the service (/feedbacks' boot data holds its page). */
export const feedbacksPath = (page: number): string => `/v1/feedbacks?page=${String(page)}`;
/** GET /v1/landings/{page}: a landing's city, counts and ads. */
export function landingPath(page: string): string {
  return `/v1/landings/${encodeURIComponent(page)}`;
}
