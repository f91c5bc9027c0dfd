import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, postStats, users } from "../../db/schema";

/** The answers an ad received, newest first; they count as read from now on. */
export async function readRequests(db: Db, postId: number, now: Date) {
  const rows = await db
    .select({
      id: contactRequests.id,
      type: contactRequests.messageType,
      name: sql<string | null>`coalesce(${contactRequests.name}, ${users.name})`,
      phone: contactRequests.phone,
      email: contactRequests.email,
      message: contactRequests.message,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .leftJoin(users, eq(users.id, contactRequests.fromUserId))
    .where(eq(contactRequests.postId, postId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(500);
  await db
    .update(contactRequests)
    .set({ readAt: now })
    .where(and(eq(contactRequests.postId, postId), isNull(contactRequests.readAt)));
  return rows;
}

/** The ad's day rows from `fromDay` (YYYY-MM-DD, UTC) on. */
export function statsSince(db: Db, postId: number, fromDay: string) {
  return db
    .select({
      day: postStats.day,
      views: postStats.views,
      phoneReveals: postStats.phoneReveals,
      favourites: postStats.favourites,
    })
    .from(postStats)
    .where(and(eq(postStats.postId, postId), gte(postStats.day, fromDay)))
    .orderBy(asc(postStats.day));
}
