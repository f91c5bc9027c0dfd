import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { adminAuthorSchema, adminReportSchema, reportSummarySchema } from "../../../shared/contract/admin";
import type { ReportTarget, ReviewReason } from "../../../shared/contract/moderation";
import type { Db } from "../../db/client";
import { auditLog, bans, payments, posts, products, reports, sections, users } from "../../db/schema";
import { banInForce } from "../../http/bans";

type AdminAuthor = z.infer<typeof adminAuthorSchema>;
type ReportSummary = z.infer<typeof reportSummarySchema>;
type AdminReport = z.infer<typeof adminReportSchema>;

/** The queue's tabs; `reported` also holds live ads with open reports below the hiding threshold. */
export type QueueTab = "all" | ReviewReason;

/*
 * Correlated subqueries name the outer row's table in full: drizzle leaves a column of a one-table select
 * unqualified, and an unqualified "id" inside a subquery would be the subquery's own.
 */
const openReportOfPost = sql`exists (select 1 from reports r where r.target_kind = 'post'
  and r.target_id = "posts"."id" and r.status = 'open')`;
const waiting = (reason: ReviewReason) => and(eq(posts.status, "review"), eq(posts.reviewReason, reason));
/**
 * What a tab holds: ads held for the reason, and live ads with the reason too: for `new` and `edited` the
 * after-review stream (live at once, publish first, from authors not trusted yet), for `rule` live ads whose edit a
 * rule holds (pending_edit) while their approved version stays live.
 */
const inTab = (reason: ReviewReason) =>
  reason === "reported"
    ? waiting(reason)
    : and(inArray(posts.status, ["review", "active"]), eq(posts.reviewReason, reason));
const reportedLive = and(eq(posts.status, "active"), openReportOfPost);

/**
 * The few ads that can be in the queue at all: those waiting (a partial index) and those with open reports. Read
 * first as a semi-join, so the queue never scans the live ads to ask each for reports.
 */
const queueCandidates = sql`"posts"."id" in (select p.id from posts p where p.status = 'review'
  union select p.id from posts p where p.status = 'active' and p.review_reason is not null
  union select r.target_id from reports r where r.target_kind = 'post' and r.status = 'open')`;

/** What each tab holds: ads waiting for that reason (articles wait elsewhere: they have none). */
function queueCondition(tab: QueueTab): SQL {
  const holds =
    tab === "reported"
      ? or(waiting("reported"), reportedLive)
      : tab === "all"
        ? or(and(inArray(posts.status, ["review", "active"]), isNotNull(posts.reviewReason)), reportedLive)
        : inTab(tab);
  return and(queueCandidates, holds) ?? sql`false`;
}

/** How many wait behind each tab, in one pass over what waits, and since when the oldest held ad waits. */
export async function queueCounts(db: Db): Promise<Record<ReviewReason, number> & { oldestHeldAt: Date | null }> {
  const tally = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      new: tally(inTab("new")),
      edited: tally(inTab("edited")),
      reported: tally(or(waiting("reported"), reportedLive)),
      rule: tally(inTab("rule")),
      // A held ad waits since its last write; a held edit since it was saved (the live ad's own dates are older).
      oldestHeldAt: sql<string | null>`min(case when ${posts.pendingEdit} is not null
        then (${posts.pendingEdit}->>'at')::timestamptz
        when ${posts.status} = 'review' then ${posts.updatedAt} end)`,
    })
    .from(posts)
    .where(queueCondition("all"));
  return {
    new: row?.new ?? 0,
    edited: row?.edited ?? 0,
    reported: row?.reported ?? 0,
    rule: row?.rule ?? 0,
    oldestHeldAt: row?.oldestHeldAt ? new Date(row.oldestHeldAt) : null,
  };
}

