import { Hono } from "hono";
import { widgetsQuerySchema } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { parseQueryValues } from "../../http/validation";
import { widgets } from "./service";

/** Banner widgets (spec section 7: GET /v1/widgets), keyed by placement. */
export function bannerRoutes(db: Db) {
  return new Hono().get("/v1/widgets", async (c) => {
    c.header("Vary", "Accept-Language");
    const raw = {
      ...c.req.query(),
      // The client sends `widget_type[]=a&widget_type[]=b`; a plain repeated `widget_type` works too.
      widget_type: [...(c.req.queries("widget_type[]") ?? []), ...(c.req.queries("widget_type") ?? [])],
    };
    const query = parseQueryValues(c, widgetsQuerySchema, raw);
    if (!query.ok) return query.response;
    c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=3600");
    return c.json(await widgets(db, query.value));
  });
}
