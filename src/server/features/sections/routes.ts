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
import { varyLanguage } from "../../http/cache-control";
import { categoryCounts } from "./category-counts";
import type { ReferenceCache } from "../../db/reference-cache";
import { locationTreeIn, sectionsIn } from "./service";

/** Sections and locations change rarely: shared caches may keep them for a few minutes. */
const CACHE = "public, max-age=300, stale-while-revalidate=3600";

/**
 * Browsers ask every time (answered from the server's count cache, cleared by every ad write, so an
 * author sees their ad counted at once); shared caches may keep a count half a minute.
 */
const COUNTS_CACHE = "public, max-age=0, s-maxage=30";

export function sectionRoutes(db: Db, reference: ReferenceCache) {
  return new Hono()
    .get("/sections", async (c) => {
      c.header("Cache-Control", CACHE);
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
      c.header("Cache-Control", COUNTS_CACHE);
      const body: CategoryCountsResponse = { data };
      return c.json(body);
    })
    .get("/locations", async (c) => {
      c.header("Cache-Control", CACHE);
      c.header("Vary", "Accept-Language");
      const body: LocationsResponse = { data: await locationTreeIn(db, requestLocale(c)) };
      return c.json(body);
    });
}
