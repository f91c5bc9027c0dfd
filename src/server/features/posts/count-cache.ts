/**
 * Listing totals kept a short while per filter set: counting 120 000 active ads costs far more than
 * reading a page of them, and a total 30 s old is what the HTTP cache (max-age=30) serves anyway.
 * Bounded: the oldest entry goes first once MAX_ENTRIES filter sets are held.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

const entries = new Map<string, { at: number; total: Promise<number> }>();

export function cachedCount(key: string, count: () => Promise<number>, now = Date.now(), ttlMs = TTL_MS): Promise<number> {
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.total;
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  const total = count();
  entries.set(key, { at: now, total });
  // A failed count is not kept.
  total.catch(() => {
    if (entries.get(key)?.total === total) entries.delete(key);
  });
  return total;
}

/** Forgets every kept total (an ad was posted, edited, hidden or deleted). */
export function clearCountCache(): void {
  entries.clear();
}
