import { Hono } from "hono";
import type { Health } from "../../../shared/contract/health";
import type { Database } from "../../db/client";
import { CACHE_POLICY } from "../../http/cache-control";

export function healthRoutes(database: Database) {
  return new Hono().get("/", async (c) => {
    c.header("Cache-Control", CACHE_POLICY.live);
    const dbUp = await database.ping();
    const body: Health = dbUp ? { status: "ok", db: "ok" } : { status: "degraded", db: "down" };
    return c.json(body, dbUp ? 200 : 503);
  });
}
