import { Hono } from "hono";
import type { z } from "zod";
import {
  authorPostsQuerySchema,
  authorsQuerySchema,
  authorTypeSchema,
  newsQuerySchema,
  type authorsResponseSchema,
  type newsTagsResponseSchema,
} from "../../../shared/contract/articles";
import type { Db } from "../../db/client";
import { ADS_CACHE_CONTROL } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { parseQuery } from "../../http/validation";
import type { ReferenceCache } from "../sections/reference-cache";
import { authorPage, listAuthors, listNews } from "./service";

/** News and authors' articles are ads too: revalidated like every listing. */
const PUBLIC_LIST = ADS_CACHE_CONTROL;

/** News listing, news tags and the blog and news authors (spec section 2: news/listing, news/listing/tag, {blog,news}/authors). */
export function articleRoutes(db: Db, reference: ReferenceCache) {
  return new Hono()
    .get("/v1/news", async (c) => {
      c.header("Vary", "Accept-Language");
      const query = parseQuery(c, newsQuerySchema);
      if (!query.ok) return query.response;
      const body = await listNews(db, await reference.get(), query.value, requestLocale(c));
      c.header("Cache-Control", PUBLIC_LIST);
      return c.json(body);
    })
    .get("/v1/news/tags", async (c) => {
      c.header("Vary", "Accept-Language");
      const tags = [...(await reference.get()).newsTags.values()];
      const body: z.infer<typeof newsTagsResponseSchema> = {
        data: tags.map(({ name, slug, count }) => ({ name, slug, count })),
      };
      c.header("Cache-Control", PUBLIC_LIST);
      return c.json(body);
    })
    .get("/v1/authors", async (c) => {
      c.header("Vary", "Accept-Language");
      const query = parseQuery(c, authorsQuerySchema);
      if (!query.ok) return query.response;
      const body: z.infer<typeof authorsResponseSchema> = {
        data: await listAuthors(db, await reference.get(), query.value.type),
      };
      c.header("Cache-Control", PUBLIC_LIST);
      return c.json(body);
    })
    .get("/v1/authors/:type/:slug", async (c) => {
      c.header("Vary", "Accept-Language");
      const type = authorTypeSchema.safeParse(c.req.param("type"));
      if (!type.success) return refuse(c, 404, "authorNotFound");
      const query = parseQuery(c, authorPostsQuerySchema);
      if (!query.ok) return query.response;
      const args = { type: type.data, slug: c.req.param("slug"), query: query.value, locale: requestLocale(c) };
      const body = await authorPage(db, await reference.get(), args);
      if (!body) return refuse(c, 404, "authorNotFound");
      c.header("Cache-Control", PUBLIC_LIST);
      return c.json(body);
    });
}
