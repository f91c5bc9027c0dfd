import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, posts } from "../../db/schema";

/** An active ad and its author (null for an ad posted without an account). */
export async function findActivePost(db: Db, postId: number) {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, "active")));
  return row ?? null;
}

/** Stores a request; sending the same again keeps the first (the author is not flooded). */
export async function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert): Promise<void> {
  await db.insert(contactRequests).values(values).onConflictDoNothing();
}

/** Whether any ad of the user has an unread request (the partial index holds only unread ones). */
export async function hasUnreadRequests(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(contactRequests)
    .innerJoin(posts, eq(posts.id, contactRequests.postId))
    .where(and(eq(posts.userId, userId), isNull(contactRequests.readAt)))
    .limit(1);
  return rows.length > 0;
}
