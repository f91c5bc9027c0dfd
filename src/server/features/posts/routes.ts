import { Hono } from "hono";
import { postListQuerySchema } from "../../../shared/contract/posts";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { parseQuery } from "../../http/validation";
import { listPosts } from "./service";

export function postRoutes(db: Db) {
  return new Hono().get("/v1/posts", async (c) => {
    const query = parseQuery(c, postListQuerySchema);
    if (!query.ok) return query.response;
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=300");
    c.header("Vary", "Accept-Language");
    return c.json(await listPosts(db, query.value, requestLocale(c)));
  });
}
