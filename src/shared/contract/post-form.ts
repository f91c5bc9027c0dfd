import { z } from "zod";
import { CONTENT_MAX_EXCLUSIVE, CONTENT_MIN_EXCLUSIVE, MAX_PHOTOS, TITLE_MAX, TITLE_MIN } from "../constants";
import { plainText } from "../text/plain-text";
import { v } from "../validation/messages";
import { checkMask, EMAIL_PATTERN, phoneFields } from "./auth";
import { dbIdSchema } from "./common";
import { photoSchema } from "./posts";
import { formKindSchema, postStatusSchema, type FormKind } from "./form-kinds";
import { moderationRuleSchema } from "./moderation";
import { sectionSlugSchema } from "./sections";
import { FORM_FIELD_SCHEMAS } from "../sections/schemas";

export * from "./form-kinds";

/**
 * The ad forms (/form/{kind} and /profile/edit/{kind}) and their rules.
 * The same schemas check the form in the browser and the request on the server, so a request that
 * bypasses the form gets the same 422 and the same messages.
 */

// Title: a phone like 999-999-9999 (any separators), an e-mail or a link is refused.
// Every pattern here is linear in the length of the text (`[^\s@]+@…` searched anywhere was
// quadratic, 51 s for a 200 KB title): each starts where only one character can begin it, and a run
// is scanned once. The length check before them aborts, so they see at most TITLE_MAX characters anyway.
export const PHONE_IN_TEXT = /\d{3}[\s.-]?\d{3}[\s.-]?\d{4}/;
/**
 * x@domain.tld anywhere: the same texts as `[^\s@]+@[^\s@]+\.[^\s@]{2,}` (the first dot after the domain's first
 * character decides).
 */
export const EMAIL_IN_TEXT = /[^\s@]@[^\s@][^\s@.]*\.[^\s@]{2}/;
/** The endings of the sites people paste into titles. */
const LINK_TLDS = "com net org us ru ua pl info io biz me co app site online".split(" ");
/**
 * A scheme, www., or name.tld: the texts of `\b[a-z0-9-]{2,}\.(tld)\b` (but for names glued to a "_"), with a
 * name tried only where it begins (at ^ or after a character that cannot be in it), so no run is scanned
 * twice. No lookbehind: the form runs this in older Safari too.
 */
export const LINK_IN_TEXT = new RegExp(
  String.raw`(https?:\/\/|www\.|(?:^|[^\w-])-*[a-z0-9][a-z0-9-]+\.(${LINK_TLDS.join("|")})\b)`,
  "i",
);

export const titleSchema = z
  .string({ error: v("required") })
  .trim()
  .min(1, v("required"))
  .min(TITLE_MIN, v("titleMin"))
  .max(TITLE_MAX, { message: v("titleMax"), abort: true })
  .refine((title) => /\p{Ll}/u.test(title), v("titleRule"))
  .refine(
    (title) => !PHONE_IN_TEXT.test(title) && !EMAIL_IN_TEXT.test(title) && !LINK_IN_TEXT.test(title),
    v("titleRule"),
  );

/** Content: HTML is allowed (the server sanitizes it); its visible text is what the limits count. */
export const contentSchema = z
  .string({ error: v("required") })
  .max(20_000, { message: v("contentMax"), abort: true })
  .refine((html) => plainText(html).length > CONTENT_MIN_EXCLUSIVE, v("contentMin"))
  .refine((html) => plainText(html).length < CONTENT_MAX_EXCLUSIVE, v("contentMax"));

const URL_LIKE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;
const optionalUrl = z
  .string()
  .trim()
  .max(100, { message: v("max100"), abort: true })
  .refine((value) => value === "" || URL_LIKE.test(value), v("url"))
  .default("");

/** The ad's contacts (phone, e-mail, contact person, social links, company, address) with their rules. */
export const contactSchema = z
  .object({
    ...phoneFields,
    email: z
      .string()
      .trim()
      .max(200, { message: v("max200"), abort: true })
      .refine((value) => value === "" || EMAIL_PATTERN.test(value), v("email"))
      .default(""),
    contact_person: z
      .string({ error: v("required") })
      .min(1, v("required"))
      .regex(/^\S/, v("leadingSpace"))
      .max(30, v("nameMax")),
    instagram: optionalUrl,
    whatsapp: optionalUrl,
    web_site: optionalUrl,
    telegram: optionalUrl,
    company_name: z.string().trim().max(50, v("max50")).default(""),
    address: z.string().trim().max(100, v("max100")).default(""),
  })
  .superRefine(checkMask);
