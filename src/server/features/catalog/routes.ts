import { Hono } from "hono";
import type { LocationsResponse } from "../../../shared/contract/locations";
import type { SectionsResponse } from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { locationTreeIn, sectionsIn } from "./service";

/** Sections and locations change rarely: shared caches may keep them for a few minutes. */
const CACHE = "public, max-age=300, stale-while-revalidate=3600";

export function catalogRoutes(db: Db) {
  return new Hono()
    .get("/v1/sections", async (c) => {
      c.header("Cache-Control", CACHE);
      c.header("Vary", "Accept-Language");
      const body: SectionsResponse = { data: await sectionsIn(db, requestLocale(c)) };
      return c.json(body);
    })
    .get("/v1/locations", async (c) => {
      c.header("Cache-Control", CACHE);
      c.header("Vary", "Accept-Language");
      const body: LocationsResponse = { data: await locationTreeIn(db, requestLocale(c)) };
      return c.json(body);
    });
}
