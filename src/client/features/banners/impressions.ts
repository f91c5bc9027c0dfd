import { MAX_BANNERS_PER_PAGE } from "../../../shared/placements";

/** POST: the banners a page view showed (counted once each). */
const BANNER_IMPRESSIONS_PATH = "/v1/widgets/impressions";

/** A banner counts as seen once at least half of it stayed on screen this long. */
const SEEN_AFTER_MS = 1000;
const SEEN_RATIO = 0.5;
/** Seen banners wait this long for others of the same page before one beacon carries them all. */
const BATCH_MS = 2000;

/**
 * The banners of one page view waiting to be reported: each banner once per page view (the page's address), at most
 * as many per beacon as the server takes.
 */
export class ImpressionBatch {
  private view = "";
  private reported = new Set<number>();
  private waiting: number[] = [];

  /** Notes a banner seen on `view`; false when this page view already counted it. */
  seen(id: number, view: string): boolean {
    if (view !== this.view) {
      this.view = view;
      this.reported = new Set();
    }
    if (this.reported.has(id)) return false;
    this.reported.add(id);
    this.waiting.push(id);
    return true;
  }

  /** The ids for the next beacon, taken out of the waiting list. */
  take(): number[] {
    return this.waiting.splice(0, MAX_BANNERS_PER_PAGE);
  }

  get pending(): number {
    return this.waiting.length;
  }
}

const batch = new ImpressionBatch();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends what waits; `keepalive` lets it leave while the page is being closed or left. */
function flush(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (batch.pending > 0) {
    const ids = batch.take();
    void fetch(BANNER_IMPRESSIONS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids }),
      keepalive: true,
    }).catch(() => undefined);
  }
}

let flushOnLeave = false;

/** Reports a banner seen on the current page view (batched; sent at once when the page is hidden). */
function reportImpression(id: number): void {
  if (!batch.seen(id, window.location.pathname + window.location.search)) return;
  if (!flushOnLeave) {
    flushOnLeave = true;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    window.addEventListener("pagehide", flush);
  }
  timer ??= setTimeout(flush, BATCH_MS);
}

/**
 * Watches a banner: once half of it has stayed in view for a second it is reported. Returns the cleanup. Without
 * IntersectionObserver (very old browsers) nothing is counted rather than everything.
 */
export function watchImpression(element: Element, id: number): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined;
  let wait: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (wait !== null) clearTimeout(wait);
    wait = null;
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting && entry.intersectionRatio >= SEEN_RATIO) {
        wait ??= setTimeout(() => {
          observer.disconnect();
          reportImpression(id);
        }, SEEN_AFTER_MS);
      } else stop();
    },
    { threshold: [SEEN_RATIO] },
  );
  observer.observe(element);
  return () => {
    stop();
    observer.disconnect();
  };
}
