import type { HomeSlider, PostListResponse } from "../../../shared/contract/posts";
import { shortCache } from "../../lib/short-cache";
import { onAdsChanged } from "../../lib/ad-events";

/**
 * Listing pages answered a moment ago, per language and query: kept 5 s and dropped on every ad
 * write by this process (browsers revalidate every read: http/cache-control.ts). A burst of
 * visitors on the same page then costs one database read. `Cache-Control: no-cache` from the caller
 * skips it, as HTTP says.
 */
export const PAGE_CACHE_MS = 5_000;
const pages = shortCache<string, PostListResponse>({ ttlMs: PAGE_CACHE_MS, max: 500 });

export function cachedPage(
  key: string,
  run: () => Promise<PostListResponse>,
  now = Date.now(),
): Promise<PostListResponse> {
  return pages.get(key, run, now);
}

/** The home slider of each language and place, kept and dropped alike. */
const sliders = shortCache<string, HomeSlider>({ ttlMs: PAGE_CACHE_MS, max: 200 });

export function cachedSlider(key: string, run: () => Promise<HomeSlider>, now = Date.now()): Promise<HomeSlider> {
  return sliders.get(key, run, now);
}

export function clearPageCache(): void {
  pages.clear();
  sliders.clear();
}
onAdsChanged(clearPageCache);
