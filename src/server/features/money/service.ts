import { bannerOrderProblem } from "../../db/banner-campaigns";
import { randomInt } from "node:crypto";
import {
  AD_PRODUCT_KINDS,
  type ConfirmPaymentBody,
  type CreatePaymentBody,
  type Payment,
  type ProductKind,
} from "../../../shared/contract/money";
import type { Locale } from "../../../shared/locales";
import type { ApiMessageKey } from "../../../shared/messages/api";
import type { MailSender } from "../../adapters/mail";
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
  type SavedMethod,
} from "../../adapters/payments";
import type { SmsSender } from "../../adapters/sms";
import type { Db } from "../../db/client";
import { hashSecret } from "../../lib/tokens";
import { adsChanged } from "../../lib/ad-events";
import { fulfil } from "./fulfil";
import { sendReceipt } from "./notices";
import {
  entitlementsFor,
  insertPayment,
  liveCard,
  lockPayment,
  movePayment,
  paymentByKey,
  paymentByPublicId,
  postHeadBy,
  postHeadsByIds,
  productByCode,
  productsByIds,
  saveCard,
  setPaymentRef,
  type EntitlementRow,
  type PaymentRow,
  type PostHead,
  type ProductRow,
} from "./repo";
import { paymentView } from "./view";

/** What the payments service works with; tests give their own clock. */
export interface MoneyDeps {
  db: Db;
  payments: PaymentProvider;
  mail: MailSender;
  sms: SmsSender;
  publicUrl: string | undefined;
  now: () => Date;
}

/** A refusal the route answers with its status and a message in the caller's language. */
export class MoneyRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 422 | 502,
    readonly key: ApiMessageKey,
  ) {
    super(key);
  }
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** "pay_" and 24 random characters (about 143 bits): the capability to read and pay this payment. */
export const newPublicId = () =>
  `pay_${Array.from({ length: 24 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)] ?? "x").join("")}`;

/** Every price is in US dollars: an intent in any other currency is not one of our payments. */
export const PAYMENT_CURRENCY = "usd";

const isAdKind = (kind: ProductKind) => (AD_PRODUCT_KINDS as readonly string[]).includes(kind);

/** Who pays and for what: the payment's user and ad, as the caller is allowed to. */
async function payerOf(
  db: Db,
  product: ProductRow,
  body: CreatePaymentBody,
  callerId: number | null,
): Promise<{ userId: number | null; post: PostHead | null }> {
  if (!isAdKind(product.kind)) {
    if (callerId === null) throw new MoneyRefusal(401, "unauthorized");
    if (product.kind === "banner" && !body.banner) throw new MoneyRefusal(422, "paymentBannerNeeded");
    // An order that could never be shown (a past day, an unknown place, someone else's picture) is never charged.
    if (body.banner && (await bannerOrderProblem(db, callerId, body.banner)))
      throw new MoneyRefusal(422, "paymentBannerOrder");
    return { userId: callerId, post: null };
  }
  let post: PostHead | null;
  if (body.hash !== undefined) {
    // The ad's secret (a quick-payment link) pays for that ad without a session.
    post = await postHeadBy(db, { secretHash: hashSecret(body.hash) });
    if (!post || (body.post_id !== undefined && body.post_id !== post.id)) throw new MoneyRefusal(404, "postNotFound");
  } else {
    if (body.post_id === undefined) throw new MoneyRefusal(422, "paymentPostNeeded");
    if (callerId === null) throw new MoneyRefusal(401, "unauthorized");
    post = await postHeadBy(db, { id: body.post_id });
    // Someone else's ad reads as a missing one: the answer does not tell that it exists.
    if (!post || post.status === "deleted" || post.userId !== callerId) throw new MoneyRefusal(404, "postNotFound");
  }
  const payable = product.kind === "publish" ? post.status === "unpaid" : post.status === "active";
  if (!payable) throw new MoneyRefusal(409, "paymentPostState");
  return { userId: post.userId, post };
}