const queueColumns = {
  id: posts.id,
  section: sections.slug,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  photos: posts.photos,
  status: posts.status,
  reviewReason: posts.reviewReason,
  reviewNote: posts.reviewNote,
  ruleHits: posts.ruleHits,
  userId: posts.userId,
  categoryId: posts.categoryId,
  sectionId: posts.sectionId,
  lang: posts.lang,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/**
 * The author's account's age, for the after-review stream: the newest accounts are the likeliest fraud, so their
 * live ads are looked at first (anonymous ads' authors have no account: last).
 */
const authorJoinedAt = sql`(select u.created_at from users u where u.id = "posts"."user_id")`;

/**
 * One page of a tab. What waits before going live is looked at oldest first; the after-review stream (`new`,
 * `edited`: already live) newest accounts first.
 */
export async function queuePage(db: Db, tab: QueueTab, limit: number, offset: number) {
  const where = queueCondition(tab);
  const order =
    tab === "new" || tab === "edited"
      ? [sql`${authorJoinedAt} desc nulls last`, desc(posts.createdAt), asc(posts.id)]
      : [asc(posts.createdAt), asc(posts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(queueColumns)
      .from(posts)
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One ad whatever its state, with what the console shows beside it. */
export async function findAdminPost(db: Db, id: number) {
  const [row] = await db
    .select(queueColumns)
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}

/** Open reports of each of these objects: counts per reason and the reporters' notes (the newest few). */
export async function reportSummaries(
  db: Db,
  target: ReportTarget,
  ids: readonly number[],
): Promise<Map<number, ReportSummary>> {
  const summaries = new Map<number, ReportSummary>(
    ids.map((id) => [id, { open: 0, visitors: 0, reasons: [], notes: [] }]),
  );
  if (ids.length === 0) return summaries;
  const rows = await db
    .select({ targetId: reports.targetId, reason: reports.reason, note: reports.note, userId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.targetKind, target), inArray(reports.targetId, [...ids]), eq(reports.status, "open")))
    .orderBy(desc(reports.createdAt));
  for (const row of rows) {
    const summary = summaries.get(row.targetId);
    if (!summary) continue;
    summary.open++;
    if (row.userId === null) summary.visitors++;
    const reason = summary.reasons.find((entry) => entry.reason === row.reason);
    if (reason) reason.count++;
    else summary.reasons.push({ reason: row.reason, count: 1 });
    if (row.note && summary.notes.length < 10) summary.notes.push(row.note);
  }
  return summaries;
}

/** Reports about a user: of the user, of their ads and of their chat messages. */
const aboutUser = (userId: SQL | number) =>
  or(
    and(eq(reports.targetKind, "user"), sql`"reports"."target_id" = ${userId}`),
    and(
      eq(reports.targetKind, "post"),
      sql`"reports"."target_id" in (select p.id from posts p where p.user_id = ${userId})`,
    ),
    and(
      eq(reports.targetKind, "message"),
      sql`"reports"."target_id" in (select m.id from messages m where m.sender_id = ${userId})`,
    ),
  ) ?? sql`false`;

/** Each user's record as the moderator weighs it: age, approved ads, upheld reports, a ban in force. */
export async function authorRecords(
  db: Db,
  ids: readonly number[],
  now = new Date(),
): Promise<Map<number, AdminAuthor>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      createdAt: users.createdAt,
      approved: sql<number>`(select count(*)::int from posts p where p.user_id = "users"."id"
        and p.reviewed_by is not null and p.status <> 'rejected')`,
      upheld: sql<number>`(select count(*)::int from ${reports} where ${reports.status} = 'upheld'
        and ${aboutUser(sql`"users"."id"`)})`,
      banned: sql<boolean>`exists (select 1 from ${bans} where ${banInForce(now)} and (
        (${bans.kind} = 'user' and ${bans.value} = "users"."id"::text)
        or (${bans.kind} = 'phone' and ${bans.value} = "users"."phone")))`,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        phone: row.phone,
        created_at: row.createdAt.toISOString(),
        approved_ads: row.approved,
        upheld_reports: row.upheld,
        banned: row.banned,
      },
    ]),
  );
}

const reporter = alias(users, "reporter");

/** Reports with what they are about, as the console lists them. */
export async function reportRows(db: Db, where: SQL, limit: number, offset: number): Promise<AdminReport[]> {
  const rows = await db
    .select({
      id: reports.id,
      target: reports.targetKind,
      targetId: reports.targetId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      reporterId: reports.reporterId,
      reporterName: reporter.name,
      createdAt: reports.createdAt,
      postTitle: sql<string | null>`(select p.title from posts p where p.id = "reports"."target_id")`,
      postUser: sql<number | null>`(select p.user_id from posts p where p.id = "reports"."target_id")`,
      userName: sql<string | null>`(select u.name from users u where u.id = "reports"."target_id")`,
      messageBody: sql<string | null>`(select m.body from messages m where m.id = "reports"."target_id")`,
      messageSender: sql<number | null>`(select m.sender_id from messages m where m.id = "reports"."target_id")`,
    })
    .from(reports)
    // A visitor's report has no reporter: kept, with none.
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const [label, subject] =
      row.target === "post"
        ? [row.postTitle, row.postUser]
        : row.target === "user"
          ? [row.userName, row.targetId]
          : [row.messageBody, row.messageSender];
    return {
      id: row.id,
      target: row.target,
      target_id: row.targetId,
      target_label: label ?? `#${row.targetId}`,
      reason: row.reason,
      note: row.note,
      status: row.status,
      reporter: row.reporterId === null ? null : { id: row.reporterId, name: row.reporterName },
      subject_user_id: subject,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function countReports(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

/** Reports about a user (of them, their ads, their messages) and reports they wrote. */
export const reportsAboutUser = (userId: number) => aboutUser(userId);
export const reportsByUser = (userId: number) => eq(reports.reporterId, userId);

/** A user's payments, newest first, as the console lists them. */
export function paymentsOf(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: payments.publicId,
      product: products.code,
      amountCents: payments.amountCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

/** A user's ads of every state, newest first. */
export function adsOf(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: posts.id,
      section: sections.slug,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(and(eq(posts.userId, userId), sql`${posts.status} <> 'deleted'`))
    .orderBy(desc(posts.createdAt))
    .limit(limit);
}

const banCreator = alias(users, "ban_creator");

/** Bans, newest first, with their author's name and whether they are in force. */
export function banRows(db: Db, where: SQL | undefined, limit: number, offset: number, now = new Date()) {
  return db
    .select({
      id: bans.id,
      kind: bans.kind,
      value: bans.value,
      reason: bans.reason,
      createdBy: banCreator.name,
      createdAt: bans.createdAt,
      endsAt: bans.endsAt,
      liftedAt: bans.liftedAt,
      active: sql<boolean>`${banInForce(now)}`,
    })
    .from(bans)
    .leftJoin(banCreator, eq(banCreator.id, bans.createdBy))
    .where(where)
    .orderBy(desc(bans.createdAt), desc(bans.id))
    .limit(limit)
    .offset(offset);
}

export async function countBans(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bans);
  return row?.n ?? 0;
}

const actor = alias(users, "actor");

/** The audit log, newest first, filtered by action and actor. */
export async function auditRows(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: actor.name,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where);
  return row?.n ?? 0;
}
