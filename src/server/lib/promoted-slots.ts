import { PROMOTED_SLOTS } from "../../shared/constants";

const { every, at } = PROMOTED_SLOTS;

/** Whether a listing's place (0-based, counted over all its pages) is marked for a promoted ad. */
export function isPromotedSlot(place: number): boolean {
  return (at as readonly number[]).includes(place % every);
}

/** How many marked places come before `place`. */
export function slotsBefore(place: number): number {
  const within = place % every;
  return Math.floor(place / every) * at.length + at.filter((slot) => slot < within).length;
}

type PlaceKind = "promoted" | "regular";

export interface PageLayout {
  /** How many promoted ads and newest ads the pages before this one showed. */
  promotedFrom: number;
  regularFrom: number;
  /** What each place of the page holds, in order. */
  places: PlaceKind[];
}

/**
 * Which places of a page hold promoted ads and which the newest: the promoted take their marked places
 * until each was shown once; once the newest run out (`regular` known) the promoted left fill every place.
 * So each ad of the listing has exactly one place, and the totals and page count stay true. With
 * `regular` unknown (Infinity) the newest are assumed to last the page.
 */
export function pageLayout(offset: number, limit: number, promoted: number, regular = Infinity): PageLayout {
  let promotedFrom = Math.min(promoted, slotsBefore(offset));
  let regularFrom = offset - promotedFrom;
  if (regularFrom > regular) {
    regularFrom = regular;
    promotedFrom = Math.min(promoted, offset - regular);
  }
  const places: PlaceKind[] = [];
  let p = promotedFrom;
  let r = regularFrom;
  for (let place = offset; place < offset + limit; place++) {
    if (p < promoted && (isPromotedSlot(place) || r >= regular)) {
      places.push("promoted");
      p++;
    } else if (r < regular) {
      places.push("regular");
      r++;
    } else break;
  }
  return { promotedFrom, regularFrom, places };
}

/**
 * The promoted ads' order this hour: a turn by as many places as a block has, so the ads that filled the
 * first page's marked places an hour ago give way to the next ones. The same for every page of the hour,
 * so paging never shows a promoted ad twice.
 */
export function rotationOf(promoted: number, now: Date, periodMs: number): number {
  if (promoted === 0) return 0;
  return (Math.floor(now.getTime() / periodMs) * at.length) % promoted;
}

/** `count` items of `items` from place `turn` on, wrapping around, each at most once. */
export function rotatedTake<T>(items: readonly T[], turn: number, count: number): T[] {
  const n = items.length;
  if (n === 0) return [];
  const start = ((turn % n) + n) % n;
  return Array.from({ length: Math.min(count, n) }, (_, i) => items[(start + i) % n] as T);
}
