/** Times kept for this tab only (sessionStorage), read as 0 when storage is blocked or empty. */
export function readStamp(key: string): number {
  try {
    return Number(sessionStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Keeps a time for this tab, or forgets it (null); does nothing when storage is blocked. */
export function writeStamp(key: string, at: number | null): void {
  try {
    if (at === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, String(at));
  } catch {
    // storage blocked: callers treat a missing time as "never"
  }
}

/** Whether a kept time lies within the last `windowMs` (a time in the future counts as not). */
export function stampWithin(key: string, windowMs: number, now = Date.now()): boolean {
  const since = now - readStamp(key);
  return since >= 0 && since < windowMs;
}
