import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
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

/** Contact-form messages sent from an IP since a moment, oldest first (the hourly limit). */
export async function contactTimesOfIp(db: Db, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: contactRequests.createdAt })
    .from(contactRequests)
    .where(
      and(eq(contactRequests.ip, ip), eq(contactRequests.messageType, "message"), gt(contactRequests.createdAt, since)),
    )
    .orderBy(asc(contactRequests.createdAt));
  return rows.map((row) => row.createdAt);
}

/** A contact-form message; a signed-up sender writing again replaces their earlier message. */
export async function upsertMessage(db: Db, values: typeof contactRequests.$inferInsert): Promise<void> {
  await db
    .insert(contactRequests)
    .values(values)
    .onConflictDoUpdate({
      target: [contactRequests.postId, contactRequests.fromUserId, contactRequests.messageType],
      set: {
        name: values.name,
        phone: values.phone,
        message: values.message,
        ip: values.ip,
        createdAt: values.createdAt,
        readAt: null,
      },
    });
}
