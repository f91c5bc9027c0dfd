import { clearDrawnPages } from "../pages/drawn-cache";
import { clearCountCache } from "./count-cache";
import { clearDetailCache, clearSimilarCache } from "./detail-service";
import { clearPageCache } from "./page-cache";
import { clearSearchCache } from "./service";
import { markTypoWordsStale } from "./typo-words";

/**
 * After any write to ads: this process's listing pages and totals, search pages, ads, similar ads and
 * anonymous drawn pages are dropped,
 * so the author sees the change at once. Other API processes keep theirs until they expire (≤ 30 s),
 * like the HTTP cache does.
 */
export function invalidateListingCaches(): void {
  clearCountCache();
  clearSearchCache();
  clearSimilarCache();
  clearDetailCache();
  clearPageCache();
  markTypoWordsStale();
  clearDrawnPages();
}
