import { z } from "zod";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../constants";
import { DB_INT_MAX, paginationMetaSchema, SLUG } from "./common";
import { postStatusSchema } from "./form-kinds";
import { sectionSlugSchema } from "./sections";
import { CHOICE_FILTER_NAMES, CHOICE_FILTERS, type ChoiceFilters } from "../sections";

export const postLangSchema = z.enum(["ru", "ua", "pl", "en"]);

const pricedSchema = z.object({
  /** What the price is paid for (per hour, per mile); null for a one-off price. */
  period: z.enum(["hour", "week", "month", "year", "mile"]).nullable(),
  currency: z.string(),
});
/** A price as numbers: one amount or a range. The text is written from it in the page's language. */
export const pricePartsSchema = z.union([
  pricedSchema.extend({ amount: z.number() }),
  pricedSchema.extend({ from: z.number(), to: z.number() }),
]);
export type PriceParts = z.infer<typeof pricePartsSchema>;

/** One size of a photo, made once at upload: the same picture as WebP and as AVIF, `width` px wide. */
export const photoVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
  avif: z.string(),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/** A photo: the full-size file, its thumbnail, its size, and its sizes for srcset (narrowest first, may be none). */
export const photoSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(photoVariantSchema),
});
export type Photo = z.infer<typeof photoSchema>;

export const postCardSchema = z.object({
  id: z.number().int(),
  section: sectionSlugSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  lang: postLangSchema,
  location: z.object({ slug: z.string(), name: z.string() }).nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** The price or pay in the caller's language («2 150 $ в месяц», "$2,150/mo"). */
  price: z.string().nullable(),
  price_parts: pricePartsSchema.nullable(),
  /** The IANA zone of the ad's place: an event's times are shown on its clock. */
  time_zone: z.string().nullable(),
  /** Pinned: it holds one of its list's marked places. */
  promoted: z.boolean(),
  /** Paid looks while their promotion runs: a highlighted card, the «Срочно» badge. */
  highlighted: z.boolean(),
  urgent: z.boolean(),
  created_at: z.string(),
  /** The section's own fields (contract/post-fields.ts): cards show what matters for the section. */
  fields: z.record(z.string(), z.unknown()),
  /** The cover photo's thumbnail, when the ad has photos. */
  thumb_url: z.string().nullable(),
  /** The cover photo with its sizes, when the ad has photos: cards draw it with srcset. */
  cover: photoSchema.nullable(),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** Beyond this page a listing is a query for nothing (and an OFFSET the database should not be asked for). */
export const MAX_PAGE = 100_000;
/** Prices of ads stop at 100 000 000 (the form's rule); a filter above it would only find nothing. */
const PRICE_FILTER_MAX = 1_000_000_000;

/** The filters that pick one option of a section's field (route type, property type…), as the registry lists them. */
const choiceFilterSchemas = Object.fromEntries(
  CHOICE_FILTER_NAMES.map((name) => [name, z.enum(CHOICE_FILTERS[name]).optional()]),
) as unknown as { [K in keyof ChoiceFilters]: z.ZodOptional<z.ZodEnum<{ [V in ChoiceFilters[K]]: V }>> };

export const postListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  section: sectionSlugSchema.optional(),
  /** A location slug; a state includes its cities. */
  location: z.string().regex(SLUG).max(100).optional(),
  /** A category slug of the section (with section), or of cdl/no-cdl for drivers-category. */
  category: z.string().regex(SLUG).max(100).optional(),
  /** Full-text search over titles and content (Russian stemming, word match, typo-tolerant titles). */
  q: z.string().trim().min(2).max(100).optional(),
  price_min: z.coerce.number().nonnegative().max(PRICE_FILTER_MAX).optional(),
  price_max: z.coerce.number().nonnegative().max(PRICE_FILTER_MAX).optional(),
  ...choiceFilterSchemas,
  /** The author's ads (the user feed). */
  user: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
  /** Articles with a tag (news/listing/tag/{tag}). */
  tag: z.string().trim().min(1).max(40).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** GET /v1/posts/slider: the home page's slider, in a place (a state includes its cities) or everywhere. */
export const homeSliderQuerySchema = z.object({ location: z.string().max(100).regex(SLUG).optional() });
/** The ads whose slider promotion runs (at most HOME_SLIDER_MAX, turning every hour); empty: no slider. */
export const homeSliderResponseSchema = z.object({ data: z.array(postCardSchema) });
export type HomeSlider = z.infer<typeof homeSliderResponseSchema>;

/** GET /v1/posts/{section}/{slug}: everything a detail page shows; the phone comes through a reveal. */
export const postDetailSchema = postCardSchema.extend({
  /** Anything but "active" is answered to the ad's author alone. */
  status: postStatusSchema,
  content: z.string(),
  updated_at: z.string(),
  view_count: z.number().int(),
  photos: z.array(photoSchema),
  locations: z.array(z.object({ slug: z.string(), name: z.string() })),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  author: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  contact: z.object({
    has_phone: z.boolean(),
    /** False while the caller may not see a CV's contacts (hide_cv). */
    visible: z.boolean(),
    email: z.string().nullable(),
    contact_person: z.string().nullable(),
    instagram: z.string().nullable(),
    whatsapp: z.string().nullable(),
    web_site: z.string().nullable(),
    telegram: z.string().nullable(),
    company_name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  similar: z.array(postCardSchema),
  /** An article's tags (fields.tags) with the slug of each tag's page (news/listing/tag/{slug}). */
  tags: z.array(z.object({ name: z.string(), slug: z.string() })).default([]),
});
export type PostDetail = z.infer<typeof postDetailSchema>;
export const postDetailResponseSchema = z.object({ data: postDetailSchema });

/** POST /v1/posts/{id}/phone: the phone, counted as a reveal. */
export const phoneRevealResponseSchema = z.object({ data: z.object({ phone: z.string() }) });

export const postListResponseSchema = z.object({ data: z.array(postCardSchema), meta: paginationMetaSchema });
export type PostListResponse = z.infer<typeof postListResponseSchema>;
