import { queryOptions } from "@tanstack/react-query";
import { redirectsPath } from "../../../shared/api-paths";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const redirectsContract = () => import("../../../shared/contract/redirects");

/** The server-driven redirect of a path; paths rarely move, so an hour's cache is fine. */
export function redirectQuery(locale: Locale, path: string) {
  return queryOptions({
    queryKey: ["redirect", locale, path] as const,
    queryFn: ({ signal }) =>
      apiGet(redirectsPath(path), () => redirectsContract().then((m) => m.redirectResponseSchema), { locale, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
