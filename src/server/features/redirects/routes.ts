import { Hono } from "hono";
import { redirectQuerySchema, type RedirectResponse } from "../../../shared/contract/redirects";
import type { Db } from "../../db/client";
import { queryOf } from "../../http/validation";
import { findRedirect, redirectKey } from "./service";

export function redirectRoutes(db: Db) {
  return new Hono().get("/", queryOf(redirectQuerySchema), async (c) => {
    const redirect = await findRedirect(db, redirectKey(c.req.valid("query").path));
    // Redirects are edited in the database: clients may keep an answer for a few minutes only.
    c.header("Cache-Control", "public, max-age=300");
    const body: RedirectResponse = {
      data: { redirect: redirect?.target ?? null, app_middleware: redirect?.appMiddleware ?? {} },
    };
    return c.json(body);
  });
}
