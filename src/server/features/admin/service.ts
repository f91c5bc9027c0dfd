import { and, eq, isNull } from "drizzle-orm";
import type { RejectReason } from "../../../shared/contract/admin";
import type { BanKind } from "../../../shared/contract/moderation";
import type { UserRole } from "../../../shared/contract/roles";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../shared/locales";
import type { ApiMessageKey } from "../../../shared/messages/api";
import { rejectReasonMessages } from "../../../shared/messages/reject-reasons";
import type { Db } from "../../db/client";
import { bans, categories, messages, postCategories, posts, reports, sections, users } from "../../db/schema";
import { translate } from "../../http/messages";
import { applyPendingEdit, dropPendingEdit } from "../../db/post-writes";
import { recordAction } from "../../db/audit";
import { expiryIn } from "../../lib/ad-lifecycle";
import { banInForce, banValueOf, endSessionsOf, unmatchableRange } from "../../http/bans";
import { DRIVER_JOB_SECTIONS } from "../../../shared/sections";

/** What an action on the console ends in: done, or why not (each answered by the routes in the caller's words). */
export type ActionOutcome<T> =
  | { kind: "done"; value: T }
  | { kind: "notFound" }
  | { kind: "conflict" }
  /** A wrong value; `key` says what is wrong when the route's own message would not. */
  | { kind: "invalid"; key?: ApiMessageKey }
  | { kind: "forbidden" };

const done = <T>(value: T): ActionOutcome<T> => ({ kind: "done", value });

/** The ad locked for the decision: two moderators acting at once decide it once. */
async function lockedPost(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: posts.id,
      status: posts.status,
      userId: posts.userId,
      sectionId: posts.sectionId,
      categoryId: posts.categoryId,
      slug: posts.slug,
      title: posts.title,
      lang: posts.lang,
      reviewReason: posts.reviewReason,
      pendingEdit: posts.pendingEdit,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .for("update");
  return row && row.status !== "deleted" ? row : null;
}
type LockedPost = NonNullable<Awaited<ReturnType<typeof lockedPost>>>;

/** Settles the open reports of an object; returns how many. */
async function settleReports(
  tx: Db,
  target: "post" | "user" | "message",
  id: number,
  status: "upheld" | "dismissed",
  by: number,
  now: Date,
): Promise<number> {
  const settled = await tx
    .update(reports)
    .set({ status, resolvedBy: by, resolvedAt: now })
    .where(and(eq(reports.targetKind, target), eq(reports.targetId, id), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return settled.length;
}

/** Which ads a moderator may publish: what waits, a live one with reports, or a rejected one looked at again. */
const APPROVABLE = new Set(["review", "active", "rejected"]);
/** Which a moderator may refuse: what waits, and what is or was shown. */
const REJECTABLE = new Set(["review", "active", "inactive"]);

/** A moderator's decision on an ad: its new state, what becomes of its open reports, and the audit entry. */
interface Decision {
  changes: Partial<typeof posts.$inferInsert> & { status: "active" | "rejected" };
  reports: "upheld" | "dismissed";
  action: string;
  reason: string | null;
  details: Record<string, unknown>;
}

/** Writes the decision: the moderator becomes the reviewer, the ad leaves the queue, the reports are settled. */
async function decide(tx: Db, post: LockedPost, moderatorId: number, now: Date, decision: Decision): Promise<void> {
  const changes = { ...decision.changes, reviewReason: null, reviewedBy: moderatorId, reviewedAt: now, updatedAt: now };
  await tx.update(posts).set(changes).where(eq(posts.id, post.id));
  const settled = await settleReports(tx, "post", post.id, decision.reports, moderatorId, now);
  await recordAction(tx, {
    actorId: moderatorId,
    action: decision.action,
    targetKind: "post",
    targetId: post.id,
    reason: decision.reason,
    details: {
      ...decision.details,
      from: post.status,
      review_reason: post.reviewReason,
      [`reports_${decision.reports}`]: settled,
    },
  });
}

/**
 * Publishes the ad and dismisses its open reports; the moderator becomes its reviewer.
 */
export async function approvePost(db: Db, id: number, moderatorId: number, note: string | undefined, now = new Date()) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number; status: "active" }>> => {
    const post = await lockedPost(tx, id);
    if (!post) return { kind: "notFound" };
    if (!APPROVABLE.has(post.status)) return { kind: "conflict" };
    // A first publication is dated now with its section's full term; an edited ad keeps its place and its end (a
    // moderator's approval must not lift an edit to the top of the listing).
    const first = post.status === "review" && post.reviewReason === "new";
    const dated = first ? { createdAt: now, postedAt: now, expiresAt: await expiryIn(tx, post.sectionId, now) } : {};
    // A held edit of a live ad becomes the ad.
    if (post.pendingEdit) await applyPendingEdit(tx, post.id, post.pendingEdit, now);
    await decide(tx, post, moderatorId, now, {
      changes: { ...dated, status: "active", reviewNote: null },
      reports: "dismissed",
      action: "post.approve",
      reason: note ?? null,
      details: {},
    });
    return done({ id, status: "active" as const });
  });
}

