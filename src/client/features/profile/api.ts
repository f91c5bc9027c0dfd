import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { MyPostsView, Settings } from "../../../shared/contract/profile";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";
import { adReads } from "../../api/posts";
import { sessionKeys } from "../../api/session/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const profileContract = () => import("../../../shared/contract/profile");
const accountContract = () => import("../../../shared/contract/account");

/** Everything here is the signed-in user's own: keys start with OWN_DATA (dropped on sign-out, never shared). */
const profileKeys = {
  all: [OWN_DATA] as const,
  posts: (locale: Locale, page: number, view: MyPostsView) => [OWN_DATA, "posts", locale, view, page] as const,
  favourites: [OWN_DATA, "favourites"] as const,
  favouritesPage: (locale: Locale, page: number) => [OWN_DATA, "favourites", locale, page] as const,
  settings: (locale: Locale) => [OWN_DATA, "settings", locale] as const,
  findJob: (locale: Locale) => [OWN_DATA, "find-job", locale] as const,
};

/** The current ads, or the archive (sold and ended ones). */
export function myPostsQuery(locale: Locale, page: number, view: MyPostsView = "current") {
  return queryOptions({
    queryKey: profileKeys.posts(locale, page, view),
    queryFn: ({ signal }) =>
      apiGet(
        `/v1/profile/posts?page=${String(page)}&per_page=20&view=${view}`,
        () => profileContract().then((m) => m.myPostsResponseSchema),
        { locale, signal },
      ),
    // The saved copy opens the page at once (offline too) but is always asked for again: an ad published
    // a moment before a reload may not be in the copy saved to localStorage yet.
    staleTime: 0,
  });
}

/** «Продлить» (one period more from the current end) and «Продано»/«Закрыто»; every copy of the ad is read again. */
export function adLifeMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: (action: "renew" | "sold") =>
      apiSend(
        "POST",
        `/v1/profile/posts/${String(id)}/${action}`,
        {},
        () => profileContract().then((m) => m.adLifeResponseSchema),
        { locale },
      ),
    meta: { invalidates: adReads() },
  });
}

export function favouritesQuery(locale: Locale, page: number) {
  return queryOptions({
    queryKey: profileKeys.favouritesPage(locale, page),
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
    queryKey: profileKeys.settings(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/profile/settings", () => profileContract().then((m) => m.settingsResponseSchema), { locale, signal }),
  });
}

/** The settings saved are the page's copy at once; the session's answer (name, language) is asked again. */
export function saveSettingsMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: Settings) =>
      apiSend("PATCH", "/v1/profile/settings", body, () => profileContract().then((m) => m.settingsResponseSchema), {
        locale,
      }),
    onSuccess: (answer, _body, _result, { client }) => client.setQueryData(profileKeys.settings(locale), answer),
    meta: { invalidates: [sessionKeys.all] },
  });
}
/** Both end the session everywhere; signing out here (session's signOut) drops this device's copies after. */
export function signOutEverywhereMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: () =>
      apiSend("POST", "/v1/auth/logout-all", {}, () => authContract().then((m) => m.okResponseSchema), { locale }),
  });
}

/** Closing the account: the server takes everything down; signing out here (session's signOut) follows. */
export function deleteAccountMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: () =>
      apiSend("POST", "/v1/account/delete", { confirm: true }, () => authContract().then((m) => m.okResponseSchema), {
        locale,
      }),
  });
}

/**
 * A copy of everything the account holds, saved as a JSON file: a call with the session (the server answers it
 * as an attachment, but a link would lose a refusal's message to a downloaded error file).
 */
export async function downloadAccountData(locale: Locale): Promise<void> {
  const data = await apiGet("/v1/account/export", () => accountContract().then((m) => m.accountExportSchema), {
    locale,
  });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `obyava-data-${data.exported_at.slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file over; the browser may still read it within this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function findJobQuery(locale: Locale) {
  return queryOptions({
    queryKey: profileKeys.findJob(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/profile/find-job", () => profileContract().then((m) => m.findJobResponseSchema), { locale, signal }),
  });
}
