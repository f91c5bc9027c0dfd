import { z } from "zod";
import { paginationMetaSchema } from "./common";
import { postCardSchema, postListQuerySchema } from "./posts";
import { AUTHOR_TYPES } from "./slugs";

export type { AuthorType } from "./slugs";
export const authorTypeSchema = z.enum(AUTHOR_TYPES);

/** GET /v1/news: news articles as cards, newest first; `tag` for news/listing/tag/{tag}. */
export const newsQuerySchema = postListQuerySchema.pick({ page: true, per_page: true, tag: true, location: true });

/** An article's author (fields.author), with the URL slug of the name and their article count. */
export const authorSchema = z.object({ name: z.string(), slug: z.string(), count: z.number().int().nonnegative() });
export type Author = z.infer<typeof authorSchema>;

/** GET /v1/authors?type=blog|news */
export const authorsQuerySchema = z.object({ type: authorTypeSchema });
export const authorsResponseSchema = z.object({ data: z.array(authorSchema) });

/** GET /v1/authors/{type}/{slug}?page=: the author and a page of their articles. */
export const authorPostsQuerySchema = postListQuerySchema.pick({ page: true, per_page: true });
export const authorResponseSchema = z.object({
  data: z.object({ author: authorSchema, posts: z.array(postCardSchema) }),
  meta: paginationMetaSchema,
});
export type AuthorResponse = z.infer<typeof authorResponseSchema>;

/** A news tag: its name, the slug of its page (news/listing/tag/{slug}) and its active news. */
export const newsTagSchema = z.object({ name: z.string(), slug: z.string(), count: z.number().int().nonnegative() });
export type NewsTag = z.infer<typeof newsTagSchema>;

/** GET /v1/news/tags: every tag of the active news, most used first. */
export const newsTagsResponseSchema = z.object({ data: z.array(newsTagSchema) });
