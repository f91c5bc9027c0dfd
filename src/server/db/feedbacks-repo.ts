import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Feedback, FeedbackStatus } from "../../shared/contract/feedbacks";
import type { Db } from "./client";
import { feedbacks } from "./schema";

export type FeedbackRow = typeof feedbacks.$inferSelect;
export type NewFeedback = typeof feedbacks.$inferInsert;

/** A review as the public list and the reviews' structured data show it. */
export const publicFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  author_name: row.authorName,
  rating: row.rating,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

/** A page of approved reviews, newest first (the status-and-date index reads it in order). */
export function approvedPage(db: Db, limit: number, offset: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.status, "approved"))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(limit)
    .offset(offset);
}

/** How many reviews are approved and their average rating (null when none). */
export async function approvedSummary(db: Db): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`avg(${feedbacks.rating})` })
    .from(feedbacks)
    .where(eq(feedbacks.status, "approved"));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/** The user's newest review, whatever its state. */
export async function latestOfUser(db: Db, userId: number): Promise<FeedbackRow | null> {
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.userId, userId))
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(1);
  return row ?? null;
}

export async function hasPending(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedbacks.id })
    .from(feedbacks)
    .where(and(eq(feedbacks.userId, userId), eq(feedbacks.status, "pending")))
    .limit(1);
  return row !== undefined;
}

export async function insertFeedback(db: Db, row: NewFeedback): Promise<FeedbackRow> {
  const [stored] = await db.insert(feedbacks).values(row).returning();
  if (!stored) throw new Error("feedback not stored");
  return stored;
}

/** Reviews in one state for moderators, oldest first (the queue's order), with their total. */
export async function byStatus(
  db: Db,
  status: FeedbackStatus,
  limit: number,
  offset: number,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const rows = await db
    .select()
    .from(feedbacks)
    .where(eq(feedbacks.status, status))
    .orderBy(asc(feedbacks.createdAt), asc(feedbacks.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(feedbacks).where(eq(feedbacks.status, status));
  return { rows, total: total?.n ?? 0 };
}

/** Decides a pending review; null when there is no such review or it was already decided. */
export async function decide(
  db: Db,
  id: number,
  status: "approved" | "rejected",
  moderatorId: number,
  at: Date,
): Promise<FeedbackRow | null> {
  const [row] = await db
    .update(feedbacks)
    .set({ status, reviewedBy: moderatorId, reviewedAt: at })
    .where(and(eq(feedbacks.id, id), eq(feedbacks.status, "pending")))
    .returning();
  return row ?? null;
}
