import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { serverNowMs } from "./clock";
import { DRAWN_PAGE_TTL_MS, onAdsChanged } from "./ad-events";

const gzip = promisify(zlib.gzip);

/**
 * Pages drawn for anonymous visitors a moment ago: drawing a page must not hold the API.
 * An anonymous page is the same for everyone who asks for the same address: its content comes from
 * the public API answers (a signed-in visitor's page is never drawn, never kept, never served from
 * here). Kept DRAWN_PAGE_TTL_MS, like the listing's page cache (posts/page-cache.ts), and dropped with
 * it on every ad write of this process ("ads changed", lib/ad-events.ts), so an author sees an edit at once.
 * Bounded in bytes (the server's memory budget), least recently used out first.
 */
const MAX_BYTES = 24 * 1024 * 1024;

export interface DrawnPage {
  body: string;
  /** The body gzipped once (zlib's thread pool), sent as is to browsers that take gzip. */
  gzipped: Buffer | null;
  /** The ad the page shows, if any: a visitor served from here still counts as a view of it. */
  postId: number | null;
  /** False for a page drawn without its content (late or failed): answered, not kept. */
  complete: boolean;
}

const kept = new LRUCache<string, DrawnPage>({
  maxSize: MAX_BYTES,
  // UTF-16 in memory: two bytes a character, plus the key and the entry.
  sizeCalculation: (page, key) => (page.body.length + key.length) * 2 + (page.gzipped?.length ?? 0) + 64,
  ttl: DRAWN_PAGE_TTL_MS,
  ttlAutopurge: false,
  // Ages on the server's clock: a test server's moved clock ages the pages too.
  perf: { now: serverNowMs },
});
/** Pages being drawn: a burst of visitors of one page waits for one drawing. */
const drawing = new Map<string, Promise<DrawnPage | null>>();
/** Bumped by every clear: a drawing started before an edit is not kept after it. */
let generation = 0;

/**
 * The kept page for `key`, or `draw()`'s (kept when it is not null). `hit` says whether this visitor
 * waited for no drawing of their own.
 */
export async function drawnPage(
  key: string,
  draw: () => Promise<DrawnPage | null>,
): Promise<{ page: DrawnPage | null; hit: boolean }> {
  const found = kept.get(key);
  if (found) return { page: found, hit: true };
  const pending = drawing.get(key);
  if (pending) return { page: await pending, hit: true };
  const started = generation;
  const run = draw().finally(() => {
    if (drawing.get(key) === run) drawing.delete(key);
  });
  drawing.set(key, run);
  const page = await run;
  if (page?.complete && started === generation) kept.set(key, page);
  return { page, hit: false };
}

/** The page with its gzipped body, for a page worth keeping. */
export async function withGzip(page: Omit<DrawnPage, "gzipped">): Promise<DrawnPage> {
  return { ...page, gzipped: page.complete ? await gzip(page.body) : null };
}

/** Forgets every kept page (an ad was posted, edited, hidden or deleted). */
export function clearDrawnPages(): void {
  generation++;
  kept.clear();
  drawing.clear();
}
onAdsChanged(clearDrawnPages);

/** The ad a page's boot answers show (`/v1/posts/{section}/{slug}` answered with one ad), if any. */
export function postIdOf(answers: Record<string, unknown>): number | null {
  for (const [key, value] of Object.entries(answers)) {
    if (!/\/v1\/posts\/[a-z0-9-]+\/[a-z0-9-]+(?:$|[?\s])/.test(key)) continue;
    const data = (value as { data?: unknown } | null)?.data;
    if (data && typeof data === "object" && !Array.isArray(data) && typeof (data as { id?: unknown }).id === "number")
      return (data as { id: number }).id;
  }
  return null;
}
