/**
 * The server's clock for rules about time (a code's resend wait and life, the queue's jobs). It is the wall clock,
 * which a test server alone may move forward (features/test-clock): tests of "after a minute" or "three days
 * later" move it instead of waiting. Nothing moves it in production, where that route does not exist.
 */
let offsetMs = 0;

export function serverNow(): Date {
  return new Date(serverNowMs());
}

/** The same time in milliseconds, for caches that ask on every read (no Date made). */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

/** Moves the clock forward (never back: a time that ran backwards would break ordering the database relies on). */
export function advanceServerClock(ms: number): Date {
  offsetMs += Math.max(0, ms);
  return serverNow();
}
