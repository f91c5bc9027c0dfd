import { z } from "zod";
import { paginationMetaSchema } from "./common";
import { postCardSchema, postListQuerySchema } from "./posts";

/** GET /v1/feed/user/{id}?page=: a user and a page of their active ads, promoted first, then newest. */
export const userFeedQuerySchema = postListQuerySchema.pick({ page: true, per_page: true });
export const userFeedResponseSchema = z.object({
  data: z.object({
    user: z.object({ id: z.number().int(), name: z.string().nullable() }),
    posts: z.array(postCardSchema),
  }),
  meta: paginationMetaSchema,
});
export type UserFeedResponse = z.infer<typeof userFeedResponseSchema>;
