import type { Suggestion } from "../../../shared/contract/search";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locales";
import { buildPath, ROUTES_BY_ID } from "../../../shared/routes";

/** The results page's client route (the route table's entry `search`). */
export const SEARCH_ROUTE_ID = "/{-$locale}/{-$location}/search";

/** A page of the table by id, in the visitor's language or in Russian where it has none (no Polish dating…). */
function pageHref(id: string, locale: Locale, values: { location?: string | null; params?: Record<string, string> }) {
  const route = ROUTES_BY_ID.get(id);
  if (!route) return null;
  return buildPath(route, route.locales.includes(locale) ? locale : DEFAULT_LOCALE, values);
}

/** The results page of some words, in a place or everywhere, with a section and an order when chosen. */
export function searchHref(
  locale: Locale,
  location: string | null | undefined,
  search: { q: string; section?: string | undefined; sort?: string | undefined },
): string {
  const query = new URLSearchParams({ q: search.q });
  if (search.section) query.set("section", search.section);
  if (search.sort && search.sort !== "relevance") query.set("sort", search.sort);
  return `${pageHref("search", locale, { location: location ?? null }) ?? "/search"}?${query.toString()}`;
}

/** Where a suggestion leads: a section or a category to its listing, a place to its home, words to the results. */
export function suggestionHref(suggestion: Suggestion, locale: Locale, location: string | null | undefined): string {
  const { kind, section, slug } = suggestion;
  const fallback = searchHref(locale, location, { q: suggestion.text });
  switch (kind) {
    case "section":
      return (section && pageHref(`listing.${section}`, locale, { location })) ?? fallback;
    case "category":
      if (!section) return fallback;
      if (!slug) return pageHref(`listing.${section}`, locale, { location }) ?? fallback;
      return (
        pageHref(`category.${section}`, locale, { location, params: { category: slug } }) ??
        pageHref(`listing.${section}`, locale, { location }) ??
        fallback
      );
    case "place":
      return (slug && pageHref("home", locale, { location: slug })) ?? fallback;
    case "title":
      return fallback;
  }
}
