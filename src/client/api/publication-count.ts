import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../shared/locales";
import { apiGet } from "../lib/api";

// The schema loads with the call, in the popup's own chunk (lib/api.ts).
const publicationsContract = () => import("../../shared/contract/publications");

/** How many ads the site has: the app popup's figure, as fresh as the server's half-minute cache. */
export function publicationCountQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["publications", "count", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/publications/count", () => publicationsContract().then((m) => m.publicationCountResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 30_000,
    select: (answer) => answer.data.total,
  });
}
