import { LRUCache } from "lru-cache";
import { timesLimit, type RateLimited, type WindowRule } from "./rate-limit";

/**
 * A per-process sliding window for reads that must stay cheap (search): attempts are counted in memory, not in
 * the database, so a flood costs no writes. Each of several processes counts on its own, so the whole is at
 * most their number times the rule; the callers most likely to flood, from one address, mostly reach one.
 */
export interface MemoryLimit {
  /** Counts an attempt of `key` at `now`; null when it is within the rule, else how long to wait. */
  take(key: string, now?: number): RateLimited | null;
}

/** At most `max` keys are remembered (least recently seen out first): a spray of addresses cannot grow memory. */
export function memoryLimit(rule: WindowRule, max = 50_000): MemoryLimit {
  const attempts = new LRUCache<string, number[]>({ max });
  return {
    take(key, now = Date.now()) {
      const since = now - rule.windowMs;
      const times = (attempts.get(key) ?? []).filter((time) => time > since);
      const limited = timesLimit(
        rule,
        times.map((time) => new Date(time)),
        new Date(now),
      );
      // A refused attempt is not counted: waiting the told time is always enough.
      if (!limited) times.push(now);
      attempts.set(key, times);
      return limited;
    },
  };
}
