import { Hono } from "hono";
import { z } from "zod";
import {
  authorPostsQuerySchema,
  authorsQuerySchema,
  authorTypeSchema,
  newsQuerySchema,
  type authorsResponseSchema,
  type newsTagsResponseSchema,
} from "../../../shared/contract/articles";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { paramsOf, queryOf } from "../../http/validation";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import type { ReferenceCache } from "../../db/reference-cache";
import { authorPage, listAuthors, listNews } from "./service";

/** News listing, news tags and the blog and news authors (news/listing, news/listing/tag, {blog,news}/authors). */
export function articleRoutes(db: Db, reference: ReferenceCache) {
  return new Hono()
    .get("/news", varyLanguage, queryOf(newsQuerySchema), async (c) => {
      const body = await listNews(db, await reference.get(), c.req.valid("query"), requestLocale(c));
      c.header("Cache-Control", CACHE_POLICY.ads);
      return c.json(body);
    })
    .get("/news/tags", varyLanguage, async (c) => {
      const tags = [...(await reference.get()).newsTags.values()];
      const body: z.infer<typeof newsTagsResponseSchema> = {
        data: tags.map(({ name, slug, count }) => ({ name, slug, count })),
      };
      c.header("Cache-Control", CACHE_POLICY.ads);
      return c.json(body);
    })
    .get("/authors", varyLanguage, queryOf(authorsQuerySchema), async (c) => {
      const body: z.infer<typeof authorsResponseSchema> = {
        data: await listAuthors(db, await reference.get(), c.req.valid("query").type),
      };
      c.header("Cache-Control", CACHE_POLICY.ads);
      return c.json(body);
    })
    .get(
      "/authors/:type/:slug",
      varyLanguage,
      paramsOf(z.object({ type: authorTypeSchema, slug: z.string() }), (c) => refuse(c, 404, "authorNotFound")),
      queryOf(authorPostsQuerySchema),
      async (c) => {
        const { type, slug } = c.req.valid("param");
        const args = { type, slug, query: c.req.valid("query"), locale: requestLocale(c) };
        const body = await authorPage(db, await reference.get(), args);
        if (!body) return refuse(c, 404, "authorNotFound");
        c.header("Cache-Control", CACHE_POLICY.ads);
        return c.json(body);
      },
    );
}
