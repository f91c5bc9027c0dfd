import { LRUCache } from "lru-cache";
import { onAdsChanged } from "./ad-events";

/**
 * Listing totals kept a short while per filter set: counting 120 000 active ads costs far more than
 * reading a page of them, and a total a few seconds old misleads nobody.
 * Past 30 s and up to 5 min the old total is still answered while a new count runs in the background,
 * so a visitor never waits for a recount. Bounded: the least recently used entry goes first once
 * MAX_ENTRIES filter sets are held. Every ad write clears it (no stale totals after a change here).
 */
const TTL_MS = 30_000;
const STALE_MS = 5 * 60_000;
const MAX_ENTRIES = 1000;

interface Entry {
  at: number;
  total: Promise<number>;
  /** The total once counted. */
  value?: number;
  refreshing?: boolean;
}

/** Ages are read here (fresh, then stale-but-answered); lru-cache bounds how many filter sets are held. */
const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

function store(key: string, total: Promise<number>, at: number): Entry {
  const entry: Entry = { at, total };
  entries.set(key, entry);
  total.then(
    (value) => {
      entry.value = value;
    },
    // A failed count is not kept.
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

export function cachedCount(
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
  ttlMs = TTL_MS,
): Promise<number> {
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.total;
  if (hit?.value !== undefined && now - hit.at < STALE_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = count();
      next.then(
        () => {
          if (entries.get(key) === hit) store(key, next, now);
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return Promise.resolve(hit.value);
  }
  entries.delete(key);
  return store(key, count(), now).total;
}

/** Forgets every kept total (an ad was posted, edited, hidden or deleted). */
function clearCountCache(): void {
  entries.clear();
}
onAdsChanged(clearCountCache);
