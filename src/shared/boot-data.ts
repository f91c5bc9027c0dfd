import { postListPath, widgetsPath } from "./api-paths";
import type { RouteMatch } from "./routes";
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

function listingCall(match: RouteMatch, search: URLSearchParams, extra: Record<string, string | undefined>): string {
  const page = search.get("page");
  const filters = Object.fromEntries(LISTING_FILTERS.map((name) => [name, search.get(name) ?? undefined]));
  return postListPath({
    page: page && /^[1-9]\d{0,5}$/.test(page) ? page : "1",
    ...filters,
    ...extra,
    location: match.location ?? undefined,
  });
}

/** The /v1/posts call of a listing page, as its client route words it (features/posts and routes/), or null. */
export function listingPathOf(match: RouteMatch, search: URLSearchParams): string | null {
  const { route, params } = match;
  switch (route.kind) {
    case "home":
      return listingCall(match, search, {});
    case "listing":
      return listingCall(match, search, { section: route.section ?? undefined });
    case "category":
      if (route.id === "drivers-category") return listingCall(match, search, { category: params.category });
      if (route.id === "properties.type")
        return listingCall(match, search, { section: "properties", property_type: params.property_type });
      return listingCall(match, search, { section: route.section ?? undefined, category: params.category });
    case "news-tag":
      return listingCall(match, search, { section: "news", tag: params.tag });
    case "user-feed":
      return listingCall(match, search, { user: params.id });
    default:
      return null;
  }
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
    "/v1/sections",
    "/v1/locations",
    "/v1/main-config",
    `/v1/redirects?path=${encodeURIComponent(pathname)}`,
  ];
  const { route, params } = match;
  const listing = listingPathOf(match, search);
  if (listing) calls.push(listing);
  if ((route.kind === "listing" || route.kind === "category") && route.section && route.id !== "drivers-category") {
    // As features/posts/ListingPage.tsx places its banners.
    const location = match.location ?? undefined;
    calls.push(
      widgetsPath("listing", {
        type: route.meta ?? undefined,
        location,
        city: locationKind === "city" ? location : undefined,
        category: params.category,
      }),
    );
  }
  if (route.kind === "listing" || route.kind === "category")
    calls.push(`/v1/seo/meta?path=${encodeURIComponent(pathname)}`);
  if (route.kind === "post" && route.section && params.slug) {
    calls.push(`/v1/posts/${encodeURIComponent(route.section)}/${encodeURIComponent(params.slug)}`);
  }
  return calls;
}
