import { z } from "zod";
import { cardProblems } from "../validation/card";
import { v } from "../validation/messages";
import { dbIdSchema } from "./common";
import { postStatusSchema } from "./form-kinds";
import { sectionSlugSchema } from "./sections";
import { widgetTypeSchema } from "./widgets";

// What is sold and how it is paid: promotions of one ad, paid publishing past the free ads, subscriptions that
// show CV contacts, and banner campaigns. Amounts are integer cents of USD; dates are ISO strings.

/**
 * What a product does once paid:
 * - top: the ad is dated anew at once and again each day of the period (its expiry kept);
 * - highlight: its card is highlighted; urgent: its card wears «Срочно»;
 * - pin: it takes the marked places of its lists (a few of every page, rotating among the pinned);
 * - slider: it is shown in the home page's slider;
 * - publish: one ad published past the section's free ads of the month;
 * - subscription: CV and driver CV contacts are shown (hide_cv false) for the period;
 * - banner: a banner campaign on one placement, priced per day.
 */
export const PRODUCT_KINDS = [
  "top",
  "highlight",
  "urgent",
  "pin",
  "slider",
  "publish",
  "subscription",
  "banner",
] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKindSchema>;

/** The kinds bought for one ad (from «Продвинуть» or a quick-payment link). */
export const AD_PRODUCT_KINDS = ["top", "highlight", "urgent", "pin", "slider", "publish"] as const;

/** A product's code: lowercase words and digits joined by hyphens ("top-7", "sub-month", "banner-sidebar"). */
export const productCodeSchema = z
  .string(v("invalidType"))
  .max(40, v("tooLong"))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v("invalidFormat"));

