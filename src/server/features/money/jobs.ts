import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Locale } from "../../../shared/locales";
import { entitlements } from "../../db/schema";
import type { JobContext, JobDefinition } from "../../jobs/types";
import { DAY_MS } from "../../lib/budgets";
import { sendChargeNotice, sendRenewalFailed } from "./notices";
import {
  insertPayment,
  liveCard,
  lockPayment,
  paymentByKey,
  productsByIds,
  type EntitlementRow,
  type PaymentRow,
} from "./repo";
import { afterFulfilment, newPublicId, settle, type MoneyDeps } from "./service";
import { renewalDue, RENEWAL_RETRY_DAYS } from "./schedule";
import { failureText } from "./view";

/** The notice before an auto-charge goes out this long before it. */
const CHARGE_NOTICE_MS = 3 * DAY_MS;
/** Rows one run takes: the next run (minutes later) takes the rest. */
const BATCH = 100;

const depsOf = (context: JobContext): MoneyDeps => ({
  db: context.db,
  payments: context.payments,
  mail: context.mail,
  sms: context.sms,
  publicUrl: context.config.PUBLIC_URL,
  now: () => context.now(),
});

/** Entitlements past their end without auto-charge are ended (readers compare ends with now already). */
async function endEntitlements(context: JobContext): Promise<void> {
  await context.db
    .update(entitlements)
    .set({ status: "ended" })
    .where(
      and(
        eq(entitlements.status, "active"),
        eq(entitlements.autoCharge, false),
        lte(entitlements.endsAt, context.now()),
      ),
    );
}

/** Three days before an auto-charge, its notice, once per period (the CAS on charge_notice_at). */
async function chargeNotices(context: JobContext): Promise<void> {
  const now = context.now();
  const due = await context.db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.status, "active"),
        eq(entitlements.autoCharge, true),
        isNull(entitlements.chargeNoticeAt),
        gt(entitlements.endsAt, now),
        lte(entitlements.endsAt, new Date(now.getTime() + CHARGE_NOTICE_MS)),
      ),
    )
    .orderBy(asc(entitlements.endsAt))
    .limit(BATCH);
  for (const row of due) {
    const [claimed] = await context.db
      .update(entitlements)
      .set({ chargeNoticeAt: now })
      .where(and(eq(entitlements.id, row.id), isNull(entitlements.chargeNoticeAt)))
      .returning();
    if (!claimed) continue;
    const product = (await productsByIds(context.db, [row.productId])).get(row.productId);
    const card = row.savedCardId === null ? null : await liveCard(context.db, row.savedCardId);
    if (product) await sendChargeNotice(depsOf(context), claimed, product, card);
  }
}

/** A failed try: counted (once per try), and after the last one the service ends with auto-charge off. */
async function renewalFailed(
  context: JobContext,
  row: EntitlementRow,
  payment: PaymentRow | null,
  reason: (locale: Locale) => string,
): Promise<void> {
  const failures = row.renewalFailures + 1;
  const last = failures > RENEWAL_RETRY_DAYS.length;
  const [counted] = await context.db
    .update(entitlements)
    .set(last ? { renewalFailures: failures, status: "ended", autoCharge: false } : { renewalFailures: failures })
    .where(and(eq(entitlements.id, row.id), eq(entitlements.renewalFailures, row.renewalFailures)))
    .returning();
  if (!counted) return;
  const product = (await productsByIds(context.db, [row.productId])).get(row.productId);
  if (!product || !payment) return;
  await sendRenewalFailed(
    depsOf(context),
    counted,
    product,
    payment,
    reason,
    last ? null : renewalDue(row.endsAt, failures),
  );
}

/**
 * One renewal try: a payment with the key "renew:<entitlement>:<period end>:<try>" (a second run of the job finds
 * it instead of charging again) charged off-session on the saved card; success extends the period, failure is
 * counted and told.
 */
async function renewOne(context: JobContext, row: EntitlementRow): Promise<void> {
  const deps = depsOf(context);
  const product = (await productsByIds(context.db, [row.productId])).get(row.productId);
  if (!product) return;
  const card = row.savedCardId === null ? null : await liveCard(context.db, row.savedCardId);
  const key = `renew:${String(row.id)}:${String(row.endsAt.getTime())}:${String(row.renewalFailures)}`;
  const inserted = await insertPayment(context.db, {
    publicId: newPublicId(),
    idempotencyKey: key,
    userId: row.userId,
    postId: row.postId,
    productId: product.id,
    amountCents: product.priceCents,
    provider: context.payments.name,
    savedCardId: card?.id ?? null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    autoCharge: true,
    renews: row.id,
  });
  const payment = inserted ?? (await paymentByKey(context.db, key));
  if (!payment || payment.status !== "created") return;
  if (!card) {
    await renewalFailed(context, row, payment, (locale) => failureText("card_declined", locale));
    return;
  }
  const intent = await context.payments.chargeSaved({
    amountCents: payment.amountCents,
    currency: "usd",
    idempotencyKey: key,
    description: `Obyava: ${product.title.en}`,
    metadata: { payment: payment.publicId },
    method: { ref: card.providerRef, customerRef: card.customerRef },
  });
  const outcome = await context.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    return locked ? settle(tx, locked, intent, context.now()) : null;
  });
  if (outcome?.fulfilled) {
    await afterFulfilment(deps, outcome.fulfilled);
    return;
  }
  if (outcome?.row.status === "failed") {
    const code = outcome.row.failureCode ?? "card_declined";
    await renewalFailed(context, row, outcome.row, (locale) => failureText(code, locale));
  }
}

/** Renewals due now: at each period's end, and the retries on their schedule. */
async function autoRenew(context: JobContext): Promise<void> {
  const now = context.now();
  const due = await context.db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.status, "active"), eq(entitlements.autoCharge, true), lte(entitlements.endsAt, now)))
    .orderBy(asc(entitlements.endsAt))
    .limit(BATCH);
  for (const row of due) {
    if (renewalDue(row.endsAt, row.renewalFailures).getTime() <= now.getTime()) await renewOne(context, row);
  }
}

/** The payments' time-driven work; the queue (src/server/jobs) runs them. */
export const moneyJobs: JobDefinition[] = [
  { name: "entitlements-end", cron: "*/5 * * * *", run: (context) => endEntitlements(context) },
  { name: "charge-notice", cron: "15 * * * *", run: (context) => chargeNotices(context) },
  { name: "auto-renew", cron: "*/10 * * * *", run: (context) => autoRenew(context) },
];
