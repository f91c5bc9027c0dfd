import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Entitlement } from "../../../shared/contract/money";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import type { SectionSlug } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import { PaymentProviderError } from "../../adapters/payments";
import type { Db } from "../../db/client";
import { banners, entitlements, payments, posts, savedCards } from "../../db/schema";
import { DAY_MS } from "../../lib/budgets";
import { hashSecret } from "../../lib/tokens";
import { adsChanged } from "../../lib/ad-events";
import { AD_KEYS, isPromotion } from "./fulfil";
import {
  entitlementsOfUser,
  liveCard,
  liveCardsOfUser,
  lockEntitlement,
  movePayment,
  paymentsOfUser,
  postHeadBy,
  postHeadsByIds,
  productsByIds,
  runningEntitlementsOfPost,
  type EntitlementRow,
  type PaymentRow,
  type ProductRow,
} from "./repo";
import { describePayments, MoneyRefusal, type MoneyDeps } from "./service";
import { entitlementView, savedCardView } from "./view";

async function viewsOf(db: Db, rows: readonly EntitlementRow[], locale: Locale): Promise<Entitlement[]> {
  const productById = await productsByIds(
    db,
    rows.map((row) => row.productId),
  );
  const postById = await postHeadsByIds(
    db,
    rows.map((row) => row.postId),
  );
  return rows.flatMap((row) => {
    const product = productById.get(row.productId);
    return product ? [entitlementView(row, product, postById.get(row.postId ?? 0), locale)] : [];
  });
}

/** GET /v1/money/me: the user's promotions and banners, subscriptions, saved cards and last payments. */
export async function myMoney(deps: MoneyDeps, userId: number, locale: Locale) {
  const rows = await entitlementsOfUser(deps.db, userId);
  const views = await viewsOf(deps.db, rows, locale);
  const payments = await paymentsOfUser(deps.db, userId);
  return {
    promotions: views.filter((view) => view.product.kind !== "subscription"),
    subscriptions: views.filter((view) => view.product.kind === "subscription"),
    saved_cards: (await liveCardsOfUser(deps.db, userId)).map(savedCardView),
    payments: await describePayments(deps, payments, locale),
  };
}

/** GET /v1/money/ad: the ad a payment page is about, by its id (its author only) or by its secret. */
export async function adForPayment(
  deps: MoneyDeps,
  access: { post_id?: number | undefined; hash?: string | undefined },
  callerId: number | null,
  locale: Locale,
) {
  let post;
  if (access.hash !== undefined) post = await postHeadBy(deps.db, { secretHash: hashSecret(access.hash) });
  else if (access.post_id !== undefined) {
    if (callerId === null) throw new MoneyRefusal(401, "unauthorized");
    post = await postHeadBy(deps.db, { id: access.post_id });
    // Someone else's ad reads as a missing one (below): the answer does not tell that it exists.
    if (post && post.userId !== callerId) post = null;
  } else throw new MoneyRefusal(422, "paymentPostNeeded");
  if (!post || post.status === "deleted") throw new MoneyRefusal(404, "postNotFound");
  const running = await runningEntitlementsOfPost(deps.db, post.id, deps.now());
  return {
    post: {
      id: post.id,
      title: post.title,
      section: post.section as SectionSlug,
      slug: post.slug,
      status: post.status as PostStatus,
      expires_at: post.expiresAt?.toISOString() ?? null,
    },
    running: await viewsOf(deps.db, running, locale),
  };
}

const renewable = (kind: EntitlementRow["kind"]) => kind !== "publish" && kind !== "banner";

async function ownEntitlement(tx: Db, id: number, userId: number): Promise<EntitlementRow> {
  const row = await lockEntitlement(tx, id);
  if (!row || row.userId !== userId) throw new MoneyRefusal(404, "entitlementNotFound");
  return row;
}

async function oneView(db: Db, row: EntitlementRow, locale: Locale): Promise<Entitlement> {
  const [view] = await viewsOf(db, [row], locale);
  if (!view) throw new Error("an entitlement's product is gone");
  return view;
}

/** POST /v1/money/entitlements/{id}/auto-charge: on (with a saved card of the user) or off. */
export async function setAutoCharge(
  deps: MoneyDeps,
  userId: number,
  id: number,
  body: { enabled: boolean; saved_card_id?: number | undefined },
  locale: Locale,
): Promise<Entitlement> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await ownEntitlement(tx, id, userId);
    if (!renewable(current.kind)) throw new MoneyRefusal(422, "paymentNotRenewable");
    if (current.status !== "active") throw new MoneyRefusal(409, "paymentClosed");
    if (!body.enabled) {
      const [off] = await tx.update(entitlements).set({ autoCharge: false }).where(eq(entitlements.id, id)).returning();
      return off ?? current;
    }
    const cardId = body.saved_card_id ?? current.savedCardId ?? (await liveCardsOfUser(tx, userId))[0]?.id;
    const card = cardId === undefined ? null : await liveCard(tx, cardId);
    if (!card || card.userId !== userId) throw new MoneyRefusal(422, "paymentCardNeeded");
    const [on] = await tx
      .update(entitlements)
      .set({ autoCharge: true, savedCardId: card.id, renewalFailures: 0 })
      .where(eq(entitlements.id, id))
      .returning();
    return on ?? current;
  });
  return oneView(deps.db, row, locale);
}

