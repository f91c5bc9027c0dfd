import { mutationOptions, queryOptions, type QueryKey } from "@tanstack/react-query";
import { postDetailPath, postListPath, sliderPath } from "../../shared/api-paths";
import type { SectionSlug } from "../../shared/contract/sections";
import type { Locale } from "../../shared/locales";
import type { ChoiceFilterParams } from "../../shared/sections";
import { apiGet, apiPost, apiSend } from "../lib/api";
import { OWN_DATA } from "../lib/query-client";
import { articleKeys } from "./articles";

// Response schemas load with the call, not with the page (lib/api.ts).
const postsContract = () => import("../../shared/contract/posts");
const postFormContract = () => import("../../shared/contract/post-form");
const authContract = () => import("../../shared/contract/auth");

/** What a listing page asks for: its place in the table (section, location, category) and the visitor's filters. */
export interface PostListParams extends ChoiceFilterParams {
  page: number;
  section?: SectionSlug | undefined;
  location?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  user?: number | undefined;
  tag?: string | undefined;
}

export const postKeys = {
  /** Listings, ads and a user's feed. */
  all: ["posts"] as const,
  list: (locale: Locale, params: PostListParams) => ["posts", "list", locale, params] as const,
  slider: (locale: Locale, location: string | undefined) => ["posts", "slider", locale, location] as const,
  detail: (locale: Locale, section: string, slug: string) => ["posts", "detail", locale, section, slug] as const,
  /** An ad as its author edits it. */
  edit: (locale: Locale, id: number) => ["posts", "edit", locale, id] as const,
};

/**
 * The reads that can show an ad, which an ad write on this device marks stale (a mutation's
 * meta.invalidates): listings, ads and feeds, the user's own ads and favourites, authors' pages. Those on
 * screen are asked again at once, the rest when next shown, so no page draws the ad as it was.
 */
export const adReads = (): readonly QueryKey[] => [postKeys.all, [OWN_DATA], articleKeys.authorPages];

export function postListQuery(locale: Locale, params: PostListParams) {
  return queryOptions({
    queryKey: postKeys.list(locale, params),
    queryFn: ({ signal }) =>
      apiGet(postListPath({ ...params }), () => postsContract().then((m) => m.postListResponseSchema), {
        locale,
        signal,
      }),
  });
}

/** The home page's slider of promoted ads (empty: the page shows none). */
export function homeSliderQuery(locale: Locale, location: string | undefined) {
  return queryOptions({
    queryKey: postKeys.slider(locale, location),
    queryFn: ({ signal }) =>
      apiGet(sliderPath(location), () => postsContract().then((m) => m.homeSliderResponseSchema), { locale, signal }),
  });
}

export function postDetailQuery(locale: Locale, section: string, slug: string) {
  return queryOptions({
    queryKey: postKeys.detail(locale, section, slug),
    queryFn: ({ signal }) =>
      apiGet(postDetailPath(section, slug), () => postsContract().then((m) => m.postDetailResponseSchema), {
        locale,
        signal,
      }),
  });
}

export const revealPhone = (locale: Locale, id: number) =>
  apiPost(`/v1/posts/${String(id)}/phone`, {}, () => postsContract().then((m) => m.phoneRevealResponseSchema), {
    locale,
  });

/** Taking an ad down or bringing it back. */
export function setAdActiveMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: (active: boolean) =>
      apiSend(
        "POST",
        `/v1/posts/${String(id)}/${active ? "activate" : "deactivate"}`,
        {},
        () => postFormContract().then((m) => m.postWriteResponseSchema),
        { locale },
      ),
    meta: { invalidates: adReads() },
  });
}

/**
 * Deleting an ad. `leave` runs between the deletion and the refresh: a page showing the ad goes elsewhere
 * before its copy is asked for again.
 */
export function deleteAdMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: async (leave?: () => Promise<void>) => {
      await apiSend(
        "DELETE",
        `/v1/posts/${String(id)}`,
        undefined,
        () => authContract().then((m) => m.okResponseSchema),
        { locale },
      );
      await leave?.();
    },
    meta: { invalidates: adReads() },
  });
}
