import type { BannerOrder, Product } from "../../../shared/contract/money";
import type { WidgetType } from "../../../shared/contract/widgets";

/** What the order form holds as typed (all text until it is sent). */
export interface OrderDraft {
  placement: WidgetType | "";
  location: string;
  section: string;
  starts_on: string;
  days: string;
  title: string;
  text: string;
  link: string;
  image_upload_id: number | null;
}

/** A calendar day (YYYY-MM-DD) in the visitor's own zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The banner products, one per placement, in the shop's order. */
export const bannerProducts = (products: readonly Product[]) =>
  products.filter((product) => product.kind === "banner" && product.placement !== null);

/** The whole campaign's price: the placement's price per day times its days (none while days are not a number). */
export function totalCents(product: Product | undefined, days: string): number | null {
  const count = /^\d{1,3}$/.test(days.trim()) ? Number(days.trim()) : NaN;
  if (!product || !Number.isInteger(count) || count < 1 || count > 365) return null;
  return product.price_cents * count;
}

/** The order as the payment carries it: empty choices are "everywhere". */
export function orderOf(draft: OrderDraft): BannerOrder {
  return {
    title: draft.title,
    text: draft.text,
    link: draft.link.trim(),
    image_upload_id: draft.image_upload_id,
    location: draft.location || null,
    section: (draft.section || null) as BannerOrder["section"],
    starts_on: draft.starts_on,
    days: Number(draft.days),
  };
}

/** Clicks per hundred impressions, one decimal; none before the first impression. */
export function clickRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null;
}

const KEY = "banner-checkout";

/**
 * The idempotency key of one banner checkout, kept in sessionStorage with the order it paid for: a reload or a double
 * click sends the same key (one payment), a changed order gets a new one.
 */
export function checkoutKeyFor(signature: string): string {
  const make = () => `bn_${crypto.randomUUID().replaceAll("-", "")}`;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { key?: unknown; signature?: unknown } | null;
    if (kept && kept.signature === signature && typeof kept.key === "string") return kept.key;
    const key = make();
    sessionStorage.setItem(KEY, JSON.stringify({ key, signature }));
    return key;
  } catch {
    return make();
  }
}

/** A payment finished under the kept key: the next checkout is a new payment. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
