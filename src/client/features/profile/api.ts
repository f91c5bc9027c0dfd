import { queryOptions } from "@tanstack/react-query";
import type { ContactFormInput, Settings } from "../../../shared/contract/profile";
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

export function conversationsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "chats", locale] as const,
    // A conversation changes on the other side: opened, it is asked for again (the saved copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet("/v1/chats", () => profileContract().then((m) => m.conversationsResponseSchema), { locale, signal }),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

export function messagesQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: ["profile", "chats", locale, id] as const,
    // A conversation changes on the other side: opened, it is asked for again (the saved copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet(`/v1/chats/${String(id)}/messages`, () => profileContract().then((m) => m.messagesResponseSchema), {
        locale,
        signal,
      }),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
  });
}

export const sendMessage = (locale: Locale, id: number, body: string) =>
  apiSend(
    "POST",
    `/v1/chats/${String(id)}/messages`,
    { body },
    () => profileContract().then((m) => m.sendMessageResponseSchema),
    { locale },
  );

export const startChat = (locale: Locale, postId: number, body: string) =>
  apiSend(
    "POST",
    "/v1/chats",
    { post_id: postId, body },
    () => profileContract().then((m) => m.startChatResponseSchema),
    { locale },
  );

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

export const sendContactForm = (locale: Locale, postId: number, body: ContactFormInput) =>
  apiSend("POST", `/v1/posts/${String(postId)}/contact`, body, () => authContract().then((m) => m.okResponseSchema), {
    locale,
  });
