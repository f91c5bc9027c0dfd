import { Hono, type MiddlewareHandler } from "hono";
import { userFeedQuerySchema, type UserFeedResponse } from "../../../shared/contract/feed";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { pathId, queryOf } from "../../http/validation";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import type { ReferenceCache } from "../../db/reference-cache";
import { listPosts } from "../../lib/ad-listing";
import { findUser } from "./repo";

type FeedEnv = { Variables: { user: NonNullable<Awaited<ReturnType<typeof findUser>>> } };

/** A user's page (/feed/user/{id}): their name and their active ads in every section. */
export function feedRoutes(db: Db, reference: ReferenceCache) {
  const userId = pathId("id", (c) => refuse(c, 404, "userNotFound"));
  // An unknown user is a 404 before the query is read.
  const known: MiddlewareHandler<FeedEnv, string, { out: { param: { id: number } } }> = async (c, next) => {
    const user = await findUser(db, c.req.valid("param").id);
    if (!user) return refuse(c, 404, "userNotFound");
    c.set("user", user);
    await next();
  };
  return new Hono<FeedEnv>().get("/user/:id", varyLanguage, userId, known, queryOf(userFeedQuerySchema), async (c) => {
    const user = c.var.user;
    const query = c.req.valid("query");
    const page = await listPosts(db, await reference.get(), { ...query, user: user.id }, requestLocale(c));
    // The name only: a feed never shows the user's phone or e-mail.
    const body: UserFeedResponse = { data: { user, posts: page.data }, meta: page.meta };
    c.header("Cache-Control", CACHE_POLICY.ads);
    return c.json(body);
  });
}
