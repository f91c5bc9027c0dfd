import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { adminAuthorSchema, adminReportSchema, reportSummarySchema } from "../../../shared/contract/admin";
import type { ReportTarget, ReviewReason } from "../../../shared/contract/moderation";
import type { Db } from "../../db/client";
import { auditLog, bans, messages, payments, posts, products, reports, sections, users } from "../../db/schema";
import { banInForce } from "./bans";

type AdminAuthor = z.infer<typeof adminAuthorSchema>;
type ReportSummary = z.infer<typeof reportSummarySchema>;
type AdminReport = z.infer<typeof adminReportSchema>;

/** The queue's tabs; `reported` also holds live ads with open reports below the hiding threshold. */
export type QueueTab = "all" | ReviewReason;

const openReportOfPost = sql`exists (select 1 from ${reports} where ${reports.targetKind} = 'post'
  and ${reports.targetId} = ${posts.id} and ${reports.status} = 'open')`;
const waiting = (reason: ReviewReason) => and(eq(posts.status, "review"), eq(posts.reviewReason, reason));
const reportedLive = and(eq(posts.status, "active"), openReportOfPost);

/** What each tab holds: ads waiting for that reason (articles wait elsewhere: they have none). */
export function queueCondition(tab: QueueTab): SQL {
  if (tab === "reported") return or(waiting("reported"), reportedLive) ?? sql`false`;
  if (tab !== "all") return waiting(tab) ?? sql`false`;
  return or(and(eq(posts.status, "review"), isNotNull(posts.reviewReason)), reportedLive) ?? sql`false`;
}

/** How many wait behind each tab, in one pass over what waits. */
export async function queueCounts(db: Db): Promise<Record<ReviewReason, number>> {
  const tally = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
  const [row] = await db
    .select({
      new: tally(waiting("new")),
      edited: tally(waiting("edited")),
      reported: tally(or(waiting("reported"), reportedLive)),
      rule: tally(waiting("rule")),
    })
    .from(posts)
    .where(queueCondition("all"));
  return { new: row?.new ?? 0, edited: row?.edited ?? 0, reported: row?.reported ?? 0, rule: row?.rule ?? 0 };
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

/** One page of a tab, oldest first: what waited longest is looked at first. */
export async function queuePage(db: Db, tab: QueueTab, limit: number, offset: number) {
  const where = queueCondition(tab);
  const [rows, [total]] = await Promise.all([
    db
      .select(queueColumns)
      .from(posts)
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .where(where)
      .orderBy(asc(posts.createdAt), asc(posts.id))
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
  const summaries = new Map<number, ReportSummary>(ids.map((id) => [id, { open: 0, reasons: [], notes: [] }]));
  if (ids.length === 0) return summaries;
  const rows = await db
    .select({ targetId: reports.targetId, reason: reports.reason, note: reports.note })
    .from(reports)
    .where(and(eq(reports.targetKind, target), inArray(reports.targetId, [...ids]), eq(reports.status, "open")))
    .orderBy(desc(reports.createdAt));
  for (const row of rows) {
    const summary = summaries.get(row.targetId);
    if (!summary) continue;
    summary.open++;
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
    and(eq(reports.targetKind, "user"), sql`${reports.targetId} = ${userId}`),
    and(
      eq(reports.targetKind, "post"),
      sql`${reports.targetId} in (select ${posts.id} from ${posts} where ${posts.userId} = ${userId})`,
    ),
    and(
      eq(reports.targetKind, "message"),
      sql`${reports.targetId} in (select ${messages.id} from ${messages} where ${messages.senderId} = ${userId})`,
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
      approved: sql<number>`(select count(*)::int from ${posts} where ${posts.userId} = ${users.id}
        and ${posts.reviewedBy} is not null and ${posts.status} <> 'rejected')`,
      upheld: sql<number>`(select count(*)::int from ${reports} where ${reports.status} = 'upheld'
        and ${aboutUser(sql`${users.id}`)})`,
      banned: sql<boolean>`exists (select 1 from ${bans} where ${banInForce(now)} and (
        (${bans.kind} = 'user' and ${bans.value} = ${users.id}::text)
        or (${bans.kind} = 'phone' and ${bans.value} = ${users.phone})))`,
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
      postTitle: sql<string | null>`(select ${posts.title} from ${posts} where ${posts.id} = ${reports.targetId})`,
      postUser: sql<number | null>`(select ${posts.userId} from ${posts} where ${posts.id} = ${reports.targetId})`,
      userName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${reports.targetId})`,
      messageBody: sql<
        string | null
      >`(select ${messages.body} from ${messages} where ${messages.id} = ${reports.targetId})`,
      messageSender: sql<
        number | null
      >`(select ${messages.senderId} from ${messages} where ${messages.id} = ${reports.targetId})`,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
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
      reporter: { id: row.reporterId, name: row.reporterName },
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
