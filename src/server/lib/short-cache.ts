import { LRUCache } from "lru-cache";
import { serverNowMs } from "./clock";

/** Answers kept a short while: a burst of callers of one key waits for one load. */
export interface ShortCache<K, V> {
  /**
   * The answer kept for `key` if it is younger than the cache's time to live, else `load()`'s, kept
   * from `now` on. A load that fails is not kept: the next caller tries again.
   */
  get(key: K, load: () => Promise<V>, now?: number): Promise<V>;
  /** Forgets every kept answer (what they were read from has changed). */
  clear(): void;
}

/**
 * The server's one in-memory cache of loads: least recently used out first past `max` keys, each kept
 * `ttlMs` (an answer exactly `ttlMs` old is loaded again). `now` is the caller's clock (the server's by default,
 * which a test server moves), so a test can move time without waiting.
 */
export function shortCache<K extends string | number, V>(options: { ttlMs: number; max: number }): ShortCache<K, V> {
  let clock = Date.now();
  const kept = new LRUCache<K, { value: Promise<V> }>({
    max: options.max,
    // lru-cache calls an entry stale once it is older than `ttl`; ours is stale at `ttlMs`.
    ttl: Math.max(1, options.ttlMs - 1),
    ttlResolution: 0,
    perf: { now: () => clock },
  });
  return {
    get(key, load, now = serverNowMs()) {
      clock = now;
      const hit = kept.get(key);
      if (hit) return hit.value;
      const entry = { value: load() };
      kept.set(key, entry);
      entry.value.catch(() => {
        if (kept.peek(key, { allowStale: true }) === entry) kept.delete(key);
      });
      return entry.value;
    },
    clear: () => kept.clear(),
  };
}
