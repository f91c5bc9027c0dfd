import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { notificationMessages } from "../../shared/messages/notifications";
import { isLocale, LOCALE_TAGS, type Locale } from "../../shared/locales";
import { pathOf } from "../../shared/routes";
import { BudgetExceeded } from "../adapters/budgeted";
import type { Db } from "../db/client";
import { lockKeys } from "../db/locks";
import { posts, sections, users } from "../db/schema";
import { translate } from "../http/messages";
import type { JobContext } from "../jobs/types";
import { log } from "../log";
import { adsChanged } from "./ad-events";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The author is told this long before the end. */
const EXPIRY_NOTICE_MS = 3 * DAY_MS;
/** How many reminders one run sends at most (the rest go on the next run). */
const NOTICE_BATCH = 200;

/** When an ad published at `from` leaves the listings: a section with 0 days (articles) never ends. */
function expiryOf(adDays: number, from: Date): Date | null {
  return adDays > 0 ? new Date(from.getTime() + adDays * DAY_MS) : null;
}

/** The first instant of `now`'s calendar month in UTC: free ads are counted from it. */
function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export interface PublishTerms {
  /** Active at once, or unpaid (past the section's free ads this month, published by its `publish` payment). */
  status: "active" | "unpaid";
  expiresAt: Date | null;
}

/**
 * What a signed-in author's new ad in a section gets. Runs inside the transaction that stores the ad, holding a
 * lock per author and section, so two submits at once cannot both take the last free ad.
 */
export async function publishTerms(tx: Db, userId: number, sectionId: number, now: Date): Promise<PublishTerms> {
  await lockKeys(tx, `free-ads:${String(userId)}:${String(sectionId)}`);
  const [section] = await tx
    .select({ adDays: sections.adDays, free: sections.freeAdsPerMonth })
    .from(sections)
    .where(eq(sections.id, sectionId));
  if (!section) throw new Error(`section ${String(sectionId)} is missing`);
  // Deleted ads count too: deleting and posting again must not make a paid ad free.
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.sectionId, sectionId),
        ne(posts.status, "unpaid"),
        gt(posts.postedAt, monthStartUtc(now)),
      ),
    );
  const status = (counted?.n ?? 0) >= section.free ? "unpaid" : "active";
  return { status, expiresAt: expiryOf(section.adDays, now) };
}

/** When an ad of the section stored now ends. */
export async function expiryIn(db: Db, sectionId: number, now: Date): Promise<Date | null> {
  const [section] = await db.select({ adDays: sections.adDays }).from(sections).where(eq(sections.id, sectionId));
  return expiryOf(section?.adDays ?? 0, now);
}

/** The period an ad of a section lasts, in days (0: it never ends). */
async function adDaysOf(db: Db, postId: number): Promise<number | null> {
  const [row] = await db
    .select({ adDays: sections.adDays })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.id, postId));
  return row?.adDays ?? null;
}

export type RenewOutcome = { kind: "renewed"; expiresAt: Date | null } | { kind: "notRenewable" };

/**
 * One period more, added to the current end (or to now when it already passed); an expired ad is published
 * again and will be reminded again before its new end. Pending, unpaid and deleted ads are not renewed here:
 * they were never published (or never will be again).
 */
export async function renewAd(db: Db, postId: number, now: Date): Promise<RenewOutcome> {
  const adDays = await adDaysOf(db, postId);
  if (adDays === null) return { kind: "notRenewable" };
  // greatest() skips a null end: an ad that had none is renewed from now.
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .update(posts)
    .set({
      status: "active",
      expiresAt: adDays > 0 ? sql`greatest(${posts.expiresAt}, ${at}) + make_interval(days => ${adDays})` : null,
      expiryNoticeAt: null,
      updatedAt: now,
    })
    .where(and(eq(posts.id, postId), inArray(posts.status, ["active", "expired", "sold"])))
    .returning({ expiresAt: posts.expiresAt });
  if (!row) return { kind: "notRenewable" };
  adsChanged();
  return { kind: "renewed", expiresAt: row.expiresAt };
}

/** The author marked the ad sold (or the job, the CV filled): it leaves the listings and goes to the archive. */
export async function markAdSold(db: Db, postId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ status: "sold", updatedAt: now })
    .where(and(eq(posts.id, postId), inArray(posts.status, ["active", "inactive", "expired", "sold"])))
    .returning({ id: posts.id });
  if (rows.length === 0) return false;
  adsChanged();
  return true;
}

/** Active ads whose end came leave the listings (the expired ones stay their author's, to renew). */
export async function expireAds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(posts)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(posts.status, "active"), isNotNull(posts.expiresAt), lte(posts.expiresAt, now)))
    .returning({ id: posts.id });
  if (rows.length > 0) adsChanged();
  return rows.length;
}

function publicOrigin(config: JobContext["config"]): string {
  return config.PUBLIC_URL ?? `http://localhost:${String(config.PORT)}`;
}

/**
 * Three days before its end, an ad's author is told once (per period) by mail to their account's address, or
 * else by text to the ad's phone, in their language, with the link to their ads where «Продлить» is one click.
 * The mark is set before sending: a crash between the two loses one reminder rather than sending it twice. A
 * recipient's spent budget skips that reminder.
 */
export async function sendExpiryNotices(ctx: JobContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .update(posts)
    .set({ expiryNoticeAt: now })
    .where(
      inArray(
        posts.id,
        ctx.db
          .select({ id: posts.id })
          .from(posts)
          .where(
            and(
              eq(posts.status, "active"),
              isNull(posts.expiryNoticeAt),
              isNotNull(posts.userId),
              gt(posts.expiresAt, now),
              lte(posts.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_MS)),
            ),
          )
          .limit(NOTICE_BATCH),
      ),
    )
    .returning({
      id: posts.id,
      title: posts.title,
      expiresAt: posts.expiresAt,
      contact: posts.contact,
      userId: posts.userId,
    });
  if (due.length === 0) return 0;
  const authorIds = [...new Set(due.flatMap((post) => (post.userId === null ? [] : [post.userId])))];
  const authors = new Map(
    (
      await ctx.db
        .select({ id: users.id, email: users.email, phone: users.phone, locale: users.locale })
        .from(users)
        .where(inArray(users.id, authorIds))
    ).map((author) => [author.id, author]),
  );
  let sent = 0;
  for (const post of due) {
    const author = post.userId === null ? undefined : authors.get(post.userId);
    if (!author || !post.expiresAt) continue;
    const locale: Locale = isLocale(author.locale) ? author.locale : "ru";
    const values = {
      title: post.title,
      date: endDate(post.expiresAt, locale),
      link: `${publicOrigin(ctx.config)}${pathOf("profile.listing", locale)}`,
    };
    const phone = post.contact.phone ?? author.phone;
    try {
      if (author.email) {
        await ctx.mail.send({
          to: author.email,
          subject: translate(locale, notificationMessages.expirySubject, values),
          text: translate(locale, notificationMessages.expiryText, values),
        });
      } else if (phone) {
        await ctx.sms.send({ to: phone, text: translate(locale, notificationMessages.expirySms, values) });
      } else continue;
      sent += 1;
    } catch (error) {
      // Ids only: no title, address or phone in the log.
      if (error instanceof BudgetExceeded)
        log.warn(`[ads] the end of ad ${String(post.id)} was not told: budget ${error.budget} is spent`);
      else log.error({ err: error }, `[ads] telling the end of ad ${String(post.id)} failed`);
    }
  }
  return sent;
}

/** «12 декабря» in the author's language (the day in UTC, as the end is kept). */
function endDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", timeZone: "UTC" }).format(at);
}
