import type { PostListResponse } from "../../../shared/contract/posts";

/**
 * Listing pages answered a moment ago, per language and query: kept 5 s and dropped on every ad
 * write by this process (browsers revalidate every read: http/cache-control.ts). A burst of
 * visitors on the same page then costs one database read. `Cache-Control: no-cache` from the caller
 * skips it, as HTTP says.
 */
export const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_MAX = 500;
const pages = new Map<string, { at: number; body: Promise<PostListResponse> }>();

export function cachedPage(
  key: string,
  run: () => Promise<PostListResponse>,
  now = Date.now(),
): Promise<PostListResponse> {
  const hit = pages.get(key);
  if (hit && now - hit.at < PAGE_CACHE_MS) return hit.body;
  pages.delete(key);
  if (pages.size >= PAGE_CACHE_MAX) {
    const oldest = pages.keys().next().value;
    if (oldest !== undefined) pages.delete(oldest);
  }
  const body = run();
  pages.set(key, { at: now, body });
  // A failed read is not kept: the next request tries again.
  body.catch(() => {
    if (pages.get(key)?.body === body) pages.delete(key);
  });
  return body;
}

export function clearPageCache(): void {
  pages.clear();
}
