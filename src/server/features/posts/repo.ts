import { and, count, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, locations, posts, sections } from "../../db/schema";
import { cardColumns, type CardRow } from "./cards";
import { cachedCount } from "./count-cache";

const PROMOTED_COUNT_TTL_MS = 5_000;

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

/**
 * Promoted posts first (promotion still running), then newest; id breaks ties so pages never overlap.
 * Two ordered reads instead of one ORDER BY on "is promoted": that expression has no index, so one
 * query would sort every matching row, while each part here walks an index and stops at the page.
 */
export async function listPostCards(
  db: Db,
  conditions: SQL[],
  now: Date,
  limit: number,
  offset: number,
  cacheKey?: string,
): Promise<CardRow[]> {
  const promoted = gt(posts.promotedUntil, now);
  // The promoted count of a filter set is kept a few seconds (one count per listing request
  // otherwise); a promotion starting or ending meanwhile can shift a page by one ad at most that long.
  const countPromoted = () => countPosts(db, [...conditions, promoted]);
  const promotedCount = await (cacheKey === undefined
    ? countPromoted()
    : cachedCount(`promoted:${cacheKey}`, countPromoted, now.getTime(), PROMOTED_COUNT_TTL_MS));
  const first = offset < promotedCount ? await cardsWhere(db, [...conditions, promoted], limit, offset) : [];
  const rest = limit - first.length;
  if (rest <= 0) return first;
  const regular = or(isNull(posts.promotedUntil), lte(posts.promotedUntil, now));
  return [...first, ...(await cardsWhere(db, [...conditions, regular], rest, Math.max(0, offset - promotedCount)))];
}
