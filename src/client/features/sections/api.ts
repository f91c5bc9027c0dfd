import { queryOptions } from "@tanstack/react-query";
import { sectionsResponseSchema } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

export function sectionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["sections", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/sections", sectionsResponseSchema, { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
