import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../shared/locales";
import { categoryCountsPath, SECTIONS_PATH } from "../../shared/api-paths";
import { apiGet } from "../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const sectionsContract = () => import("../../shared/contract/sections");

const sectionKeys = {
  all: (locale: Locale) => ["sections", locale] as const,
  counts: (locale: Locale, section: string, location: string | undefined) =>
    ["sections", "counts", locale, section, location ?? null] as const,
};

export function sectionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: sectionKeys.all(locale),
    queryFn: ({ signal }) =>
      apiGet(SECTIONS_PATH, () => sectionsContract().then((m) => m.sectionsResponseSchema), { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** A section's categories with their counts of active ads, for its category list. */
export function categoryCountsQuery(locale: Locale, section: string, location: string | undefined) {
  return queryOptions({
    queryKey: sectionKeys.counts(locale, section, location),
    queryFn: ({ signal }) =>
      apiGet(
        categoryCountsPath(section, location),
        () => sectionsContract().then((m) => m.categoryCountsResponseSchema),
        { locale, signal },
      ),
    // Stale at once: a remembered list is shown while the list asks again (a new ad counts on the next visit).
    staleTime: 0,
  });
}
