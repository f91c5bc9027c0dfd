import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { PublicationCountResponse } from "../../../shared/contract/publications";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import { CACHE_POLICY } from "../../http/cache-control";
import { cachedCount } from "../../lib/listing-count-cache";
import { countPosts } from "../../db/listing-repo";

/**
 * Counting every active ad is a scan: the total is kept a minute (and answered stale while a recount
 * runs), but every ad write clears it (invalidate.ts), so a new ad counts at once on this process.
 */
const TTL_MS = 60_000;

/** The number of publications the app popup advertises: active ads of every kind. */
export function publicationCountRoutes(db: Db) {
  return new Hono().get("/count", async (c) => {
    const total = await cachedCount(
      "publications",
      () => countPosts(db, [eq(posts.status, "active")]),
      Date.now(),
      TTL_MS,
    );
    const body: PublicationCountResponse = { data: { total } };
    c.header("Cache-Control", CACHE_POLICY.publicationCount);
    return c.json(body);
  });
}
