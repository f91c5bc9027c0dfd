import { Hono } from "hono";
import { redirectQuerySchema, type RedirectResponse } from "../../../shared/contract/redirects";
import type { Db } from "../../db/client";
import { CACHE_POLICY } from "../../http/cache-control";
import { queryOf } from "../../http/validation";
import { findRedirect, redirectKey } from "../../lib/redirects";

export function redirectRoutes(db: Db) {
  return new Hono().get("/", queryOf(redirectQuerySchema), async (c) => {
    const redirect = await findRedirect(db, redirectKey(c.req.valid("query").path));
    c.header("Cache-Control", CACHE_POLICY.redirectLookup);
    const body: RedirectResponse = {
      data: { redirect: redirect?.target ?? null, app_middleware: redirect?.appMiddleware ?? {} },
    };
    return c.json(body);
  });
}
