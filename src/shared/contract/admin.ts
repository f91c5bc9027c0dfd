import { z } from "zod";
import { v } from "../validation/messages";
import { dbIdSchema, localizedTextSchema, paginationMetaSchema } from "./common";
import { postStatusSchema } from "./form-kinds";
import {
  banKindSchema,
  REPORT_STATUSES,
  reportReasonSchema,
  reportTargetSchema,
  reviewReasonSchema,
  ruleHitSchema,
} from "./moderation";
import { postDetailSchema } from "./posts";
import { userRoleSchema } from "./roles";

/**
 * The team's console (/admin) and its API under /v1/admin: every endpoint answers 401 without a session and 403
 * to a caller who is not a moderator or an admin, and every action it takes is written to the audit log.
 */

const reason = z
  .string({ error: v("required") })
  .trim()
  .min(1, v("required"))
  .max(500, { message: v("max500"), abort: true });

/** The queue's tabs: all that waits, or one reason. */
export const adminQueueQuerySchema = z.object({
  reason: z.enum(["all", "new", "edited", "reported", "rule"]).default("all"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Who posted, as the moderator weighs them. */
export const adminAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  approved_ads: z.number().int(),
  upheld_reports: z.number().int(),
  banned: z.boolean(),
});

/** Reports of one object gathered: how many, for what, and the reporters' notes. */
export const reportSummarySchema = z.object({
  open: z.number().int(),
  /** How many of the open ones came from visitors who were not signed in (ads only; they weigh half). */
  visitors: z.number().int(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  notes: z.array(z.string()),
});

/** One ad in the queue: enough to decide from the list. */
export const adminQueueItemSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  status: postStatusSchema,
  review_reason: reviewReasonSchema.nullable(),
  rule_hits: z.array(ruleHitSchema),
  reports: reportSummarySchema,
  author: adminAuthorSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminQueueItem = z.infer<typeof adminQueueItemSchema>;
export const adminQueueResponseSchema = z.object({
  data: z.array(adminQueueItemSchema),
  meta: paginationMetaSchema,
  /** How many wait behind each tab (the console's badges). */
  counts: z.object({ new: z.number(), edited: z.number(), reported: z.number(), rule: z.number() }),
  /** Since when the oldest ad or edit held before going live waits (ISO); null when none does. */
  oldest_held_at: z.string().nullable(),
});

/** GET /v1/admin/posts/{id}: the ad as users see it (whatever its state), with what the moderator needs. */
export const adminPostResponseSchema = z.object({
  data: z.object({
    post: postDetailSchema,
    review_reason: reviewReasonSchema.nullable(),
    review_note: z.string().nullable(),
    rule_hits: z.array(ruleHitSchema),
    reports: reportSummarySchema,
    author: adminAuthorSchema.nullable(),
    category_id: z.number().int().nullable(),
  }),
});

/** Presets of a rejection: the author reads the preset in their own language, then the moderator's note. */
export const REJECT_REASONS = [
  "prohibited",
  "fraud",
  "spam",
  "duplicate",
  "wrong_section",
  "contacts_in_text",
  "incomplete",
  "other",
] as const;
export const rejectReasonSchema = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/** POST /v1/admin/posts/{id}/approve. */
export const approveInputSchema = z.strictObject({ note: reason.optional() });
/** POST /v1/admin/posts/{id}/reject: the preset and, for «other», a note (required then). */
export const rejectInputSchema = z.strictObject({ reason: rejectReasonSchema, note: reason.optional() });
/** POST /v1/admin/posts/{id}/move: another section of the same form family and/or category. */
export const moveInputSchema = z.strictObject({ category_id: dbIdSchema, reason: reason.optional() });

/** GET /v1/admin/reports: reports of users and chat messages (ads' reports are in the queue). */
export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default("open"),
  target: reportTargetSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const adminReportSchema = z.object({
  id: z.number().int(),
  target: reportTargetSchema,
  target_id: z.number().int(),
  /** What was reported as the moderator reads it: the ad's title, the user's name, the message's words. */
  target_label: z.string(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** Null: a visitor who was not signed in (a report of an ad). */
  reporter: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The reported user (the ad's author, the user, the message's sender). */
  subject_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export const adminReportsResponseSchema = z.object({ data: z.array(adminReportSchema), meta: paginationMetaSchema });
/** POST /v1/admin/reports/{id}/uphold and /dismiss. */
export const resolveReportInputSchema = z.strictObject({ reason: reason.optional() });

/** POST /v1/admin/bans: a user (id), a phone (any form, stored E.164) or an address range (CIDR or one address). */
export const banInputSchema = z.strictObject({
  kind: banKindSchema,
  value: z
    .string({ error: v("required") })
    .trim()
    .min(1, v("required"))
    .max(64, { message: v("range"), abort: true }),
  reason,
  /** Days until it ends; none for a ban until lifted. */
  days: z.number().int(v("invalidType")).min(1, v("range")).max(3650, v("range")).optional(),
});
export const banSchema = z.object({
  id: z.number().int(),
  kind: banKindSchema,
  value: z.string(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  ends_at: z.string().nullable(),
  lifted_at: z.string().nullable(),
  active: z.boolean(),
});
export const bansResponseSchema = z.object({ data: z.array(banSchema), meta: paginationMetaSchema });
export const liftBanInputSchema = z.strictObject({ reason: reason.optional() });

/** GET /v1/admin/users?q=: by id, phone (any form) or name. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(64).default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const adminUserRowSchema = adminAuthorSchema.extend({ role: userRoleSchema, ads: z.number().int() });
export const adminUsersResponseSchema = z.object({ data: z.array(adminUserRowSchema), meta: paginationMetaSchema });

/** GET /v1/admin/users/{id}: the user, their ads, the reports about them and by them, their payments and bans. */
export const adminUserResponseSchema = z.object({
  data: z.object({
    user: adminUserRowSchema.extend({ email: z.string().nullable(), locale: z.string() }),
    ads: z.array(
      z.object({
        id: z.number().int(),
        section: z.string(),
        slug: z.string(),
        title: z.string(),
        status: postStatusSchema,
        created_at: z.string(),
      }),
    ),
    reports_about: z.array(adminReportSchema),
    reports_by: z.array(adminReportSchema),
    payments: z.array(
      z.object({
        id: z.string(),
        product: z.string(),
        amount_cents: z.number().int(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
    bans: z.array(banSchema),
  }),
});
/** POST /v1/admin/users/{id}/role: admins only. */
export const roleInputSchema = z.strictObject({ role: userRoleSchema, reason: reason.optional() });

/** POST /v1/admin/messages/{id}/hide: both sides then see that a message was removed. */
export const hideMessageInputSchema = z.strictObject({ reason });

/** GET /v1/admin/audit (and /v1/admin/audit.csv with the same filters): newest first. */
export const auditQuerySchema = z.object({
  action: z.string().max(40).optional(),
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditResponseSchema = z.object({ data: z.array(auditEntrySchema), meta: paginationMetaSchema });

/** GET/PUT /v1/admin/settings: the numbers moderation runs by. */
export const moderationSettingsSchema = z.strictObject({
  report_hide_threshold: z.number().int(v("invalidType")).min(1, v("range")).max(100, v("range")),
  trusted_approved_ads: z.number().int(v("invalidType")).min(0, v("range")).max(1000, v("range")),
  ads_per_day: z.number().int(v("invalidType")).min(1, v("range")).max(1000, v("range")),
  messages_per_hour: z.number().int(v("invalidType")).min(1, v("range")).max(10000, v("range")),
});
export const moderationSettingsResponseSchema = z.object({ data: moderationSettingsSchema });

/** GET/POST /v1/admin/banned-words, DELETE /v1/admin/banned-words/{id}. */
export const bannedWordInputSchema = z.strictObject({
  word: z
    .string({ error: v("required") })
    .trim()
    .min(2, v("range"))
    .max(60, { message: v("range"), abort: true }),
});
export const bannedWordsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), word: z.string(), created_at: z.string() })),
});

/** GET /v1/admin/categories: every section's categories with their four names; PUT/POST edit and add. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  section: z.string(),
  slug: z.string(),
  name: localizedTextSchema,
  sort: z.number().int(),
  ads: z.number().int(),
});
export const adminCategoriesResponseSchema = z.object({ data: z.array(adminCategorySchema) });
const categoryName = z
  .string({ error: v("required") })
  .trim()
  .min(2, v("range"))
  .max(80, { message: v("range"), abort: true });
export const categoryInputSchema = z.strictObject({
  name: z.strictObject({ ru: categoryName, ua: categoryName, pl: categoryName, en: categoryName }),
  sort: z.number().int(v("invalidType")).min(0, v("range")).max(10000, v("range")),
});
export const newCategoryInputSchema = categoryInputSchema.extend({
  section: z.string().max(40),
  slug: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v("range")),
});

/** GET /v1/admin/pages: the content pages; GET/PUT /v1/admin/pages/{page}/{locale}: a new version in force. */
export const adminPageVersionSchema = z.object({
  page: z.string(),
  locale: z.string(),
  version: z.number().int(),
  effective_on: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  updated_by: z.string().nullable(),
});
export const adminPagesResponseSchema = z.object({
  data: z.array(z.object({ page: z.string(), versions: z.record(z.string(), z.number().int()) })),
});
export const adminPageResponseSchema = z.object({ data: adminPageVersionSchema });
export const pageInputSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(2, v("range"))
    .max(120, { message: v("range"), abort: true }),
  description: z
    .string()
    .trim()
    .min(10, v("range"))
    .max(300, { message: v("range"), abort: true }),
  body: z
    .string()
    .min(100, v("range"))
    .max(60_000, { message: v("range"), abort: true }),
  reason,
});

/** GET /v1/admin/banners: every campaign (any state); POST /v1/admin/banners/{id}/stop with a reason. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  active: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export const adminBannersResponseSchema = z.object({ data: z.array(adminBannerSchema) });
export const stopBannerInputSchema = z.strictObject({ reason });

/** GET /v1/admin/me: who the console is for (the nav hides what a moderator may not do). */
export const adminMeResponseSchema = z.object({
  data: z.object({ id: z.number().int(), name: z.string().nullable(), role: userRoleSchema }),
});

/** The console's tabs (/admin/{tab}); moderation's first, then what the team edits. */
export const ADMIN_TABS = [
  "queue",
  "reports",
  "users",
  "bans",
  "audit",
  "settings",
  "words",
  "categories",
  "pages",
  "banners",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What an action of the console answers: the object acted on and its state after it (an ad's, a report's, …). */
export const adminActionResponseSchema = z.object({ data: z.object({ id: z.number().int(), status: z.string() }) });
/** POST /v1/admin/bans and /v1/admin/bans/{id}/lift: the ban as it now stands. */
export const banResponseSchema = z.object({ data: banSchema });
