import type { Entitlement, Payment, Product, SavedCard } from "../../../shared/contract/money";
import type { SectionSlug } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import { paymentFailures, type PaymentFailureCode } from "../../../shared/messages/payments";
import { translate } from "../../http/messages";
import { renewalDue } from "./schedule";
import type { EntitlementRow, PaymentRow, PostHead, ProductRow, SavedCardRow } from "./repo";

export function productView(row: ProductRow, locale: Locale): Product {
  return {
    code: row.code,
    kind: row.kind,
    days: row.days,
    price_cents: row.priceCents,
    currency: "usd",
    title: row.title[locale],
    description: row.description[locale],
    placement: row.placement,
  };
}

const postView = (head: PostHead | undefined | null) =>
  head ? { id: head.id, title: head.title, section: head.section as SectionSlug, slug: head.slug } : null;

/** Why a payment failed, in the caller's language; an unknown reason reads as the card's refusal. */
export function failureText(code: string, locale: Locale): string {
  const known = code in paymentFailures ? paymentFailures[code as PaymentFailureCode] : paymentFailures.card_declined;
  return translate(locale, known);
}

export interface PaymentViewParts {
  product: ProductRow;
  post: PostHead | null | undefined;
  entitlement: EntitlementRow | null;
  testMode: boolean;
  /** Stripe's client secret while the payment waits for its card form or its 3-D Secure page. */
  clientSecret: string | null;
}

export function paymentView(row: PaymentRow, parts: PaymentViewParts, locale: Locale): Payment {
  const waiting = row.status === "requires_action" || row.status === "created";
  const nextAction: Payment["next_action"] =
    row.provider === "stripe"
      ? waiting && parts.clientSecret
        ? { type: "stripe", client_secret: parts.clientSecret }
        : null
      : row.status === "requires_action"
        ? { type: "authorize" }
        : null;
  return {
    id: row.publicId,
    status: row.status,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    currency: "usd",
    product: productView(parts.product, locale),
    post: postView(parts.post),
    auto_charge: row.autoCharge,
    provider: row.provider,
    test_mode: parts.testMode,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    failure:
      row.status === "failed" && row.failureCode
        ? { code: row.failureCode, message: failureText(row.failureCode, locale) }
        : null,
    next_action: nextAction,
    starts_at: parts.entitlement?.startsAt.toISOString() ?? null,
    ends_at: parts.entitlement?.endsAt.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export function entitlementView(
  row: EntitlementRow,
  product: ProductRow,
  post: PostHead | null | undefined,
  locale: Locale,
): Entitlement {
  const running = row.status === "active";
  return {
    id: row.id,
    product: productView(product, locale),
    post: postView(post),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    auto_charge: row.autoCharge,
    // While a failed renewal waits for its next try, that try is the next charge.
    next_charge_at: running && row.autoCharge ? renewalDue(row.endsAt, row.renewalFailures).toISOString() : null,
  };
}

export const savedCardView = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
});
