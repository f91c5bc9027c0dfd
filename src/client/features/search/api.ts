import { queryOptions } from "@tanstack/react-query";
import { searchPath, suggestPath, type SiteSearchWhere } from "../../../shared/api-paths";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts): the header's box is on every page.
const searchContract = () => import("../../../shared/contract/search");

const searchKeys = {
  all: ["search"] as const,
  results: (locale: Locale, where: SiteSearchWhere) => ["search", "results", locale, where] as const,
  suggest: (locale: Locale, q: string, location: string | undefined) =>
    ["search", "suggest", locale, q, location ?? null] as const,
};

/** A page of the whole site's search: kept like a listing, so a results page seen before opens offline. */
export function searchQuery(locale: Locale, where: SiteSearchWhere) {
  return queryOptions({
    queryKey: searchKeys.results(locale, where),
    queryFn: ({ signal }) =>
      apiGet(searchPath(where), () => searchContract().then((m) => m.searchResponseSchema), { locale, signal }),
  });
}

/**
 * Suggestions for what is typed. A newer keystroke leaves the older request without an observer and
 * TanStack Query aborts it (the signal); they are dropped from the cache soon, not kept for a week.
 */
export function suggestQuery(locale: Locale, q: string, location: string | undefined) {
  return queryOptions({
    queryKey: searchKeys.suggest(locale, q, location),
    queryFn: ({ signal }) =>
      apiGet(suggestPath(q, location), () => searchContract().then((m) => m.suggestResponseSchema), { locale, signal }),
    staleTime: 60_000,
    gcTime: 120_000,
  });
}
