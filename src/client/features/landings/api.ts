import { queryOptions } from "@tanstack/react-query";
import { landingPath } from "../../../shared/api-paths";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// The response schema loads with the call (lib/api.ts).
const contract = () => import("../../../shared/contract/landings");

const landingKeys = { one: (page: string, locale: Locale) => ["landing", page, locale] as const };

/** A landing's city, counts and ads; the server keeps them a minute, so does the browser. */
export function landingQuery(locale: Locale, page: string) {
  return queryOptions({
    queryKey: landingKeys.one(page, locale),
    queryFn: ({ signal }) =>
      apiGet(landingPath(page), () => contract().then((m) => m.landingResponseSchema), { locale, signal }),
    staleTime: 60_000,
  });
}
