import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const profileContract = () => import("../../../shared/contract/profile");

/** /requests and /statistic: opened with the ad's secret or, for its author, its id. */

export type AdAccess = { hash: string } | { post_id: number };

const accessQuery = (access: AdAccess) =>
  "hash" in access ? `hash=${encodeURIComponent(access.hash)}` : `post_id=${String(access.post_id)}`;

export function requestsQuery(locale: Locale, access: AdAccess) {
  return queryOptions({
    queryKey: ["profile", "requests", locale, access] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/requests?${accessQuery(access)}`, () => profileContract().then((m) => m.requestsResponseSchema), {
        locale,
        signal,
      }),
  });
}

export function statisticQuery(locale: Locale, access: AdAccess) {
  return queryOptions({
    queryKey: ["profile", "statistic", locale, access] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/statistic?${accessQuery(access)}`, () => profileContract().then((m) => m.statisticResponseSchema), {
        locale,
        signal,
      }),
  });
}