export const productSchema = z.object({
  code: z.string(),
  kind: productKindSchema,
  /** How long it lasts; a banner's price is per day and its days are the campaign's. */
  days: z.number().int().positive(),
  price_cents: z.number().int().nonnegative(),
  currency: z.literal("usd"),
  /** In the caller's language. */
  title: z.string(),
  description: z.string(),
  /** The banner placement a banner product sells. */
  placement: widgetTypeSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const paymentProviderNameSchema = z.enum(["sandbox", "stripe"]);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** GET /v1/money/products: everything on sale, and how cards are taken here. */
export const productsResponseSchema = z.object({
  data: z.object({
    products: z.array(productSchema),
    /** The sandbox provider: every payment page says «Тестовый режим». */
    test_mode: z.boolean(),
    provider: paymentProviderNameSchema,
    /** Stripe's publishable key, for Stripe Elements; null with the sandbox. */
    publishable_key: z.string().nullable(),
    /** Free ads per month in each section; past them publishing is the `publish` product. */
    free_ads_per_month: z.record(z.string(), z.number().int().nonnegative()),
  }),
});

/** What a banner campaign shows and where (bought with a banner product). */
export const bannerOrderSchema = z.object({
  title: z.string(v("invalidType")).trim().min(2, v("tooShort")).max(80, v("tooLong")),
  text: z.string(v("invalidType")).trim().max(200, v("tooLong")),
  link: z
    .string(v("invalidType"))
    .trim()
    .max(500, v("tooLong"))
    .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, v("url")),
  /** An uploaded image's id (POST /v1/uploads), or none for a text banner. */
  image_upload_id: dbIdSchema.nullable().optional(),
  /** A state or city slug; none: the whole USA. */
  location: z.string(v("invalidType")).max(100, v("tooLong")).nullable().optional(),
  section: sectionSlugSchema.nullable().optional(),
  /** The first day, YYYY-MM-DD in the campaign's place; its length is the product's days. */
  starts_on: z.string(v("invalidType")).regex(/^\d{4}-\d{2}-\d{2}$/, v("invalidFormat")),
  days: z.number(v("invalidType")).int(v("invalidType")).min(1, v("range")).max(365, v("range")),
});
export type BannerOrder = z.infer<typeof bannerOrderSchema>;

/** POST /v1/payments: a payment for one product, created once per idempotency key. */
export const createPaymentBodySchema = z.object({
  /** Made by the client once per checkout: a retried or double-clicked request finds the same payment. */
  idempotency_key: z
    .string(v("invalidType"))
    .min(16, v("tooShort"))
    .max(80, v("tooLong"))
    .regex(/^[A-Za-z0-9_-]+$/, v("invalidFormat")),
  product: productCodeSchema,
  /** The ad, for the ad's products. */
  post_id: dbIdSchema.optional(),
  /** The ad's secret from a quick-payment link: pays for it without signing in. */
  hash: z.string(v("invalidType")).min(16, v("tooShort")).max(200, v("tooLong")).optional(),
  /** Renew with the saved card when the period ends (promotions and subscriptions). */
  auto_charge: z.boolean(v("invalidType")).optional(),
  banner: bannerOrderSchema.optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** A payment's life: created → requires_action (3-D Secure) → succeeded or failed; succeeded → refunded. */
export const PAYMENT_STATUSES = ["created", "requires_action", "succeeded", "failed", "refunded"] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A payment's public id in URLs and calls ("pay_" and 24 random characters), never the row id. */
export const paymentIdSchema = z.string().regex(/^pay_[A-Za-z0-9]{24}$/);

export const paymentSchema = z.object({
  id: z.string(),
  status: paymentStatusSchema,
  amount_cents: z.number().int().nonnegative(),
  refunded_cents: z.number().int().nonnegative(),
  currency: z.literal("usd"),
  product: productSchema,
  /** The ad paid for, when the product is an ad's. */
  post: z.object({ id: z.number().int(), title: z.string(), section: sectionSlugSchema, slug: z.string() }).nullable(),
  auto_charge: z.boolean(),
  provider: paymentProviderNameSchema,
  test_mode: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Why it failed, in the caller's language. */
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The next step: the authorization page (sandbox 3-D Secure) or Stripe's own, with its client secret. */
  next_action: z
    .discriminatedUnion("type", [
      z.object({ type: z.literal("authorize") }),
      z.object({ type: z.literal("stripe"), client_secret: z.string() }),
    ])
    .nullable(),
  /** What the payment bought, from when until when (set once it succeeded). */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentResponseSchema = z.object({ data: paymentSchema });

/** A card field as typed: bounded before any pattern runs, spaces and hyphens dropped. */
const cardText = (max: number) =>
  z
    .string(v("invalidType"))
    .max(max, v("tooLong"))
    .transform((s) => s.replace(/[\s-]/g, ""));

/** A card as the sandbox takes it, checked as the card form checks it (Luhn, expiry, CVC). */
export const sandboxCardSchema = z
  .object({
    number: cardText(40),
    exp_month: cardText(4),
    exp_year: cardText(6),
    cvc: cardText(8),
    name: z.string(v("invalidType")).trim().max(100, v("tooLong")).optional(),
  })
  .superRefine((card, ctx) => {
    for (const [field, key] of Object.entries(cardProblems(card, new Date()))) {
      ctx.addIssue({ code: "custom", path: [field], message: v(key) });
    }
  });

/**
 * POST /v1/payments/{id}/confirm. The sandbox takes the card itself (only its last four digits are kept);
 * with Stripe the card stays in Stripe Elements and only its PaymentMethod id comes here.
 */
export const confirmPaymentBodySchema = z.union([
  z.object({ card: sandboxCardSchema, save_card: z.boolean(v("invalidType")).optional() }),
  z.object({
    payment_method: z
      .string(v("invalidType"))
      .max(255, v("tooLong"))
      .regex(/^pm_\w+$/),
  }),
  /** Pay with the card saved earlier. */
  z.object({ saved_card_id: dbIdSchema }),
]);
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** POST /v1/payments/{id}/authorize: the sandbox's 3-D Secure step, approved or refused by the card holder. */
export const authorizePaymentBodySchema = z.object({ approve: z.boolean(v("invalidType")) });

export const savedCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A running or past promotion of one ad, or a subscription, as the profile shows it. */
export const entitlementSchema = z.object({
  id: z.number().int(),
  product: productSchema,
  post: z.object({ id: z.number().int(), title: z.string(), section: sectionSlugSchema, slug: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(["active", "ended", "cancelled"]),
  auto_charge: z.boolean(),
  /** When the saved card is charged next (a notice goes out before). */
  next_charge_at: z.string().nullable(),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

/** GET /v1/money/me: the signed-in user's promotions, subscription, saved cards and payments. */
export const myMoneyResponseSchema = z.object({
  data: z.object({
    promotions: z.array(entitlementSchema),
    subscriptions: z.array(entitlementSchema),
    saved_cards: z.array(savedCardSchema),
    payments: z.array(paymentSchema),
  }),
});

/** POST /v1/money/promotions/{id}/auto-charge and /v1/money/subscriptions/{id}/auto-charge. */
export const autoChargeBodySchema = z.object({
  enabled: z.boolean(v("invalidType")),
  saved_card_id: dbIdSchema.optional(),
});
export const entitlementResponseSchema = z.object({ data: entitlementSchema });

/** Per day of a banner campaign: what its buyer sees. */
export const bannerStatsResponseSchema = z.object({
  data: z.array(
    z.object({
      banner_id: z.number().int(),
      title: z.string(),
      placement: widgetTypeSchema,
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      days: z.array(z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
    }),
  ),
});

/** The ad a payment page is about, found by its id (its author) or its secret (a quick-payment link). */
export const adForPaymentResponseSchema = z.object({
  data: z.object({
    post: z.object({
      id: z.number().int(),
      title: z.string(),
      section: sectionSlugSchema,
      slug: z.string(),
      status: postStatusSchema,
      expires_at: z.string().nullable(),
    }),
    /** Its promotions running now. */
    running: z.array(entitlementSchema),
  }),
});
