import { and, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { HOME_SLIDER_MAX, PROMOTED_ROTATION_MS } from "../../shared/constants";
import type { Db } from "./client";
import { categories, locations, posts, sections } from "./schema";
import { shortCache } from "../lib/short-cache";
import { cardColumns, type CardRow } from "./ad-cards";
import { pageLayout, rotatedTake, rotationOf } from "../lib/promoted-slots";
import { onAdsChanged } from "../lib/ad-events";

export async function countPosts(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(posts)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Cards of matching posts, newest first. */
export function cardsWhere(db: Db, conditions: (SQL | undefined)[], limit: number, offset: number): Promise<CardRow[]> {
  return (
    db
      .select(cardColumns)
      .from(posts)
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .leftJoin(locations, eq(locations.id, posts.locationId))
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(...conditions))
      // NULLS LAST as in the indexes (drizzle writes them so): plain DESC would not match them, and
      // PostgreSQL would sort every matching row. The columns are NOT NULL, so the order is the same.
      .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
  );
}

/** The promoted ads a filter set has, in order: kept a few seconds (one read per listing request otherwise). */
const PROMOTED_IDS_TTL_MS = 5_000;
const promotedIdsCache = shortCache<string, number[]>({ ttlMs: PROMOTED_IDS_TTL_MS, max: 200 });

/** Forgets every kept list of promoted ads (an ad was posted, edited, hidden, deleted or promoted). */
function clearPromotedCache(): void {
  promotedIdsCache.clear();
}
onAdsChanged(clearPromotedCache);

async function promotedIds(db: Db, conditions: SQL[], now: Date): Promise<number[]> {
  // Few ads are promoted at a time: posts_promoted_idx finds them, and only their ids are sorted.
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...conditions, gt(posts.promotedUntil, now)))
    .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`);
  return rows.map((row) => row.id);
}

/** The promoted ads of places `from`… of this hour's turn (rotationOf), as cards in that order. */
async function promotedCards(db: Db, conditions: SQL[], ids: number[], from: number, count: number, now: Date) {
  if (count === 0) return [];
  const turn = rotationOf(ids.length, now, PROMOTED_ROTATION_MS);
  const wanted = Array.from({ length: count }, (_, i) => ids[(turn + from + i) % ids.length] ?? 0);
  // The promotion is checked again: one that ended since the ids were read is not shown as promoted.
  const rows = await cardsWhere(db, [...conditions, gt(posts.promotedUntil, now), inArray(posts.id, wanted)], count, 0);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether a listing pins: only the lists of a section or a category (with their places and filters) give
 * pinned ads their marked places. Home and an author's ads are the newest by date; the home page's paid
 * place is its slider (sliderCards).
 */
export function listingPins(query: { section?: string | undefined; category?: string | undefined; user?: unknown }) {
  return (query.section !== undefined || query.category !== undefined) && query.user === undefined;
}

/**
 * A listing page: the newest ads, with promoted ads (promotion still running) in the marked places of
 * lib/promoted-slots.ts, each promoted ad once in the whole listing and never again among the newest.
 * The newest are one index walk that stops at the page (status/section/category with created_at), the
 * promoted a short id list through their own index: nothing sorts every matching row.
 */
export async function listPostCards(
  db: Db,
  conditions: SQL[],
  now: Date,
  limit: number,
  offset: number,
  cacheKey?: string,
): Promise<CardRow[]> {
  const readIds = () => promotedIds(db, conditions, now);
  const ids = await (cacheKey === undefined ? readIds() : promotedIdsCache.get(`promoted:${cacheKey}`, readIds));
  // or() of two conditions is never empty; drizzle types it as maybe undefined.
  const regularCondition = or(isNull(posts.promotedUntil), lte(posts.promotedUntil, now)) ?? sql`true`;
  let layout = pageLayout(offset, limit, ids.length);
  const wantedRegular = layout.places.filter((kind) => kind === "regular").length;
  let regular = wantedRegular
    ? await cardsWhere(db, [...conditions, regularCondition], wantedRegular, layout.regularFrom)
    : [];
  if (regular.length < wantedRegular) {
    // The newest ran out on this page or before it: the promoted left take their places.
    const known =
      regular.length > 0 || layout.regularFrom === 0
        ? layout.regularFrom + regular.length
        : await countPosts(db, [...conditions, regularCondition]);
    if (known < layout.regularFrom) regular = [];
    layout = pageLayout(offset, limit, ids.length, known);
  }
  const promotedCount = layout.places.length - layout.places.filter((kind) => kind === "regular").length;
  const promoted = await promotedCards(db, conditions, ids, layout.promotedFrom, promotedCount, now);
  const page: CardRow[] = [];
  let p = 0;
  let r = 0;
  for (const kind of layout.places) {
    const row = kind === "promoted" ? promoted[p++] : regular[r++];
    if (row) page.push(row);
  }
  return page;
}

/**
 * The home slider: active ads whose slider promotion runs, within the conditions (a place), at most
 * HOME_SLIDER_MAX, turning every hour like pinned ads so each has its turn when there are more.
 */
export async function sliderCards(db: Db, conditions: SQL[], now: Date): Promise<CardRow[]> {
  const running = [...conditions, gt(posts.sliderUntil, now)];
  // posts_slider_idx finds the few running ones; only their ids are sorted.
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...running))
    .orderBy(sql`${posts.id} desc nulls last`);
  const ids = rotatedTake(
    rows.map((row) => row.id),
    Math.floor(now.getTime() / PROMOTED_ROTATION_MS) * HOME_SLIDER_MAX,
    HOME_SLIDER_MAX,
  );
  if (ids.length === 0) return [];
  const cards = await cardsWhere(db, [...running, inArray(posts.id, ids)], ids.length, 0);
  const byId = new Map(cards.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
