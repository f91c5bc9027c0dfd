import { z } from "zod";
import { MAX_PHOTOS } from "../constants";
import { v } from "../validation/messages";
import { dbIdSchema } from "./common";
import { postStatusSchema } from "./form-kinds";
import { contentSchema, titleSchema } from "./post-form";
import { photoSchema } from "./posts";
import { AUTHOR_TYPES } from "./slugs";

/**
 * Articles users propose for the blog or the news (/send-article): stored as posts of that section waiting
 * for a moderator (`review`), published by approval or refused with a reason the author reads.
 */
export const articleSectionSchema = z.enum(AUTHOR_TYPES, { error: v("choose") });
export type ArticleSection = z.infer<typeof articleSectionSchema>;

/** The name printed as the article's author (fields.author: it makes the author's page). */
export const articleAuthorSchema = z
  .string({ error: v("required") })
  .trim()
  .min(1, v("required"))
  .min(3, v("nameMin"))
  .max(50, { message: v("max50"), abort: true });

/** POST /v1/articles: the article as the form sends it, its content as HTML (sanitized by the server). */
export const articleSubmissionSchema = z.strictObject({
  section: articleSectionSchema,
  categoryId: dbIdSchema,
  title: titleSchema,
  content: contentSchema,
  author: articleAuthorSchema,
  /** Upload ids (POST /v1/uploads) in display order: the first is the cover. */
  photos: z.array(dbIdSchema).max(MAX_PHOTOS, v("photosMax")).default([]),
  /** The place of the page it was sent from (/{location}/send-article), if any. */
  locationId: dbIdSchema.nullable().default(null),
});
export type ArticleSubmission = z.input<typeof articleSubmissionSchema>;

/** One of the author's submitted articles with its state: waiting, published or refused (and why). */
export const myArticleSchema = z.object({
  id: z.number().int(),
  section: articleSectionSchema,
  slug: z.string(),
  title: z.string(),
  status: postStatusSchema,
  review_note: z.string().nullable(),
  created_at: z.string(),
});
export type MyArticle = z.infer<typeof myArticleSchema>;
export const myArticleResponseSchema = z.object({ data: myArticleSchema });
/** GET /v1/articles/mine: the newest first. */
export const myArticlesResponseSchema = z.object({ data: z.array(myArticleSchema) });

/** GET /v1/moderation/articles?status=: the queue (review) or what was refused. */
export const moderationArticlesQuerySchema = z.object({ status: z.enum(["review", "rejected"]).default("review") });

/** An article as the moderator reviews it: as it will be published, with who sent it. */
export const moderationArticleSchema = myArticleSchema.extend({
  content: z.string(),
  author: z.string(),
  photos: z.array(photoSchema),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
});
export type ModerationArticle = z.infer<typeof moderationArticleSchema>;
export const moderationArticlesResponseSchema = z.object({ data: z.array(moderationArticleSchema) });

/** POST /v1/moderation/articles/{id}/reject: the reason the author reads. */
export const articleRejectionSchema = z.strictObject({
  reason: z
    .string({ error: v("required") })
    .trim()
    .min(1, v("required"))
    .min(5, v("messageMin"))
    .max(500, { message: v("max500"), abort: true }),
});
