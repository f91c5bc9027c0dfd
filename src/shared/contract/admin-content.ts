import { z } from "zod";
import { v } from "../validation/messages";
import { adminBannerSchema, adminCategorySchema } from "./admin";
import { blockSchema } from "./info-pages";

/**
 * What the team edits in the console beyond the shapes of contract/admin.ts: the answers of its writes, and
 * POST /v1/admin/pages/preview, a page's Markdown as the site will draw it (the blocks GET /v1/info-pages sends),
 * so the editor's preview is what visitors will read.
 */
export const pagePreviewInputSchema = z.strictObject({
  body: z.string({ error: v("required") }).max(60_000, { message: v("range"), abort: true }),
});
export const pagePreviewResponseSchema = z.object({ data: z.array(blockSchema) });

/** A 204's empty answer (DELETE /v1/admin/banned-words/{id}). */
export const noContentSchema = z.null();

/** POST /v1/admin/banned-words: the word as stored (DELETE answers 204). */
export const bannedWordResponseSchema = z.object({
  data: z.object({ id: z.number().int(), word: z.string(), created_at: z.string() }),
});

/** PUT /v1/admin/categories/{id} and POST /v1/admin/categories: the category as the console lists it. */
export const adminCategoryResponseSchema = z.object({ data: adminCategorySchema });

/** POST /v1/admin/banners/{id}/stop: the banner, stopped. */
export const adminBannerResponseSchema = z.object({ data: adminBannerSchema });
