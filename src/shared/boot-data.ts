import {
  authorPath,
  authorsPath,
  landingPath,
  categoryCountsPath,
  feedbacksPath,
  LOCATIONS_PATH,
  postDetailPath,
  postListPath,
  redirectsPath,
  PRODUCTS_PATH,
  infoPagePath,
  searchPath,
  SECTIONS_PATH,
  sliderPath,
  widgetsPath,
} from "./api-paths";
import { PAGE_PLACEMENTS } from "./placements";
import { LAYOUT_LOADS, siteSearchOf, type PageLoad, type RouteMatch } from "./routes";
import { CHOICE_FILTER_NAMES } from "./sections";

/**
 * Boot data: the answers of the public API calls a page makes on its first render, put into the
 * page's HTML by the server (<script id="boot-data" type="application/json">). A first visit on a
 * slow connection then renders without waiting for a chain of requests; every later call goes to
 * the network as usual.
 */
export const BOOT_DATA_ID = "boot-data";

/** One key per call: the language and the path with its parameters in a stable order. */
export function bootKey(locale: string, path: string): string {
  const at = path.indexOf("?");
  const pathname = at === -1 ? path : path.slice(0, at);
  const params = new URLSearchParams(at === -1 ? "" : path.slice(at + 1));
  params.sort();
  const search = params.toString();
  return `${locale} ${pathname}${search ? `?${search}` : ""}`;
}

/** A listing's filters as the client reads them from the address (features/posts/listing-route.ts's LISTING_SEARCH). */
export const LISTING_FILTERS = ["q", "price_min", "price_max", ...CHOICE_FILTER_NAMES] as const;

/** `?page=` as a page reads it: a page number, 1 when absent or malformed. */
export function pageOf(search: URLSearchParams): number {
  const page = search.get("page");
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

/** A page's loads as the server reads them from its address. */
export function pageLoadsOf(match: RouteMatch, search: URLSearchParams): readonly PageLoad[] {
  return match.route.loads({
    location: match.location,
    params: match.params,
    page: pageOf(search),
    search: siteSearchOf((name) => search.get(name)),
  });
}

/** The API path of one of a page's loads; a listing's filters come from the page's search. */
export function loadPath(load: PageLoad, search: URLSearchParams): string {
  switch (load.call) {
    case "posts": {
      const filters = Object.fromEntries(LISTING_FILTERS.map((name) => [name, search.get(name) ?? undefined]));
      return postListPath({ page: pageOf(search), ...filters, ...load.where });
    }
    case "category-counts":
      return categoryCountsPath(load.section, load.location);
    case "post":
      return postDetailPath(load.section, load.slug);
    case "authors":
      return authorsPath(load.type);
    case "author":
      return authorPath(load.type, load.slug, load.page);
    case "sections":
      return SECTIONS_PATH;
    case "locations":
      return LOCATIONS_PATH;
    case "search":
      return searchPath(load.where);
    case "slider":
      return sliderPath(load.location);
    case "products":
      return PRODUCTS_PATH;
    case "feedbacks":
      return feedbacksPath(load.page);
    case "landing":
      return landingPath(load.page);
    case "info-page":
      return infoPagePath(load.page);
  }
}

/** The /v1/posts call of a listing page, as its loads declare it, or null. */
export function listingPathOf(match: RouteMatch, search: URLSearchParams): string | null {
  const listing = pageLoadsOf(match, search).find((load) => load.call === "posts");
  return listing ? loadPath(listing, search) : null;
}

/**
 * The public calls the first render of a page makes, for the server to answer in its HTML. A call
 * the client then words differently is simply not found in the boot data and goes to the network.
 */
export function bootCalls(
  match: RouteMatch,
  pathname: string,
  search: URLSearchParams,
  locationKind: "state" | "city" | null,
): string[] {
  const calls = [
    ...LAYOUT_LOADS.map((load) => loadPath(load, search)),
    // The pipeline's calls: the session (guards) and the server-side redirect of the path.
    "/v1/main-config",
    redirectsPath(pathname),
  ];
  const loads = pageLoadsOf(match, search);
  calls.push(...loads.map((load) => loadPath(load, search)));
  const listing = loads.find((load) => load.call === "posts");
  if (listing && match.route.kind === "home") {
    // The home page's banner slider (features/posts/HomePage.tsx) stands above its ads.
    const { location } = listing.where;
    calls.push(widgetsPath(PAGE_PLACEMENTS.home, { location, city: locationKind === "city" ? location : undefined }));
  }
  if (listing && match.route.kind !== "home") {
    // A listing page (features/posts/ListingPage.tsx) places its banners and its SEO text.
    const { location, category } = listing.where;
    calls.push(
      widgetsPath(PAGE_PLACEMENTS.listing, {
        type: match.route.meta ?? undefined,
        location,
        city: locationKind === "city" ? location : undefined,
        category,
      }),
      `/v1/seo/meta?path=${encodeURIComponent(pathname)}`,
    );
  }
  return calls;
}
