import { clearDrawnPages } from "../pages/drawn-cache";
import { clearSearchAnswers } from "../search";
import { clearCountCache } from "./count-cache";
import { clearDetailCache, clearSimilarCache } from "./detail-service";
import { clearPageCache } from "./page-cache";
import { whenPromotionEnds } from "./promotion-ends";
import { clearPromotedCache } from "./repo";
import { clearSearchCache } from "./service";
import { markTypoWordsStale } from "./typo-words";

/** Tells the other API processes of an ad write (ad-writes-channel.ts), when there are any. */
let announce: (() => void) | null = null;

export function announceAdWritesWith(next: (() => void) | null): void {
  announce = next;
}

/** This process's listing pages and totals, search pages, ads, similar ads and anonymous drawn pages. */
export function clearAdCaches(): void {
  clearCountCache();
  clearSearchCache();
  clearSimilarCache();
  clearDetailCache();
  clearPageCache();
  clearPromotedCache();
  markTypoWordsStale();
  clearSearchAnswers();
  clearDrawnPages();
}

// A promotion that ends while a cache keeps it shown: each process drops its own (every process watches).
whenPromotionEnds(clearAdCaches);

/**
 * After any write to ads: every cache of them is dropped, here and (on a shared PostgreSQL) in the other
 * processes, so the author and everyone else read the change at once (docs/decisions.md).
 */
export function invalidateListingCaches(): void {
  clearAdCaches();
  announce?.();
}
