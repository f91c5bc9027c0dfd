import { queryOptions } from "@tanstack/react-query";
import { locationCurrentResponseSchema, locationSingleResponseSchema, locationsResponseSchema } from "../../../shared/contract/locations";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

export function locationQuery(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ["location", locale, slug] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/locations/single?slug=${encodeURIComponent(slug)}`, locationSingleResponseSchema, { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function currentLocationQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["location", "current", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/location/current", locationCurrentResponseSchema, { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Every state with its cities: the ad forms' location picker. */
export function locationTreeQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["locations", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/locations", locationsResponseSchema, { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
