/**
 * Every limit's refusal, whatever it counts (texts, uploads, messages, sign-in failures): how long
 * until one more attempt is allowed. The route answers it with one 429 (http/refusals.ts).
 */
export interface RateLimited {
  retryAfterMs: number;
}

/** A limit: at most `limit` attempts in any `windowMs`. */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** Retry-After counts whole seconds: no wait is told as shorter than one. */
const MIN_WAIT_MS = 1000;
/** When the attempt that frees a place is unknown (it left the window meanwhile): ask again in a minute. */
const UNKNOWN_WAIT_MS = 60_000;

/**
 * The sliding window over stored attempts (their rows are counted in the database, which several
 * processes share): null while fewer than `rule.limit` were counted in the window, else the wait until
 * `freeing`, the attempt whose leaving the window frees a place, is `rule.windowMs` old.
 */
export function windowLimit(
  rule: WindowRule,
  counted: { count: number; freeing: Date | null | undefined },
  now: Date,
): RateLimited | null {
  if (counted.count < rule.limit) return null;
  const wait = counted.freeing ? counted.freeing.getTime() + rule.windowMs - now.getTime() : UNKNOWN_WAIT_MS;
  return { retryAfterMs: Math.max(MIN_WAIT_MS, wait) };
}

/** `windowLimit` over the times of the attempts in the window, oldest first. */
export function timesLimit(rule: WindowRule, times: readonly Date[], now: Date): RateLimited | null {
  return windowLimit(rule, { count: times.length, freeing: times[times.length - rule.limit] }, now);
}
