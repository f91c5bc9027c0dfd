import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { ReportTarget } from "../../../shared/contract/moderation";
import type { Db } from "../../db/client";
import { conversations, messages, moderationSettings, posts, reports, users } from "../../db/schema";

export type ReportRow = typeof reports.$inferSelect;

/**
 * Who owns what is reported, as the reporter may see it: an ad that was not deleted, an account that was
 * not closed, a message of a conversation the reporter takes part in. Null when there is no such object
 * (or it is not the reporter's to see); ownerId null for an ad posted without an account. A visitor (no
 * reporterId) sees no conversation.
 */
export async function reportedObject(
  db: Db,
  target: ReportTarget,
  targetId: number,
  reporterId: number | null,
): Promise<{ ownerId: number | null } | null> {
  if (target === "post") {
    const [row] = await db
      .select({ ownerId: posts.userId })
      .from(posts)
      .where(and(eq(posts.id, targetId), ne(posts.status, "deleted")));
    return row ?? null;
  }
  if (target === "user") {
    const [row] = await db
      .select({ ownerId: users.id })
      .from(users)
      .where(and(eq(users.id, targetId), isNull(users.deletedAt)));
    return row ?? null;
  }
  if (reporterId === null) return null;
  const [row] = await db
    .select({ ownerId: messages.senderId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, targetId),
        or(eq(conversations.visitorId, reporterId), eq(conversations.authorId, reporterId)),
      ),
    );
  return row ?? null;
}

/** Stores the report unless the reporter already reported the object; null then. */
export async function insertReport(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Who reported: a signed-in user, or a visitor's device (its keyed hash). */
export type ReportAuthor = { userId: number } | { device: string };

/** The earlier report of the object by the same user, or from the same visitor's device. */
export async function findReport(db: Db, by: ReportAuthor, target: ReportTarget, targetId: number) {
  const reporter = "userId" in by ? eq(reports.reporterId, by.userId) : eq(reports.visitorDevice, by.device);
  const [row] = await db
    .select()
    .from(reports)
    .where(and(reporter, eq(reports.targetKind, target), eq(reports.targetId, targetId)));
  return row ?? null;
}

/**
 * Open reports of an ad, as hiding weighs them: signed-in users (one report each, the table allows no second) and
 * the different addresses visitors reported from (a visitor clearing cookies gets a new device, not a new address).
 */
export async function openReportsOfPost(db: Db, postId: number): Promise<{ users: number; visitors: number }> {
  const [row] = await db
    .select({
      users: sql<number>`count(*) filter (where ${reports.reporterId} is not null)::int`,
      visitors: sql<number>`count(distinct ${reports.visitorAddress})
        filter (where ${reports.reporterId} is null)::int`,
    })
    .from(reports)
    .where(and(eq(reports.targetKind, "post"), eq(reports.targetId, postId), eq(reports.status, "open")));
  return row ?? { users: 0, visitors: 0 };
}

/** How many reporters hide an ad; the default of the table when its row is missing. */
export async function reportHideThreshold(db: Db): Promise<number> {
  const [row] = await db
    .select({ threshold: moderationSettings.reportHideThreshold })
    .from(moderationSettings)
    .where(eq(moderationSettings.id, 1));
  return row?.threshold ?? 3;
}

/** An active ad goes to the review queue as reported; false when it was not active (nothing changed). */
export async function holdReportedPost(db: Db, postId: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ status: "review", reviewReason: "reported" })
    .where(and(eq(posts.id, postId), eq(posts.status, "active")))
    .returning({ id: posts.id });
  return rows.length > 0;
}
