import { Hono } from "hono";
import { userFeedQuerySchema, type UserFeedResponse } from "../../../shared/contract/feed";
import type { Db } from "../../db/client";
import { ADS_CACHE_CONTROL } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { parseQuery } from "../../http/validation";
import type { ReferenceCache } from "../sections/reference-cache";
import { listPosts } from "../posts/service";
import { findUser } from "./repo";

const ID = /^[1-9]\d{0,8}$/; // within PostgreSQL's integer

/** A user's page (spec: /feed/user/{id}): their name and their active ads in every section. */
export function feedRoutes(db: Db, reference: ReferenceCache) {
  return new Hono().get("/v1/feed/user/:id", async (c) => {
    c.header("Vary", "Accept-Language");
    const id = c.req.param("id");
    const user = ID.test(id) ? await findUser(db, Number(id)) : null;
    if (!user) return refuse(c, 404, "userNotFound");
    const query = parseQuery(c, userFeedQuerySchema);
    if (!query.ok) return query.response;
    const page = await listPosts(db, await reference.get(), { ...query.value, user: user.id }, requestLocale(c));
    // The name only: a feed never shows the user's phone or e-mail.
    const body: UserFeedResponse = { data: { user, posts: page.data }, meta: page.meta };
    c.header("Cache-Control", ADS_CACHE_CONTROL);
    return c.json(body);
  });
}