/** The author of an ad as a rejection reaches them: their language and where to tell them. */
async function authorOf(tx: Db, userId: number | null) {
  if (userId === null) return null;
  const [row] = await tx
    .select({
      id: users.id,
      locale: users.locale,
      phone: users.phone,
      email: users.email,
      notifications: users.notifications,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

export interface Rejection {
  id: number;
  section: string;
  slug: string;
  title: string;
  /** What the author reads: the preset in their language, then the moderator's note. */
  note: string;
  /** Only a held edit was refused: the ad stays live as it was approved. */
  editOnly: boolean;
  locale: Locale;
  author: { phone: string | null; email: string | null; wantsNotice: boolean } | null;
}

/**
 * Refuses the ad: the author reads why in «Мои объявления» in their own language (the preset, then the note as the
 * moderator wrote it); its open reports are upheld.
 */
export async function rejectPost(
  db: Db,
  id: number,
  moderatorId: number,
  input: { reason: RejectReason; note?: string | undefined },
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<ActionOutcome<Rejection>> => {
    const post = await lockedPost(tx, id);
    if (!post) return { kind: "notFound" };
    if (!REJECTABLE.has(post.status)) return { kind: "conflict" };
    const author = await authorOf(tx, post.userId);
    const locale = isLocale(author?.locale) ? author.locale : isLocale(post.lang) ? post.lang : DEFAULT_LOCALE;
    const preset = translate(locale, rejectReasonMessages[input.reason]);
    const note = input.note ? `${preset} ${input.note}` : preset;
    // A live ad's held edit is refused, not the ad: the approved version stays live.
    const editOnly = post.status === "active" && post.pendingEdit !== null;
    if (editOnly) await dropPendingEdit(tx, post.id);
    await decide(tx, post, moderatorId, now, {
      changes: editOnly ? { status: "active", ruleHits: [] } : { status: "rejected", reviewNote: note },
      reports: editOnly ? "dismissed" : "upheld",
      action: editOnly ? "post.reject_edit" : "post.reject",
      reason: input.note ?? null,
      details: { preset: input.reason },
    });
    const [section] = await tx.select({ slug: sections.slug }).from(sections).where(eq(sections.id, post.sectionId));
    return done({
      id,
      section: section?.slug ?? "",
      slug: post.slug,
      title: post.title,
      note,
      locale,
      editOnly,
      author: author ? { phone: author.phone, email: author.email, wantsNotice: author.notifications.answers } : null,
    });
  });
}

/** Sections an ad may move between: its form lists it in either (a CDL job with or without the licence). */
const FAMILIES: readonly (readonly string[])[] = [DRIVER_JOB_SECTIONS];
const sameFamily = (from: string, to: string) =>
  from === to || FAMILIES.some((family) => family.includes(from) && family.includes(to));

/** Puts the ad in another category (of its section, or of a section its form also lists in). */
export async function movePost(
  db: Db,
  id: number,
  moderatorId: number,
  input: { category_id: number; reason?: string | undefined },
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number; status: string }>> => {
    const post = await lockedPost(tx, id);
    if (!post) return { kind: "notFound" };
    const [target] = await tx
      .select({ id: categories.id, sectionId: categories.sectionId, section: sections.slug })
      .from(categories)
      .innerJoin(sections, eq(sections.id, categories.sectionId))
      .where(eq(categories.id, input.category_id));
    const [from] = await tx.select({ slug: sections.slug }).from(sections).where(eq(sections.id, post.sectionId));
    if (!target || !from || !sameFamily(from.slug, target.section)) return { kind: "invalid" };
    if (target.sectionId !== post.sectionId) {
      const [taken] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.sectionId, target.sectionId), eq(posts.slug, post.slug)));
      if (taken) return { kind: "conflict" };
    }
    await tx
      .update(posts)
      .set({ categoryId: target.id, sectionId: target.sectionId, updatedAt: now })
      .where(eq(posts.id, id));
    await tx.delete(postCategories).where(eq(postCategories.postId, id));
    await tx.insert(postCategories).values({ postId: id, categoryId: target.id });
    await recordAction(tx, {
      actorId: moderatorId,
      action: "post.move",
      targetKind: "post",
      targetId: id,
      reason: input.reason ?? null,
      details: {
        from_section: from.slug,
        to_section: target.section,
        from_category: post.categoryId,
        to_category: target.id,
      },
    });
    return done({ id, status: post.status });
  });
}

/** Upholds or dismisses one open report. */
export async function resolveReport(
  db: Db,
  id: number,
  moderatorId: number,
  status: "upheld" | "dismissed",
  reason: string | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number; status: string }>> => {
    const [report] = await tx
      .select({ id: reports.id, status: reports.status, target: reports.targetKind, targetId: reports.targetId })
      .from(reports)
      .where(eq(reports.id, id))
      .for("update");
    if (!report) return { kind: "notFound" };
    if (report.status !== "open") return { kind: "conflict" };
    await tx.update(reports).set({ status, resolvedBy: moderatorId, resolvedAt: now }).where(eq(reports.id, id));
    await recordAction(tx, {
      actorId: moderatorId,
      action: status === "upheld" ? "report.uphold" : "report.dismiss",
      targetKind: "report",
      targetId: id,
      reason: reason ?? null,
      details: { target: report.target, target_id: report.targetId },
    });
    return done({ id, status });
  });
}

