import { Hono } from "hono";
import type { LocationsResponse } from "../../../shared/contract/locations";
import {
  categoryCountsQuerySchema,
  type CategoryCountsResponse,
  type SectionsResponse,
} from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { queryOf } from "../../http/validation";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import { categoryCounts } from "./category-counts";
import type { ReferenceCache } from "../../db/reference-cache";
import { locationTreeIn, sectionsIn } from "./service";

export function sectionRoutes(db: Db, reference: ReferenceCache) {
  return new Hono()
    .get("/sections", async (c) => {
      c.header("Cache-Control", CACHE_POLICY.reference);
      c.header("Vary", "Accept-Language");
      const body: SectionsResponse = { data: await sectionsIn(db, requestLocale(c)) };
      return c.json(body);
    })
    .get("/sections/:section/categories", varyLanguage, queryOf(categoryCountsQuerySchema), async (c) => {
      // The slug is only looked up in the reference data: an unknown one is simply not there.
      const location = c.req.valid("query").location;
      const args = { section: c.req.param("section"), location, locale: requestLocale(c) };
      const known = await reference.get();
      if (!known.categoriesBySection.has(args.section)) return refuse(c, 404, "pageNotFound");
      const data = await categoryCounts(db, known, args);
      if (!data) return refuse(c, 404, "locationNotFound");
      c.header("Cache-Control", CACHE_POLICY.categoryCounts);
      const body: CategoryCountsResponse = { data };
      return c.json(body);
    })
    .get("/locations", async (c) => {
      c.header("Cache-Control", CACHE_POLICY.reference);
      c.header("Vary", "Accept-Language");
      const body: LocationsResponse = { data: await locationTreeIn(db, requestLocale(c)) };
      return c.json(body);
    });
}
