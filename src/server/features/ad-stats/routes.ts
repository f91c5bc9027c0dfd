import { Hono } from "hono";
import type { z } from "zod";
import { postAccessQuerySchema } from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { privateNoStore } from "../../http/cache-control";
import { queryOf } from "../../http/validation";
import type { SessionEnv } from "../../http/session";
import { ownAd } from "../../http/own-ad";
import { requestsOf, statisticOf } from "./service";

type AccessInput = { out: { query: z.output<typeof postAccessQuerySchema> } };

/** An ad's answers and its figures for its author (GET /v1/requests, /v1/statistic), by its id or secret. */
export function adStatsRoutes(db: Db) {
  const access = queryOf(postAccessQuerySchema);
  const own = ownAd<AccessInput>(db, (c) => {
    const query = c.req.valid("query");
    return { secret: query.hash, id: query.post_id };
  });
  return new Hono<SessionEnv>()
    .get("/requests", privateNoStore, access, own, async (c) => c.json(await requestsOf(db, c.var.ownAd)))
    .get("/statistic", privateNoStore, access, own, async (c) => c.json(await statisticOf(db, c.var.ownAd)));
}
