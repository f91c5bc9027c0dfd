import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, favourites, locations, posts, sections } from "../../db/schema";
import { cardColumns, type CardRow } from "../../db/ad-cards";

/** The UTC day a counter goes to (post_stats.day). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function findPostStatus(db: Db, postId: number): Promise<{ status: string; favouriteCount: number } | null> {
  const [row] = await db
    .select({ status: posts.status, favouriteCount: posts.favouriteCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return row ?? null;
}

/**
 * Likes an active ad: the row, the ad's counter and today's statistic in one transaction. Liking
 * again changes nothing. Null when the ad is not there or not active.
 *
 * No lock is read first: a shared lock on the ad, then the counter's update, deadlocked two likes of one ad on
 * PostgreSQL. The counter's update queues likes of one ad, and every writer takes the ad before its
 * day row (db/view-batch.ts too). An ad that goes inactive meanwhile keeps the like, which can still be taken back.
 */
export async function like(db: Db, userId: number, postId: number, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favourites)
      .select(
        tx
          .select({
            userId: sql<number>`${userId}::int`.as("user_id"),
            postId: posts.id,
            createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
          })
          .from(posts)
          .where(and(eq(posts.id, postId), eq(posts.status, "active"))),
      )
      .onConflictDoNothing()
      .returning({ postId: favourites.postId });
    if (inserted.length === 0) {
      const post = await findPostStatus(tx, postId);
      return post?.status === "active" ? post.favouriteCount : null;
    }
    const [updated] = await tx
      .update(posts)
      .set({ favouriteCount: sql`${posts.favouriteCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ favouriteCount: posts.favouriteCount });
    await tx.execute(sql`
      insert into post_stats (post_id, day, favourites) values (${postId}, ${dayOf(now)}, 1)
      on conflict (post_id, day) do update set favourites = post_stats.favourites + 1`);
    return updated?.favouriteCount ?? 0;
  });
}

/**
 * Takes a like back; unliking what is not liked changes nothing. Null when the ad does not exist,
 * or is not active and was not liked (a like of an ad that went inactive can still be taken back).
 */
export async function unlike(db: Db, userId: number, postId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.postId, postId)))
      .returning({ postId: favourites.postId });
    if (deleted.length === 0) {
      const post = await findPostStatus(tx, postId);
      return post && post.status === "active" ? post.favouriteCount : null;
    }
    const [updated] = await tx
      .update(posts)
      .set({ favouriteCount: sql`greatest(${posts.favouriteCount} - 1, 0)` })
      .where(eq(posts.id, postId))
      .returning({ favouriteCount: posts.favouriteCount });
    return updated?.favouriteCount ?? 0;
  });
}

const likedActive = (userId: number) => and(eq(favourites.userId, userId), eq(posts.status, "active"));

/** Ids of the active ads the user liked, newest like first. */
export async function likedIds(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.postId })
    .from(favourites)
    .innerJoin(posts, eq(posts.id, favourites.postId))
    .where(likedActive(userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.postId))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countLiked(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(favourites)
    .innerJoin(posts, eq(posts.id, favourites.postId))
    .where(likedActive(userId));
  return row?.total ?? 0;
}

/** Cards of the active ads the user liked, newest like first. */
export function likedCards(db: Db, userId: number, limit: number, offset: number): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(favourites)
    .innerJoin(posts, eq(posts.id, favourites.postId))
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(likedActive(userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.postId))
    .limit(limit)
    .offset(offset);
}
