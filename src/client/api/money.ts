import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { ConfirmPaymentBody, CreatePaymentBody } from "../../shared/contract/money";
import { PRODUCTS_PATH } from "../../shared/api-paths";
import type { Locale } from "../../shared/locales";
import { apiGet, apiSend } from "../lib/api";
import { OWN_DATA } from "../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const moneyContract = () => import("../../shared/contract/money");

export const moneyKeys = {
  products: (locale: Locale) => ["money-products", locale] as const,
  payment: (id: string, locale: Locale) => ["payment", id, locale] as const,
  /** The signed-in user's promotions, subscriptions, cards and payments: their own (OWN_DATA). */
  all: [OWN_DATA, "money"] as const,
  mine: (locale: Locale) => [OWN_DATA, "money", "mine", locale] as const,
  ad: (access: string, locale: Locale) => [OWN_DATA, "money", "ad", access, locale] as const,
  banners: (locale: Locale) => [OWN_DATA, "money", "banners", locale] as const,
};

/** Everything on sale, and whether cards go to the sandbox or Stripe. */
export function productsQuery(locale: Locale) {
  return queryOptions({
    queryKey: moneyKeys.products(locale),
    queryFn: ({ signal }) =>
      apiGet(PRODUCTS_PATH, () => moneyContract().then((m) => m.productsResponseSchema), { locale, signal }),
    staleTime: 10 * 60_000,
  });
}

/** One payment by its public id; never cached for long: its status is what the page is waiting for. */
export function paymentQuery(id: string, locale: Locale) {
  return queryOptions({
    queryKey: moneyKeys.payment(id, locale),
    queryFn: ({ signal }) =>
      apiGet(`/v1/payments/${encodeURIComponent(id)}`, () => moneyContract().then((m) => m.paymentResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

/** The ad a payment page is about: by its id for its author, by its secret from a quick-payment link. */
export function adForPaymentQuery(access: { post_id: number } | { hash: string }, locale: Locale) {
  const search = new URLSearchParams("hash" in access ? { hash: access.hash } : { post_id: String(access.post_id) });
  return queryOptions({
    queryKey: moneyKeys.ad(search.toString(), locale),
    queryFn: ({ signal }) =>
      apiGet(`/v1/money/ad?${search.toString()}`, () => moneyContract().then((m) => m.adForPaymentResponseSchema), {
        locale,
        signal,
      }),
  });
}

export function myMoneyQuery(locale: Locale) {
  return queryOptions({
    queryKey: moneyKeys.mine(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/money/me", () => moneyContract().then((m) => m.myMoneyResponseSchema), { locale, signal }),
  });
}

export function bannerStatsQuery(locale: Locale) {
  return queryOptions({
    queryKey: moneyKeys.banners(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/money/banners", () => moneyContract().then((m) => m.bannerStatsResponseSchema), { locale, signal }),
  });
}

/** A checkout: the same idempotency key finds the same payment, so a double click pays once. */
export function createPaymentMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: CreatePaymentBody) =>
      apiSend("POST", "/v1/payments", body, () => moneyContract().then((m) => m.paymentResponseSchema), { locale }),
  });
}

/** The card for a payment; the payment is named per call: a retry after a decline confirms the next payment. */
export function confirmPaymentMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ id, body }: { id: string; body: ConfirmPaymentBody }) =>
      apiSend(
        "POST",
        `/v1/payments/${encodeURIComponent(id)}/confirm`,
        body,
        () => moneyContract().then((m) => m.paymentResponseSchema),
        { locale },
      ),
    meta: { invalidates: [moneyKeys.all] },
  });
}

export function authorizePaymentMutation(id: string, locale: Locale) {
  return mutationOptions({
    mutationFn: (approve: boolean) =>
      apiSend(
        "POST",
        `/v1/payments/${encodeURIComponent(id)}/authorize`,
        { approve },
        () => moneyContract().then((m) => m.paymentResponseSchema),
        { locale },
      ),
    meta: { invalidates: [moneyKeys.all] },
  });
}

/** Auto-charge of a promotion or subscription turned on or off (with the saved card to charge). */
export function autoChargeMutation(entitlementId: number, locale: Locale) {
  return mutationOptions({
    mutationFn: (body: { enabled: boolean; saved_card_id?: number }) =>
      apiSend(
        "POST",
        `/v1/money/entitlements/${String(entitlementId)}/auto-charge`,
        body,
        () => moneyContract().then((m) => m.entitlementResponseSchema),
        { locale },
      ),
    meta: { invalidates: [moneyKeys.all] },
  });
}

/** Ends a promotion or subscription now; the unused part is refunded as the product's rules say. */
export function cancelEntitlementMutation(entitlementId: number, locale: Locale) {
  return mutationOptions({
    mutationFn: () =>
      apiSend(
        "POST",
        `/v1/money/entitlements/${String(entitlementId)}/cancel`,
        {},
        () => moneyContract().then((m) => m.entitlementResponseSchema),
        { locale },
      ),
    meta: { invalidates: [moneyKeys.all] },
  });
}

/** A saved card removed: nothing renews with it any more. */
export function removeCardMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (cardId: number) =>
      apiSend(
        "DELETE",
        `/v1/money/cards/${String(cardId)}`,
        undefined,
        () => import("zod").then(({ z }) => z.unknown()),
        { locale },
      ),
    meta: { invalidates: [moneyKeys.all] },
  });
}
