import { z } from "zod";

/** Names are stored in every interface language; the API answers with the caller's. */
export const localizedTextSchema = z.object({
  ru: z.string(),
  ua: z.string(),
  pl: z.string(),
  en: z.string(),
});
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