/** The provider's intent of a payment, made once (the provider answers a repeated key with the same intent). */
async function ensureIntent(deps: MoneyDeps, row: PaymentRow, product: ProductRow): Promise<PaymentRow> {
  if (row.providerRef !== null) return row;
  let intent: ProviderIntent;
  try {
    intent = await deps.payments.createIntent({
      amountCents: row.amountCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey: `pay:${row.idempotencyKey}`,
      description: `Obyava: ${product.title.en}`,
      metadata: { payment: row.publicId },
      saveCard: row.autoCharge,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new MoneyRefusal(502, "paymentProviderDown");
    throw error;
  }
  await setPaymentRef(deps.db, row.id, intent.ref);
  return { ...row, providerRef: intent.ref };
}

/** Payments as the caller reads them, with their products, ads and what they gave: three reads for any number. */
export async function describePayments(
  deps: MoneyDeps,
  rows: readonly PaymentRow[],
  locale: Locale,
  clientSecret: string | null = null,
): Promise<Payment[]> {
  const productById = await productsByIds(
    deps.db,
    rows.map((row) => row.productId),
  );
  const postById = await postHeadsByIds(
    deps.db,
    rows.map((row) => row.postId),
  );
  const given = await entitlementsFor(deps.db, rows);
  return rows.map((row) => {
    const product = productById.get(row.productId);
    if (!product) throw new Error("a payment's product is gone");
    const entitlement = given.get(row.renews ?? -row.id) ?? null;
    const parts = { product, post: postById.get(row.postId ?? 0), entitlement, clientSecret };
    return paymentView(row, { ...parts, testMode: deps.payments.testMode }, locale);
  });
}

async function describePayment(
  deps: MoneyDeps,
  row: PaymentRow,
  locale: Locale,
  clientSecret: string | null = null,
): Promise<Payment> {
  const [view] = await describePayments(deps, [row], locale, clientSecret);
  if (!view) throw new Error("a payment was not described");
  return view;
}

/**
 * POST /v1/payments: one payment per idempotency key. The same key by the same payer finds the same payment
 * (created false) and never makes a second intent; by anyone else it is a conflict.
 */
export async function createPayment(
  deps: MoneyDeps,
  body: CreatePaymentBody,
  callerId: number | null,
  locale: Locale,
): Promise<{ payment: Payment; created: boolean }> {
  const product = await productByCode(deps.db, body.product);
  if (!product) throw new MoneyRefusal(404, "productNotFound");
  const payer = await payerOf(deps.db, product, body, callerId);
  const same = (row: PaymentRow) =>
    row.userId === payer.userId && row.postId === (payer.post?.id ?? null) && row.productId === product.id;
  let row = await paymentByKey(deps.db, body.idempotency_key);
  let created = false;
  if (!row) {
    const amount = product.kind === "banner" ? product.priceCents * (body.banner?.days ?? 1) : product.priceCents;
    row = await insertPayment(deps.db, {
      publicId: newPublicId(),
      idempotencyKey: body.idempotency_key,
      userId: payer.userId,
      postId: payer.post?.id ?? null,
      productId: product.id,
      amountCents: amount,
      provider: deps.payments.name,
      // Auto-charge keeps the card for the account: only its owner, signed in, may ask for it.
      autoCharge:
        body.auto_charge === true &&
        callerId !== null &&
        callerId === payer.userId &&
        product.kind !== "publish" &&
        product.kind !== "banner",
      bannerOrder: product.kind === "banner" && body.banner ? { ...body.banner } : null,
    });
    created = row !== null;
    // Another request with the same key won the insert: its payment is the one.
    row ??= await paymentByKey(deps.db, body.idempotency_key);
  }
  if (!row || !same(row)) throw new MoneyRefusal(409, "idempotencyConflict");
  row = await ensureIntent(deps, row, product);
  return { payment: await describeWithSecret(deps, row, locale), created };
}

/** Effects after the transaction that fulfilled a payment: fresh listings and the receipt. */
export async function afterFulfilment(deps: MoneyDeps, done: Fulfilled | null): Promise<void> {
  if (!done) return;
  if (done.product.kind !== "subscription" && done.product.kind !== "banner") adsChanged();
  const post = (await postHeadsByIds(deps.db, [done.payment.postId])).get(done.payment.postId ?? 0) ?? null;
  await sendReceipt(deps, done.payment, done.product, done.entitlement, post);
}

export interface Fulfilled {
  payment: PaymentRow;
  product: ProductRow;
  entitlement: EntitlementRow;
}

const cardOf = (intent: ProviderIntent) =>
  intent.card ? { cardBrand: intent.card.brand, cardLast4: intent.card.last4 } : {};

/**
 * Applies what the provider said about a payment's intent, inside the caller's transaction: each move is a
 * compare-and-set from the states it may come from, and only the move to succeeded fulfils (once).
 */
export async function settle(
  tx: Db,
  row: PaymentRow,
  intent: ProviderIntent,
  now: Date,
): Promise<{ row: PaymentRow; fulfilled: Fulfilled | null }> {
  const ref = intent.ref !== row.providerRef ? { providerRef: intent.ref } : {};
  if (intent.status === "succeeded") {
    let savedCardId = row.savedCardId;
    if (intent.saved && intent.card && row.userId !== null) {
      const card = await saveCard(tx, {
        userId: row.userId,
        provider: row.provider,
        providerRef: intent.saved.ref,
        customerRef: intent.saved.customerRef,
        brand: intent.card.brand,
        last4: intent.card.last4,
        expMonth: intent.card.expMonth,
        expYear: intent.card.expYear,
      });
      savedCardId = card.id;
    }
    const moved = await movePayment(tx, row.id, ["created", "requires_action", "failed"], {
      ...ref,
      ...cardOf(intent),
      status: "succeeded",
      paidAt: now,
      failureCode: null,
      savedCardId,
    });
    if (!moved) return { row, fulfilled: null };
    const product = (await productsByIds(tx, [moved.productId])).get(moved.productId);
    if (!product) throw new Error("a payment's product is gone");
    const entitlement = await fulfil(tx, moved, product, now);
    return { row: moved, fulfilled: { payment: moved, product, entitlement } };
  }
  if (intent.status === "requires_action") {
    const moved = await movePayment(tx, row.id, ["created", "failed"], {
      ...ref,
      ...cardOf(intent),
      status: "requires_action",
      failureCode: null,
    });
    return { row: moved ?? row, fulfilled: null };
  }
  if (intent.status === "failed" || (intent.status === "requires_payment_method" && intent.failureCode)) {
    const moved = await movePayment(tx, row.id, ["created", "requires_action", "failed"], {
      ...ref,
      ...cardOf(intent),
      status: "failed",
      failureCode: intent.failureCode ?? "processing_error",
    });
    return { row: moved ?? row, fulfilled: null };
  }
  return { row, fulfilled: null };
}

/**
 * Runs a provider call for one payment under its row lock and settles its answer: a double click, a retried
 * request and the webhook racing it take turns, and the later ones find the payment already moved.
 */
async function underLock(
  deps: MoneyDeps,
  publicId: string,
  act: (row: PaymentRow, tx: Db) => Promise<ProviderIntent | null>,
): Promise<PaymentRow> {
  const found = await paymentByPublicId(deps.db, publicId);
  if (!found) throw new MoneyRefusal(404, "paymentNotFound");
  let outcome: { row: PaymentRow; fulfilled: Fulfilled | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const row = await lockPayment(tx, found.id);
      if (!row) throw new MoneyRefusal(404, "paymentNotFound");
      const intent = await act(row, tx);
      return intent ? settle(tx, row, intent, deps.now()) : { row, fulfilled: null };
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new MoneyRefusal(502, "paymentProviderDown");
    throw error;
  }
  await afterFulfilment(deps, outcome.fulfilled);
  return outcome.row;
}

/**
 * The saved card a payment may use: the signed-in caller's own (holding a payment's id is not enough to charge
 * someone's saved card), the payer's, not removed, at the same provider.
 */
async function savedMethodFor(tx: Db, row: PaymentRow, cardId: number, callerId: number | null): Promise<SavedMethod> {
  if (callerId === null) throw new MoneyRefusal(401, "unauthorized");
  const card = await liveCard(tx, cardId);
  if (!card || card.userId !== callerId || card.userId !== row.userId || card.provider !== row.provider)
    throw new MoneyRefusal(404, "cardNotFound");
  return { ref: card.providerRef, customerRef: card.customerRef };
}

/** POST /v1/payments/{id}/confirm: the card (sandbox), a Stripe PaymentMethod, or a saved card. */
export async function confirmPayment(
  deps: MoneyDeps,
  publicId: string,
  body: ConfirmPaymentBody,
  callerId: number | null,
  locale: Locale,
): Promise<Payment> {
  const returnUrl = `${deps.publicUrl ?? ""}/authorize-payment?payment=${publicId}`;
  const row = await underLock(deps, publicId, async (locked, tx) => {
    // Paid, refunded or waiting for its authorization: a repeated confirm changes nothing.
    if (locked.status !== "created" && locked.status !== "failed") return null;
    const ref = locked.providerRef;
    if (ref === null) throw new MoneyRefusal(409, "paymentClosed");
    if ("card" in body) {
      if (deps.payments.name !== "sandbox") throw new MoneyRefusal(422, "invalidRequest");
      // A card is kept only for the signed-in payer's own account (not for whoever holds an ad's link).
      const saveCard =
        (body.save_card === true || locked.autoCharge) && callerId !== null && callerId === locked.userId;
      return deps.payments.confirmWithCard(
        ref,
        {
          number: body.card.number,
          expMonth: Number(body.card.exp_month),
          expYear: Number(body.card.exp_year),
          cvc: body.card.cvc,
        },
        { saveCard, returnUrl },
      );
    }
    const method =
      "payment_method" in body
        ? { ref: body.payment_method, customerRef: null }
        : await savedMethodFor(tx, locked, body.saved_card_id, callerId);
    return deps.payments.confirmWithMethod(ref, method, {
      saveCard: locked.autoCharge && callerId !== null && callerId === locked.userId,
      returnUrl,
    });
  });
  return describeWithSecret(deps, row, locale);
}

/** POST /v1/payments/{id}/authorize: the sandbox's 3-D Secure step. */
export async function authorizePayment(
  deps: MoneyDeps,
  publicId: string,
  approve: boolean,
  locale: Locale,
): Promise<Payment> {
  const row = await underLock(deps, publicId, async (locked) => {
    if (locked.status !== "requires_action" || locked.providerRef === null) return null;
    if (deps.payments.name !== "sandbox") throw new MoneyRefusal(409, "paymentClosed");
    return deps.payments.authorize(locked.providerRef, approve);
  });
  return describePayment(deps, row, locale);
}

/**
 * GET /v1/payments/{id}. With Stripe a payment still waiting is asked of Stripe (the holder may be back from its
 * 3-D Secure page before the webhook) and carries its client secret for the card form.
 */
export async function readPayment(deps: MoneyDeps, publicId: string, locale: Locale): Promise<Payment> {
  const row = await paymentByPublicId(deps.db, publicId);
  if (!row) throw new MoneyRefusal(404, "paymentNotFound");
  return describeWithSecret(deps, row, locale);
}

async function describeWithSecret(deps: MoneyDeps, row: PaymentRow, locale: Locale): Promise<Payment> {
  const waiting = row.status === "created" || row.status === "requires_action";
  if (deps.payments.name !== "stripe" || !waiting || row.providerRef === null)
    return describePayment(deps, row, locale);
  let secret: string | null = null;
  const moved = await underLock(deps, row.publicId, async (locked) => {
    if (locked.providerRef === null) return null;
    const intent = await deps.payments.retrieve(locked.providerRef);
    secret = intent.clientSecret;
    return intent;
  });
  return describePayment(deps, moved, locale, secret);
}