/**
 * What a cancelled entitlement gives back: the unused whole days of the period paid last, pro rata, for
 * subscriptions and promotions of more than one day; nothing for a publication or a banner once started (a
 * banner cancelled before its first day is given back whole); never more than is left of the payment.
 */
function refundCents(args: {
  kind: EntitlementRow["kind"];
  days: number;
  amountCents: number;
  refundedCents: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}): number {
  const left = args.amountCents - args.refundedCents;
  if (left <= 0) return 0;
  if (args.kind === "publish") return 0;
  if (args.kind === "banner") return args.now.getTime() < args.startsAt.getTime() ? left : 0;
  if (args.days <= 1) return 0;
  const from = Math.max(args.now.getTime(), args.startsAt.getTime());
  const unusedDays = Math.min(args.days, Math.floor((args.endsAt.getTime() - from) / DAY_MS));
  if (unusedDays <= 0) return 0;
  return Math.min(left, Math.floor((args.amountCents * unusedDays) / args.days));
}

/** The payment of the period running now: the entitlement's last renewal, else its first payment. */
async function periodPayment(tx: Db, row: EntitlementRow): Promise<PaymentRow | null> {
  const [renewal] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.renews, row.id), inArray(payments.status, ["succeeded", "refunded"])))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  if (renewal) return renewal;
  const [first] = await tx.select().from(payments).where(eq(payments.id, row.paymentId)).limit(1);
  return first ?? null;
}

/** The ad's column of a promotion ends now unless another running purchase of the same kind holds it. */
async function endPromotionColumn(tx: Db, row: EntitlementRow, now: Date): Promise<void> {
  if (row.postId === null || !isPromotion(row.kind)) return;
  const [other] = await tx
    .select({ end: sql<string | null>`max(${entitlements.endsAt})` })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.postId, row.postId),
        eq(entitlements.kind, row.kind),
        eq(entitlements.status, "active"),
        ne(entitlements.id, row.id),
        gt(entitlements.endsAt, now),
      ),
    );
  const until = other?.end ? new Date(other.end) : now;
  await tx
    .update(posts)
    .set({ [AD_KEYS[row.kind]]: until })
    .where(eq(posts.id, row.postId));
}

/** POST /v1/money/entitlements/{id}/cancel: ends it now and gives back what its rules say. */
export async function cancelEntitlement(
  deps: MoneyDeps,
  userId: number,
  id: number,
  locale: Locale,
): Promise<Entitlement> {
  const now = deps.now();
  let row: EntitlementRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const current = await ownEntitlement(tx, id, userId);
      if (current.status !== "active" || current.endsAt.getTime() <= now.getTime())
        throw new MoneyRefusal(409, "paymentClosed");
      if (current.kind === "publish") throw new MoneyRefusal(409, "paymentClosed");
      const [ended] = await tx
        .update(entitlements)
        .set({ status: "cancelled", autoCharge: false, endsAt: now })
        .where(and(eq(entitlements.id, id), eq(entitlements.status, "active")))
        .returning();
      if (!ended) throw new MoneyRefusal(409, "paymentClosed");
      await endPromotionColumn(tx, current, now);
      if (current.bannerId !== null)
        await tx.update(banners).set({ endsAt: now }).where(eq(banners.id, current.bannerId));
      const paid = await periodPayment(tx, current);
      const product = (await productsByIds(tx, [current.productId])).get(current.productId);
      if (paid && product && paid.providerRef) await refund(deps, tx, paid, product, current, now);
      return ended;
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new MoneyRefusal(502, "paymentProviderDown");
    throw error;
  }
  adsChanged();
  return oneView(deps.db, row, locale);
}

async function refund(
  deps: MoneyDeps,
  tx: Db,
  paid: PaymentRow,
  product: ProductRow,
  row: EntitlementRow,
  now: Date,
): Promise<void> {
  const cents = refundCents({
    kind: row.kind,
    days:
      product.kind === "banner" ? Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / DAY_MS) : product.days,
    amountCents: paid.amountCents,
    refundedCents: paid.refundedCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    now,
  });
  if (cents <= 0 || paid.providerRef === null) return;
  const moved = await movePayment(tx, paid.id, ["succeeded"], {
    status: "refunded",
    refundedCents: paid.refundedCents + cents,
  });
  if (!moved) return;
  // The provider gives the money back once per key, whatever retries the transaction needs.
  await deps.payments.refund(paid.providerRef, cents, `refund:${paid.publicId}:${String(row.id)}`);
}

/** DELETE /v1/money/cards/{id}: never charged again; auto-charge that used it turns off. */
export async function removeCard(deps: MoneyDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(savedCards)
      .set({ removedAt: deps.now() })
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), isNull(savedCards.removedAt)))
      .returning({ id: savedCards.id });
    if (!removed) throw new MoneyRefusal(404, "cardNotFound");
    await tx
      .update(entitlements)
      .set({ autoCharge: false })
      .where(and(eq(entitlements.savedCardId, id), eq(entitlements.userId, userId)));
  });
}
