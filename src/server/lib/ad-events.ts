/**
 * One event for every change to ads, in each process: the write paths say "ads changed"; the caches that show ads
 * (listing pages and totals, search answers, ads and similar ads, promoted places, drawn pages, landings) each
 * listen and drop what they keep. Features meet here instead of calling into each other's caches.
 *
 * - `written`: a write in this process; the process also tells the others (main.ts, over PostgreSQL's NOTIFY).
 * - `elsewhere`: another process wrote, or a promotion ended on this process's clock: only this process's caches go.
 */
/**
 * The longest any cache of ads (drawn pages, listing pages, similar ads…) keeps an answer: a change nobody announces
 * (a promotion's end on the clock) is seen within it.
 */
export const DRAWN_PAGE_TTL_MS = 30_000;

export type AdsChange = "written" | "elsewhere";

type Listener = (change: AdsChange) => void;

const listeners = new Set<Listener>();

/** Runs `listener` after every change to ads; the returned function stops it. */
export function onAdsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After any write to ads: every cache of them is dropped here and, for a write, in the other processes. */
export function adsChanged(change: AdsChange = "written"): void {
  for (const listener of listeners) listener(change);
}
