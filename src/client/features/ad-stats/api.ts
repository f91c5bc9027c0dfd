import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const profileContract = () => import("../../../shared/contract/profile");

/** An ad's figures are its author's own (OWN_DATA): they leave with the session. */
const adStatsKeys = {
  requests: (locale: Locale, access: AdAccess) => [OWN_DATA, "requests", locale, access] as const,
  statistic: (locale: Locale, access: AdAccess) => [OWN_DATA, "statistic", locale, access] as const,
};

/** /requests and /statistic: opened with the ad's secret or, for its author, its id. */
export type AdAccess = { hash: string } | { post_id: number };

const accessQuery = (access: AdAccess) =>
  "hash" in access ? `hash=${encodeURIComponent(access.hash)}` : `post_id=${String(access.post_id)}`;

export function requestsQuery(locale: Locale, access: AdAccess) {
  return queryOptions({
    queryKey: adStatsKeys.requests(locale, access),
    queryFn: ({ signal }) =>
      apiGet(`/v1/requests?${accessQuery(access)}`, () => profileContract().then((m) => m.requestsResponseSchema), {
        locale,
        signal,
      }),
  });
}

export function statisticQuery(locale: Locale, access: AdAccess) {
  return queryOptions({
    queryKey: adStatsKeys.statistic(locale, access),
    queryFn: ({ signal }) =>
      apiGet(`/v1/statistic?${accessQuery(access)}`, () => profileContract().then((m) => m.statisticResponseSchema), {
        locale,
        signal,
      }),
  });
}