export type ContactInput = z.input<typeof contactSchema>;

/** Each form's own fields with messages, built from the section registry (src/shared/sections/). */
export const FORM_FIELDS: Record<FormKind, z.ZodType<Record<string, unknown>>> = FORM_FIELD_SCHEMAS;

const base = {
  origin: z.literal("website").default("website"),
  title: titleSchema,
  content: contentSchema,
  categoryIds: z.array(dbIdSchema).min(1, v("categoryRequired")).max(5, v("range")),
  locationIds: z.array(dbIdSchema).min(1, v("locationRequired")).max(10, v("range")),
  contact: contactSchema,
  /** Upload ids (POST /v1/uploads) in display order: the first is the cover. */
  photos: z.array(dbIdSchema).max(MAX_PHOTOS, v("photosMax")).default([]),
};

function formSchema<K extends FormKind>(kind: K) {
  return z.object({ kind: z.literal(kind), ...base, fields: FORM_FIELDS[kind] });
}

/** One kind's form: what react-hook-form checks in the browser. */
export const POST_FORMS = {
  cv: formSchema("cv"),
  cdl: formSchema("cdl"),
  job: formSchema("job"),
  business: formSchema("business"),
  property: formSchema("property"),
  "property-find": formSchema("property-find"),
  afisha: formSchema("afisha"),
  dating: formSchema("dating"),
  "drivers-cv": formSchema("drivers-cv"),
  "autobazar-rent": formSchema("autobazar-rent"),
  "autobazar-sale": formSchema("autobazar-sale"),
  feed: formSchema("feed"),
} satisfies { [K in FormKind]: z.ZodType };

/** POST /v1/posts and PATCH /v1/posts/{id}: any kind's form (an `Idempotency-Key` header de-duplicates). */
export const postWriteSchema = z.discriminatedUnion("kind", [
  POST_FORMS.cv,
  POST_FORMS.cdl,
  POST_FORMS.job,
  POST_FORMS.business,
  POST_FORMS.property,
  POST_FORMS["property-find"],
  POST_FORMS.afisha,
  POST_FORMS.dating,
  POST_FORMS["drivers-cv"],
  POST_FORMS["autobazar-rent"],
  POST_FORMS["autobazar-sale"],
  POST_FORMS.feed,
]);
export type PostWriteInput = z.input<typeof postWriteSchema>;
export type PostWrite = z.output<typeof postWriteSchema>;

/** 201 / 200 after a write. `secret` (only on creation) opens /requests and /statistic without signing in. */
export const postWriteResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    slug: z.string(),
    section: sectionSlugSchema,
    status: postStatusSchema,
    secret: z.string().optional(),
    /** The rules that hold the write for a moderator (a new ad waits; a live ad's edit waits, its approved version
     * stays live); absent when nothing holds it. */
    held_by: z.array(moderationRuleSchema).optional(),
    /** True when an edit of a live ad waits while visitors keep seeing the approved version. */
    edit_held: z.boolean().optional(),
  }),
});
export type PostWriteResponse = z.infer<typeof postWriteResponseSchema>;

export const uploadedPhotoSchema = photoSchema.extend({ id: z.number().int() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
/** POST /v1/uploads (multipart `file`): the stored photo and its thumbnail. */
export const uploadResponseSchema = z.object({ data: uploadedPhotoSchema });

/** GET /v1/posts/{id}/edit: the author's ad as the form holds it. */
export const postEditResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    kind: formKindSchema,
    status: postStatusSchema,
    section: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    categoryIds: z.array(z.number().int()),
    locationIds: z.array(z.number().int()),
    contact: z.object({
      phone: z.string(),
      country_code: z.string(),
      email: z.string(),
      contact_person: z.string(),
      instagram: z.string(),
      whatsapp: z.string(),
      web_site: z.string(),
      telegram: z.string(),
      company_name: z.string(),
      address: z.string(),
    }),
    fields: z.record(z.string(), z.unknown()),
    photos: z.array(uploadedPhotoSchema),
    /** When the ad was last saved: a form draft older than this is stale. */
    updated_at: z.string(),
    /** The values are the author's edit a rule holds; visitors still see the approved version. */
    edit_held: z.boolean(),
  }),
});
export type PostEdit = z.infer<typeof postEditResponseSchema>["data"];
