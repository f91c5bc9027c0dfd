import { Hono } from "hono";
import { widgetsQuerySchema } from "../../../shared/contract/widgets";
import type { Db } from "../../db/client";
import { varyLanguage } from "../../http/cache-control";
import { queryOf } from "../../http/validation";
import { widgets } from "./service";

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** The client sends `widget_type[]=a&widget_type[]=b`; a plain repeated `widget_type` works too. */
function placements(raw: Record<string, string | string[]>): Record<string, unknown> {
  const first = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, [value].flat()[0] ?? ""]));
  return { ...first, widget_type: [...list(raw["widget_type[]"]), ...list(raw.widget_type)] };
}

/** Banner widgets (GET /v1/widgets), keyed by placement. */
export function bannerRoutes(db: Db) {
  return new Hono().get("/", varyLanguage, queryOf(widgetsQuerySchema, placements), async (c) => {
    c.header("Cache-Control", "public, max-age=300, stale-while-revalidate=3600");
    return c.json(await widgets(db, c.req.valid("query")));
  });
}
