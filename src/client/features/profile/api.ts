import { queryOptions } from "@tanstack/react-query";
import type { Settings } from "../../../shared/contract/profile";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const profileContract = () => import("../../../shared/contract/profile");

/** Everything here is the signed-in user's own: keys start with "profile" (dropped on sign-out, never shared). */
export function myPostsQuery(locale: Locale, page: number) {
  return queryOptions({
    queryKey: ["profile", "posts", locale, page] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/v1/profile/posts?page=${String(page)}&per_page=20`,
        () => profileContract().then((m) => m.myPostsResponseSchema),
        { locale, signal },
      ),
    // The saved copy opens the page at once (offline too) but is always asked for again: an ad published
    // a moment before a reload may not be in the copy saved to localStorage yet.
    staleTime: 0,
  });
}

export function favouritesQuery(locale: Locale, page: number) {
  return queryOptions({
    queryKey: ["profile", "favourites", locale, page] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/v1/favourites?page=${String(page)}&per_page=20`,
        () => profileContract().then((m) => m.favouritesResponseSchema),
        { locale, signal },
      ),
    // As the user's ads: the list may have changed in another tab or on another device.
    staleTime: 0,
  });
}

export function settingsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "settings", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/profile/settings", () => profileContract().then((m) => m.settingsResponseSchema), { locale, signal }),
  });
}

export const saveSettings = (locale: Locale, body: Settings) =>
  apiSend("PATCH", "/v1/profile/settings", body, () => profileContract().then((m) => m.settingsResponseSchema), {
    locale,
  });
export const signOutEverywhere = (locale: Locale) =>
  apiSend("POST", "/v1/auth/logout-all", {}, () => authContract().then((m) => m.okResponseSchema), { locale });
export const deleteAccount = (locale: Locale) =>
  apiSend("DELETE", "/v1/profile", undefined, () => authContract().then((m) => m.okResponseSchema), { locale });

export function findJobQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "find-job", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/profile/find-job", () => profileContract().then((m) => m.findJobResponseSchema), { locale, signal }),
  });
}