/** The account a ban holds: the user itself, or the owner of the phone. */
async function heldAccount(tx: Db, kind: BanKind, value: string) {
  if (kind === "ip") return null;
  const where = kind === "user" ? eq(users.id, Number(value)) : eq(users.phone, value);
  const [row] = await tx.select({ id: users.id, role: users.role }).from(users).where(where);
  return row ?? null;
}

/**
 * Bans a user, a phone or an address range: the held account's sessions end at once, and signing in, posting and
 * messaging are refused while the ban is in force (bans.ts). The team itself cannot be banned.
 */
export async function createBan(
  db: Db,
  moderatorId: number,
  input: { kind: BanKind; value: string; reason: string; days?: number | undefined },
  now = new Date(),
) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number }>> => {
    const value = banValueOf(input.kind, input.value);
    if (value === null) return { kind: "invalid" };
    const unmatched = input.kind === "ip" ? unmatchableRange(value) : null;
    if (unmatched) return { kind: "invalid", key: unmatched === "mapped" ? "banRangeMapped" : "banRangeNoVisitors" };
    const account = await heldAccount(tx, input.kind, value);
    if (input.kind === "user" && !account) return { kind: "notFound" };
    if (account && account.role !== "user") return { kind: "forbidden" };
    const endsAt = input.days ? new Date(now.getTime() + input.days * 86_400_000) : null;
    const [row] = await tx
      .insert(bans)
      .values({ kind: input.kind, value, reason: input.reason, createdBy: moderatorId, createdAt: now, endsAt })
      .returning({ id: bans.id });
    if (!row) throw new Error("the ban was not stored");
    const ended = account ? await endSessionsOf(tx, account.id, now) : 0;
    await recordAction(tx, {
      actorId: moderatorId,
      action: "ban.create",
      targetKind: "ban",
      targetId: row.id,
      reason: input.reason,
      // The held account by id: the phone or the address stays in the ban itself.
      details: { kind: input.kind, user_id: account?.id ?? null, days: input.days ?? null, sessions_ended: ended },
    });
    return done({ id: row.id });
  });
}

/** Lifts a ban in force. */
export async function liftBan(db: Db, id: number, moderatorId: number, reason: string | undefined, now = new Date()) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number }>> => {
    const lifted = await tx
      .update(bans)
      .set({ liftedAt: now, liftedBy: moderatorId })
      .where(and(eq(bans.id, id), banInForce(now)))
      .returning({ id: bans.id, kind: bans.kind });
    const [row] = lifted;
    if (!row) return { kind: "notFound" };
    await recordAction(tx, {
      actorId: moderatorId,
      action: "ban.lift",
      targetKind: "ban",
      targetId: id,
      reason: reason ?? null,
      details: { kind: row.kind },
    });
    return done({ id });
  });
}

/** Gives a user a role (admins only, never their own). */
export async function setRole(
  db: Db,
  admin: { id: number; role: UserRole },
  userId: number,
  input: { role: UserRole; reason?: string | undefined },
) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number; role: UserRole }>> => {
    if (admin.role !== "admin") return { kind: "forbidden" };
    if (admin.id === userId) return { kind: "conflict" };
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) return { kind: "notFound" };
    if (user.role !== input.role) {
      await tx.update(users).set({ role: input.role }).where(eq(users.id, userId));
      await recordAction(tx, {
        actorId: admin.id,
        action: "user.role",
        targetKind: "user",
        targetId: userId,
        reason: input.reason ?? null,
        details: { from: user.role, to: input.role },
      });
    }
    return done({ id: userId, role: input.role });
  });
}

/** Hides a chat message from both sides (they read that a moderator removed it); its open reports are upheld. */
export async function hideMessage(db: Db, id: number, moderatorId: number, reason: string, now = new Date()) {
  return db.transaction(async (tx): Promise<ActionOutcome<{ id: number }>> => {
    const [message] = await tx
      .select({ id: messages.id, hiddenAt: messages.hiddenAt, conversationId: messages.conversationId })
      .from(messages)
      .where(eq(messages.id, id))
      .for("update");
    if (!message) return { kind: "notFound" };
    if (message.hiddenAt) return done({ id });
    await tx.update(messages).set({ hiddenAt: now, hiddenBy: moderatorId }).where(eq(messages.id, id));
    const upheld = await settleReports(tx, "message", id, "upheld", moderatorId, now);
    await recordAction(tx, {
      actorId: moderatorId,
      action: "message.hide",
      targetKind: "message",
      targetId: id,
      reason,
      details: { conversation_id: message.conversationId, reports_upheld: upheld },
    });
    return done({ id });
  });
}
