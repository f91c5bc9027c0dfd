import type { z } from "zod";
import type { reportInputSchema } from "../../../shared/contract/reports";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { lockKeys } from "../../db/locks";
import type { RateLimited } from "../../lib/rate-limit";
import { recordAction } from "../../db/audit";
import type { BudgetName, Budgets } from "../../lib/budgets";
import { serverNow } from "../../lib/clock";
import { adsChanged } from "../../lib/ad-events";
import {
  findReport,
  holdReportedPost,
  insertReport,
  openReportsOfPost,
  reportedObject,
  reportHideThreshold,
  type ReportAuthor,
  type ReportRow,
} from "./repo";
import type { VisitorKeys } from "./visitor";

export type ReportOutcome =
  | { kind: "received"; report: ReportRow; repeated: boolean }
  | { kind: "not-found" }
  | { kind: "own" }
  | { kind: "sign-in" }
  | ({ kind: "limited" } & RateLimited);

/** Who reports: a signed-in user, or a visitor (ads only), known by their device and address. */
export type Reporter =
  | { kind: "user"; id: number; ip: string; locale: Locale }
  | { kind: "visitor"; device: string; ip: string; locale: Locale; keys: VisitorKeys };

/** A visitor has no account to lose: their reports are budgeted per device and address, besides the address's. */
function budgetsOf(reporter: Reporter): [BudgetName, string][] {
  if (reporter.kind === "user")
    return [
      ["reportsPerUser", String(reporter.id)],
      ["reportsPerIp", reporter.ip],
    ];
  return [
    ["visitorReportsPerDevice", reporter.device],
    ["visitorReportsPerIp", reporter.ip],
    ["reportsPerIp", reporter.ip],
  ];
}

/**
 * A report: budgeted first (a repeat and a report of nothing spend too, so ids cannot be probed for free), then one
 * per reporter (a user, or a visitor's device) and object. A visitor may report an ad only. When an active ad's open
 * reports reach the threshold, it leaves the listings for the review queue, in the same transaction as the report
 * that tipped it.
 */
export async function fileReport(
  db: Db,
  budgets: Budgets,
  reporter: Reporter,
  input: z.output<typeof reportInputSchema>,
  now = serverNow(),
): Promise<ReportOutcome> {
  if (reporter.kind === "visitor" && input.target !== "post") return { kind: "sign-in" };
  const spent = await budgets.spend(budgetsOf(reporter), db, now);
  if (!spent.ok) return { kind: "limited", retryAfterMs: spent.retryAfterMs };
  const userId = reporter.kind === "user" ? reporter.id : null;
  const target = await reportedObject(db, input.target, input.target_id, userId);
  if (!target) return { kind: "not-found" };
  if (userId !== null && target.ownerId === userId) return { kind: "own" };
  const author: ReportAuthor = reporter.kind === "user" ? { userId: reporter.id } : { device: reporter.keys.device };
  const outcome = await db.transaction(async (tx) => {
    // Reports of one ad count one at a time: two at the threshold hide it once, with one audit entry.
    if (input.target === "post") await lockKeys(tx, `report:post:${String(input.target_id)}`);
    const report = await insertReport(tx, {
      reporterId: userId,
      visitorDevice: reporter.kind === "visitor" ? reporter.keys.device : null,
      visitorAddress: reporter.kind === "visitor" ? reporter.keys.address : null,
      targetKind: input.target,
      targetId: input.target_id,
      reason: input.reason,
      note: input.note ? input.note : null,
      locale: reporter.locale,
      createdAt: now,
    });
    if (!report) {
      const first = await findReport(tx, author, input.target, input.target_id);
      return { report: first, repeated: true, hidden: false };
    }
    const hidden = input.target === "post" && (await hideAtThreshold(tx, input.target_id));
    return { report, repeated: false, hidden };
  });
  if (outcome.hidden) adsChanged();
  if (!outcome.report) return { kind: "not-found" };
  return { kind: "received", report: outcome.report, repeated: outcome.repeated };
}

/**
 * A visitor's report weighs half a signed-in one (anyone can make one, with no account at stake): an ad is hidden
 * when users + visitors / 2 reach the threshold. With 3: three users, six visitors' addresses, or two and two.
 */
const VISITORS_PER_USER = 2;

/** Hides the ad when its open reports reach the threshold; the audit log names no actor: the rule did it. */
async function hideAtThreshold(tx: Db, postId: number): Promise<boolean> {
  const open = await openReportsOfPost(tx, postId);
  const threshold = await reportHideThreshold(tx);
  const weight = open.users * VISITORS_PER_USER + open.visitors;
  if (weight < threshold * VISITORS_PER_USER || !(await holdReportedPost(tx, postId))) return false;
  await recordAction(tx, {
    actorId: null,
    action: "post.hide",
    targetKind: "post",
    targetId: postId,
    reason: "reported",
    details: {
      open_reports: open.users + open.visitors,
      visitor_reports: open.visitors,
      threshold,
      visitor_threshold: threshold * VISITORS_PER_USER,
    },
  });
  return true;
}
