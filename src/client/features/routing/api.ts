import { queryOptions } from "@tanstack/react-query";
import { redirectResponseSchema } from "../../../shared/contract/redirects";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

/** The server-driven redirect of a path (spec section 4); paths rarely move, so an hour's cache is fine. */
export function redirectQuery(locale: Locale, path: string) {
  return queryOptions({
    queryKey: ["redirect", locale, path] as const,
    queryFn: ({ signal }) => apiGet(`/v1/redirects?path=${encodeURIComponent(path)}`, redirectResponseSchema, { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
