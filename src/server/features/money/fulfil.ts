import { and, eq } from "drizzle-orm";
import { bannerOrderSchema, type ProductKind } from "../../../shared/contract/money";
import { screenAd } from "../../lib/moderation/screen";
import type { Db } from "../../db/client";
import { entitlements, posts } from "../../db/schema";
import { activateBannerCampaign } from "../../db/banner-campaigns";
import { DAY_MS } from "../../lib/budgets";
import {
  entitlementOfPayment,
  lockEntitlement,
  postHeadBy,
  type EntitlementRow,
  type PaymentRow,
  type ProductRow,
} from "./repo";
import { subscriptionEnd } from "../../db/subscriptions";

/** The ad's column each promotion sets; readers compare it with now, so an ended one never ranks or shows. */
const AD_COLUMNS = {
  top: posts.topUntil,
  highlight: posts.highlightUntil,
  urgent: posts.urgentUntil,
  pin: posts.promotedUntil,
  slider: posts.sliderUntil,
} as const;
type PromotionKind = keyof typeof AD_COLUMNS;

export const isPromotion = (kind: ProductKind): kind is PromotionKind => kind in AD_COLUMNS;

const later = (a: Date, b: Date | null | undefined) => (b && b.getTime() > a.getTime() ? b : a);
const plusDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The ad's promotion column, read under the row's lock so that two purchases extend one after the other. */
async function promotionEnd(tx: Db, postId: number, kind: PromotionKind): Promise<Date | null> {
  const [row] = await tx
    .select({ until: AD_COLUMNS[kind] })
    .from(posts)
    .where(eq(posts.id, postId))
    .for("update")
    .limit(1);
  return row?.until ?? null;
}

/** The posts row's property of each promotion column. */
export const AD_KEYS = {
  top: "topUntil",
  highlight: "highlightUntil",
  urgent: "urgentUntil",
  pin: "promotedUntil",
  slider: "sliderUntil",
} as const satisfies Record<PromotionKind, keyof typeof posts.$inferInsert>;

/** The ad carries the promotion until `end` (a later end already there stays); `top` dates the ad anew. */
async function applyPromotion(tx: Db, postId: number, kind: PromotionKind, end: Date, now: Date): Promise<void> {
  const until = later(end, await promotionEnd(tx, postId, kind));
  const set: Partial<typeof posts.$inferInsert> = { [AD_KEYS[kind]]: until };
  if (kind === "top") set.createdAt = now;
  await tx.update(posts).set(set).where(eq(posts.id, postId));
}

interface Period {
  startsAt: Date;
  endsAt: Date;
  bannerId?: number;
}

/** What the product gives, from when to when, applied to the ad, the user or a banner. */
async function give(tx: Db, payment: PaymentRow, product: ProductRow, now: Date): Promise<Period> {
  const kind = product.kind;
  if (isPromotion(kind)) {
    if (payment.postId === null) throw new Error("a promotion's payment has no ad");
    // A second purchase of the same promotion continues from the running one's end.
    const startsAt = later(now, await promotionEnd(tx, payment.postId, kind));
    const endsAt = plusDays(startsAt, product.days);
    await applyPromotion(tx, payment.postId, kind, endsAt, now);
    return { startsAt, endsAt };
  }
  if (kind === "publish") {
    if (payment.postId === null) throw new Error("a publication's payment has no ad");
    const head = await postHeadBy(tx, { id: payment.postId });
    const endsAt = plusDays(now, head?.adDays ?? product.days);
    // Paid is not yet approved: the rules' hits stored when it was posted and its author's trust may hold it.
    const [held] = await tx
      .select({ userId: posts.userId, ruleHits: posts.ruleHits })
      .from(posts)
      .where(eq(posts.id, payment.postId));
    const screened = await screenAd(tx, {
      status: "active",
      userId: held?.userId ?? null,
      hits: held?.ruleHits ?? [],
      edited: false,
    });
    await tx
      .update(posts)
      .set({
        status: screened.status,
        reviewReason: screened.reviewReason,
        expiresAt: endsAt,
        expiryNoticeAt: null,
        createdAt: now,
      })
      .where(and(eq(posts.id, payment.postId), eq(posts.status, "unpaid")));
    return { startsAt: now, endsAt };
  }
  if (kind === "subscription") {
    if (payment.userId === null) throw new Error("a subscription's payment has no user");
    const startsAt = later(now, await subscriptionEnd(tx, payment.userId, now));
    return { startsAt, endsAt: plusDays(startsAt, product.days) };
  }
  const order = bannerOrderSchema.parse(payment.bannerOrder);
  if (!product.placement) throw new Error("a banner product has no placement");
  const startsAt = later(now, new Date(`${order.starts_on}T00:00:00Z`));
  const endsAt = plusDays(startsAt, order.days);
  const bannerId = await activateBannerCampaign(tx, {
    paymentId: payment.id,
    userId: payment.userId,
    order,
    placement: product.placement,
    startsAt,
    endsAt,
  });
  return { startsAt, endsAt, bannerId };
}

/**
 * A renewal's success: the entitlement it renews runs one more period from its end (or from now, when retries
 * left a gap nobody was given), and the ad's column follows.
 */
async function extend(tx: Db, payment: PaymentRow, product: ProductRow, now: Date): Promise<EntitlementRow> {
  if (payment.renews === null) throw new Error("not a renewal");
  const renewed = await lockEntitlement(tx, payment.renews);
  if (!renewed) throw new Error("the renewed entitlement is gone");
  const endsAt = plusDays(later(now, renewed.endsAt), product.days);
  const [row] = await tx
    .update(entitlements)
    .set({ endsAt, status: "active", renewalFailures: 0, chargeNoticeAt: null })
    .where(eq(entitlements.id, renewed.id))
    .returning();
  if (renewed.postId !== null && isPromotion(renewed.kind))
    await applyPromotion(tx, renewed.postId, renewed.kind, endsAt, now);
  return row ?? renewed;
}

/**
 * Gives what a succeeded payment bought, inside the transaction that moved it to succeeded: one entitlement per
 * payment (the unique index makes a second attempt a no-op), the ad's column, the user's subscription or the banner.
 */
export async function fulfil(tx: Db, payment: PaymentRow, product: ProductRow, now: Date): Promise<EntitlementRow> {
  if (payment.renews !== null) return extend(tx, payment, product, now);
  const given = await entitlementOfPayment(tx, payment.id);
  if (given) return given;
  const period = await give(tx, payment, product, now);
  const renewable = product.kind !== "publish" && product.kind !== "banner";
  const [row] = await tx
    .insert(entitlements)
    .values({
      userId: payment.userId,
      postId: product.kind === "subscription" || product.kind === "banner" ? null : payment.postId,
      bannerId: period.bannerId ?? null,
      productId: product.id,
      kind: product.kind,
      paymentId: payment.id,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      autoCharge: renewable && payment.autoCharge && payment.savedCardId !== null,
      savedCardId: payment.savedCardId,
    })
    .onConflictDoNothing()
    .returning();
  const stored = row ?? (await entitlementOfPayment(tx, payment.id));
  if (!stored) throw new Error("the entitlement was not stored");
  return stored;
}
