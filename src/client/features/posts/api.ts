import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { postDetailPath, postListPath } from "../../../shared/api-paths";
import type { SectionSlug } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import type { PropertyType } from "../../../shared/routes";
import { apiGet, apiPost } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const postsContract = () => import("../../../shared/contract/posts");

/** What a listing page asks for: its place in the table (section, location, category) and the visitor's filters. */
export interface PostListParams {
  page: number;
  section?: SectionSlug | undefined;
  location?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  route_type?: "otr" | "regional" | "local" | undefined;
  property_type?: PropertyType | undefined;
  deal?: "rent" | "sale" | undefined;
  employment_type?: "full_time" | "part_time" | "contract" | undefined;
  user?: number | undefined;
  tag?: string | undefined;
}

/**
 * The reads that can show an ad: listings, ads, a user's feed (["posts"]), the user's own ads and favourites
 * (["profile"]) and an author's articles (["author"]).
 */
const AD_READS = [["posts"], ["profile"], ["author"]] as const;

/**
 * After an ad write on this device: every read that can show the ad is asked again, those on screen now and
 * the rest when next shown (their persisted copies are marked stale with them), so no page draws it as it was.
 */
export async function refreshAdReads(queryClient: QueryClient): Promise<void> {
  await Promise.all(AD_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function postListQuery(locale: Locale, params: PostListParams) {
  return queryOptions({
    queryKey: ["posts", "list", locale, params] as const,
    queryFn: ({ signal }) =>
      apiGet(postListPath({ ...params }), () => postsContract().then((m) => m.postListResponseSchema), {
        locale,
        signal,
      }),
  });
}

export function postDetailQuery(locale: Locale, section: string, slug: string) {
  return queryOptions({
    queryKey: ["posts", "detail", locale, section, slug] as const,
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
