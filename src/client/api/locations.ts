import { queryOptions } from "@tanstack/react-query";
import { LOCATIONS_PATH } from "../../shared/api-paths";
import type { Locale } from "../../shared/locales";
import { apiGet } from "../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const locationsContract = () => import("../../shared/contract/locations");

const locationKeys = {
  single: (locale: Locale, slug: string) => ["location", locale, slug] as const,
  current: (locale: Locale) => ["location", "current", locale] as const,
  tree: (locale: Locale) => ["locations", locale] as const,
};

export function locationQuery(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: locationKeys.single(locale, slug),
    queryFn: ({ signal }) =>
      apiGet(
        `/v1/locations/single?slug=${encodeURIComponent(slug)}`,
        () => locationsContract().then((m) => m.locationSingleResponseSchema),
        { locale, signal },
      ),
    staleTime: 60 * 60 * 1000,
  });
}

export function currentLocationQuery(locale: Locale) {
  return queryOptions({
    queryKey: locationKeys.current(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/location/current", () => locationsContract().then((m) => m.locationCurrentResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Every state with its cities: the ad forms' location picker. */
export function locationTreeQuery(locale: Locale) {
  return queryOptions({
    queryKey: locationKeys.tree(locale),
    queryFn: ({ signal }) =>
      apiGet(LOCATIONS_PATH, () => locationsContract().then((m) => m.locationsResponseSchema), { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
