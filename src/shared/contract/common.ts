import { z } from "zod";
import { v } from "../validation/messages";

/** Names are stored in every interface language; the API answers with the caller's. */
export const localizedTextSchema = z.object({ ru: z.string(), ua: z.string(), pl: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const paginationMetaSchema = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** A page's place among `total` items: an empty list still has one (empty) page. */
export const pageMeta = (page: number, perPage: number, total: number): PaginationMeta => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/** PostgreSQL's integer column holds up to 2³¹ − 1: a larger id in a request is a 422, never a database error. */
export const DB_INT_MAX = 2_147_483_647;

/** A slug of a URL (section, category, location, ad): lowercase words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A row id in a URL path: digits only, no leading zero, at most nine of them (below DB_INT_MAX). */
export const PATH_ID_PATTERN = "[1-9]\\d{0,8}";
export const pathIdSchema = z
  .string()
  .regex(new RegExp(`^${PATH_ID_PATTERN}$`))
  .transform(Number);

/** A row id sent in a body (post_id, categoryIds, photos…): a positive integer the database can hold. */
export const dbIdSchema = z.number().int(v("invalidType")).positive(v("range")).max(DB_INT_MAX, v("tooBigNumber"));
