import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const sectionsContract = () => import("../../../shared/contract/sections");

export function sectionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["sections", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/sections", () => sectionsContract().then((m) => m.sectionsResponseSchema), { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
