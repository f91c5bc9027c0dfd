import type { ProviderEvent, ProviderIntent } from "../../adapters/payments";
import type { Db } from "../../db/client";
import { log } from "../../log";
import { lockPayment, paymentByRef, recordEvent, type PaymentRow } from "./repo";
import { afterFulfilment, PAYMENT_CURRENCY, settle, type MoneyDeps } from "./service";

/** What in an event's intent differs from the payment it names (null: it is that payment's intent). */
function mismatchOf(row: PaymentRow, intent: ProviderIntent): string | null {
  if (intent.paymentId !== row.publicId) return "payment";
  if (intent.currency !== PAYMENT_CURRENCY) return "currency";
  if (intent.amountCents !== row.amountCents) return "amount";
  return null;
}

/** The locked payment an event's intent is about, or null for an event that moves no payment. */
async function paymentOfEvent(tx: Db, event: ProviderEvent): Promise<PaymentRow | null> {
  if (!event.intent || event.type === "refunded" || event.type === "other") return null;
  const found = await paymentByRef(tx, event.intent.ref);
  return found ? lockPayment(tx, found.id) : null;
}

/**
 * POST /v1/payments/stripe-webhook: a signed event, handled once (payment_events), in the same transaction as
 * the move it makes. An event about an intent we do not know changes nothing; nor does one whose intent is not
 * the payment's (another payment's id, amount or currency): it is recorded as a mismatch and logged, and answered
 * 2xx like any event we do not act on, since Stripe would retry an error for days and it would never match.
 */
export async function handleWebhook(deps: MoneyDeps, rawBody: string, signature: string | undefined): Promise<void> {
  const event = deps.payments.parseWebhook(rawBody, signature);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await paymentOfEvent(tx, event);
    const mismatch = row && event.intent ? mismatchOf(row, event.intent) : null;
    const type = mismatch ? `${event.type}:mismatch` : event.type;
    if (!(await recordEvent(tx, event.id, deps.payments.name, type))) return null;
    if (!row || !event.intent) return null;
    if (mismatch) {
      log.warn({ event: event.id, payment: row.publicId, mismatch }, "[money] a webhook does not match its payment");
      return null;
    }
    return settle(tx, row, event.intent, deps.now());
  });
  await afterFulfilment(deps, outcome?.fulfilled ?? null);
}
