import { adsChanged } from "./ad-events";
import { DRAWN_PAGE_TTL_MS } from "./ad-events";

/**
 * The caches of ads (listing pages, drawn pages, similar ads…) keep an answer at most DRAWN_PAGE_TTL_MS. An
 * answer that shows a promotion ending sooner than that would keep its badge or its pinned place past the end:
 * when a card is answered with such an end, every cache of this process is dropped at that moment ("ads changed",
 * here only). Each
 * process answers its own cards, so each watches its own ends; an end further away passes after the caches.
 */
let nextEnd = Infinity;
let timer: NodeJS.Timeout | null = null;

/** Watches the ends of the promotions a card was answered with. */
export function watchPromotionEnds(ends: readonly (Date | null)[], now: Date): void {
  const at = now.getTime();
  for (const end of ends) {
    const time = end?.getTime();
    if (time === undefined || time <= at || time - at > DRAWN_PAGE_TTL_MS || time >= nextEnd) continue;
    if (timer) clearTimeout(timer);
    nextEnd = time;
    // One millisecond past the end: a promotion runs while its end is later than now.
    timer = setTimeout(passed, time - at + 1);
    timer.unref();
  }
}

function passed(): void {
  timer = null;
  nextEnd = Infinity;
  adsChanged("elsewhere");
}
