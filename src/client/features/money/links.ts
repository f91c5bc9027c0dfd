import type { Locale } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { requestOf } from "./checkout";

type FlowPage = "single-promotion" | "credit-card-payment" | "authorize-payment" | "after-payment" | "quick-payment";

/** A money page's address with its search ("?payment=pay_…"), in the page's language. */
export function flowHref(page: FlowPage, locale: Locale, search: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]));
  return `${pathOf(`page.${page}`, locale)}?${query.toString()}`;
}

/** The same for a <Link>: its path and its search apart. */
export function flowLink(
  page: FlowPage,
  locale: Locale,
  search: Record<string, string | number>,
): { to: string; search: Record<string, string | number> } {
  return { to: pathOf(`page.${page}`, locale), search };
}

/** Where a payment goes next from its status: the card form, the bank's step, or its outcome. */
export function nextPageOf(payment: { id: string; status: string; next_action: { type: string } | null }): FlowPage {
  if (payment.status === "requires_action" && payment.next_action?.type === "authorize") return "authorize-payment";
  if (payment.status === "succeeded" || payment.status === "refunded") return "after-payment";
  return "credit-card-payment";
}

/** Where the buyer chose what a payment buys: to choose again (the ad's promotions, the plans, the offer). */
export function choiceLink(
  payment: { id: string; product: { kind: string }; post: { id: number } | null },
  locale: Locale,
): { to: string; search: Record<string, string | number> } {
  const hash = requestOf(payment.id)?.hash;
  if (payment.product.kind === "subscription") return { to: pathOf("page.subscription", locale), search: {} };
  if (hash) return { to: pathOf("page.quick-payment", locale), search: { hash } };
  if (payment.post) return { to: pathOf("page.single-promotion", locale), search: { post_id: payment.post.id } };
  return { to: pathOf("page.kp", locale), search: {} };
}
