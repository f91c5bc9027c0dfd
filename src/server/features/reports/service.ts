import type { z } from "zod";
import type { reportInputSchema } from "../../../shared/contract/reports";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { lockKeys } from "../../db/locks";
import type { RateLimited } from "../../lib/rate-limit";
import { recordAction } from "../audit/record";
import type { Budgets } from "../budgets";
import { invalidateListingCaches } from "../posts/invalidate";
import {
  findReport,
  holdReportedPost,
  insertReport,
  openReportsOfPost,
  reportedObject,
  reportHideThreshold,
  type ReportRow,
} from "./repo";

export type ReportOutcome =
  | { kind: "received"; report: ReportRow; repeated: boolean }
  | { kind: "not-found" }
  | { kind: "own" }
  | ({ kind: "limited" } & RateLimited);

interface Reporter {
  id: number;
  ip: string;
  locale: Locale;
}

/**
 * A user's report: budgeted first (a repeat and a report of nothing spend too, so ids cannot be probed for free),
 * then one per reporter and object. When an active ad gathers the threshold of open reports from different users,
 * it leaves the listings for the review queue, in the same transaction as the report that tipped it.
 */
export async function fileReport(
  db: Db,
  budgets: Budgets,
  reporter: Reporter,
  input: z.output<typeof reportInputSchema>,
  now = new Date(),
): Promise<ReportOutcome> {
  const spent = await budgets.spend(
    [
      ["reportsPerUser", String(reporter.id)],
      ["reportsPerIp", reporter.ip],
    ],
    db,
    now,
  );
  if (!spent.ok) return { kind: "limited", retryAfterMs: spent.retryAfterMs };
  const target = await reportedObject(db, input.target, input.target_id, reporter.id);
  if (!target) return { kind: "not-found" };
  if (target.ownerId === reporter.id) return { kind: "own" };
  const outcome = await db.transaction(async (tx) => {
    // Reports of one ad count one at a time: two at the threshold hide it once, with one audit entry.
    if (input.target === "post") await lockKeys(tx, `report:post:${String(input.target_id)}`);
    const report = await insertReport(tx, {
      reporterId: reporter.id,
      targetKind: input.target,
      targetId: input.target_id,
      reason: input.reason,
      note: input.note ? input.note : null,
      locale: reporter.locale,
      createdAt: now,
    });
    if (!report) {
      const first = await findReport(tx, reporter.id, input.target, input.target_id);
      return { report: first, repeated: true, hidden: false };
    }
    const hidden = input.target === "post" && (await hideAtThreshold(tx, input.target_id));
    return { report, repeated: false, hidden };
  });
  if (outcome.hidden) invalidateListingCaches();
  if (!outcome.report) return { kind: "not-found" };
  return { kind: "received", report: outcome.report, repeated: outcome.repeated };
}

/** Hides the ad when its open reports reach the threshold; the audit log names no actor: the rule did it. */
async function hideAtThreshold(tx: Db, postId: number): Promise<boolean> {
  const reported = await openReportsOfPost(tx, postId);
  const threshold = await reportHideThreshold(tx);
  if (reported < threshold || !(await holdReportedPost(tx, postId))) return false;
  await recordAction(tx, {
    actorId: null,
    action: "post.hide",
    targetKind: "post",
    targetId: postId,
    reason: "reported",
    details: { open_reports: reported, threshold },
  });
  return true;
}
