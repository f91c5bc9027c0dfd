import {
  FEEDBACKS_PER_PAGE,
  type FeedbackInput,
  type FeedbackStatus,
  type FeedbacksResponse,
  type OwnFeedback,
} from "../../../shared/contract/feedbacks";
import { pageMeta } from "../../../shared/contract/common";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { lockKeys } from "../../db/locks";
import type { RateLimited } from "../../lib/rate-limit";
import type { Budgets } from "../../lib/budgets";
import { clearDrawnPages } from "../../lib/drawn-page-cache";
import {
  approvedPage,
  approvedSummary,
  byStatus,
  decide,
  hasPending,
  insertFeedback,
  publicFeedback,
  type FeedbackRow,
} from "../../db/feedbacks-repo";
import { recordAction } from "../../db/audit";

export const ownFeedback = (row: FeedbackRow): OwnFeedback => ({ ...publicFeedback(row), status: row.status });

/** The average as people read it: one decimal. */
const roundedAverage = (average: number | null) => (average === null ? null : Math.round(average * 10) / 10);

export async function approvedFeedbacks(db: Db, page: number): Promise<FeedbacksResponse> {
  const [rows, summary] = await Promise.all([
    approvedPage(db, FEEDBACKS_PER_PAGE, (page - 1) * FEEDBACKS_PER_PAGE),
    approvedSummary(db),
  ]);
  return {
    data: rows.map(publicFeedback),
    meta: pageMeta(page, FEEDBACKS_PER_PAGE, summary.count),
    summary: { count: summary.count, average: roundedAverage(summary.average) },
  };
}

export type WriteOutcome =
  { kind: "stored"; feedback: OwnFeedback } | { kind: "pending" } | ({ kind: "limited" } & RateLimited);

/**
 * Stores a user's review for moderation: one waits at a time (a second one is refused until the first is
 * decided), and a few a day in all. Under the user's lock, so two tabs cannot both slip past the check.
 */
export function writeFeedback(
  db: Db,
  budgets: Budgets,
  author: { id: number; name: string | null },
  input: Required<FeedbackInput>,
  locale: Locale,
  now = new Date(),
): Promise<WriteOutcome> {
  return db.transaction(async (tx): Promise<WriteOutcome> => {
    await lockKeys(tx, `feedback:user:${String(author.id)}`);
    if (await hasPending(tx, author.id)) return { kind: "pending" };
    const spent = await budgets.spend([["feedbacksPerUser", String(author.id)]], tx, now);
    if (!spent.ok) return { kind: "limited", retryAfterMs: spent.retryAfterMs };
    const row = await insertFeedback(tx, {
      userId: author.id,
      authorName: author.name?.trim() ?? "",
      rating: input.rating,
      text: input.text,
      locale,
      createdAt: now,
    });
    return { kind: "stored", feedback: ownFeedback(row) };
  });
}

export async function moderationQueue(db: Db, status: FeedbackStatus, page: number) {
  const { rows, total } = await byStatus(db, status, FEEDBACKS_PER_PAGE, (page - 1) * FEEDBACKS_PER_PAGE);
  return {
    data: rows.map((row) => ({ ...ownFeedback(row), user_id: row.userId })),
    meta: pageMeta(page, FEEDBACKS_PER_PAGE, total),
  };
}

/** A moderator's decision; the drawn /feedbacks page is dropped so that visitors see an approval at once. */
export async function decideFeedback(
  db: Db,
  id: number,
  status: "approved" | "rejected",
  moderatorId: number,
): Promise<FeedbackRow | null> {
  // The decision and its audit entry stand or fall together.
  const row = await db.transaction(async (tx) => {
    const decided = await decide(tx, id, status, moderatorId, new Date());
    if (decided)
      await recordAction(tx, {
        actorId: moderatorId,
        action: status === "approved" ? "feedback.approve" : "feedback.reject",
        targetKind: "feedback",
        targetId: id,
      });
    return decided;
  });
  if (row) clearDrawnPages();
  return row;
}
