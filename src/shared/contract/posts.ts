import { z } from "zod";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../constants";
import { paginationMetaSchema } from "./common";
import { sectionSlugSchema } from "./sections";

export const postLangSchema = z.enum(["ru", "ua", "pl", "en"]);

export const postCardSchema = z.object({
  id: z.number().int(),
  section: sectionSlugSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  lang: postLangSchema,
  location: z.object({ slug: z.string(), name: z.string() }).nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  price: z.string().nullable(),
  promoted: z.boolean(),
  created_at: z.string(),
});
export type PostCard = z.infer<typeof postCardSchema>;

export const postListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  section: sectionSlugSchema.optional(),
  /** A location slug; a state includes its cities. */
  location: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(100).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListResponseSchema = z.object({
  data: z.array(postCardSchema),
  meta: paginationMetaSchema,
});
export type PostListResponse = z.infer<typeof postListResponseSchema>;
