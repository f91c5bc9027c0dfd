import { queryOptions } from "@tanstack/react-query";
import { mainConfigSchema } from "../../../shared/contract/main-config";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

/** Who is signed in (spec sections 6 and 7): checked at each guarded navigation, at most every 30 s. */
export function mainConfigQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["main-config", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/main-config", mainConfigSchema, { locale, signal }),
    staleTime: 30_000,
  });
}
