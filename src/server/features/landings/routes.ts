import { Hono } from "hono";
import type { LandingResponse } from "../../../shared/contract/landings";
import { isLandingPage } from "../../../shared/landings";
import type { Db } from "../../db/client";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import type { ReferenceCache } from "../../db/reference-cache";
import { landing } from "./service";

export function landingRoutes(db: Db, reference: ReferenceCache) {
  return new Hono().get("/:page", varyLanguage, async (c) => {
    // Only the route table's landings: any other name (however long or odd) is simply not one of them.
    const page = c.req.param("page");
    if (!isLandingPage(page)) return refuse(c, 404, "pageNotFound");
    const data = await landing(db, await reference.get(), page, requestLocale(c));
    if (!data) return refuse(c, 404, "pageNotFound");
    c.header("Cache-Control", CACHE_POLICY.landing);
    const body: LandingResponse = { data };
    return c.json(body);
  });
}
