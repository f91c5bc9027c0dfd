import { Hono } from "hono";
import { seoGeneralQuerySchema, seoMetaQuerySchema, type SeoGeneralResponse } from "../../../shared/contract/seo-meta";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { requestOrigin } from "../../http/origin";
import { refuse } from "../../http/refusals";
import { parseQuery } from "../../http/validation";
import type { ReferenceCache } from "../sections/reference-cache";
import { seoGeneral, seoMeta } from "./service";

/** SEO texts change by hand or as ads come and go: a few minutes of caching is enough. */
const CACHE = "public, max-age=300, stale-while-revalidate=3600";

/** The SEO blocks of spec section 7 (GET /v1/seo/general) and of every page (GET /v1/seo/meta). */
export function seoRoutes(db: Db, reference: ReferenceCache) {
  return new Hono()
    .get("/v1/seo/general", async (c) => {
      c.header("Vary", "Accept-Language");
      const query = parseQuery(c, seoGeneralQuerySchema);
      if (!query.ok) return query.response;
      const body: SeoGeneralResponse = {
        data: await seoGeneral(db, reference, requestLocale(c), requestOrigin(c), query.value.home_url),
      };
      c.header("Cache-Control", CACHE);
      return c.json(body);
    })
    .get("/v1/seo/meta", async (c) => {
      // The texts follow the path's language; only an error follows Accept-Language.
      c.header("Vary", "Accept-Language");
      const query = parseQuery(c, seoMetaQuerySchema);
      if (!query.ok) return query.response;
      const meta = await seoMeta(db, reference, query.value.path.split(/[?#]/)[0] ?? "/", requestOrigin(c));
      if (!meta) return refuse(c, 404, "pageNotFound");
      c.header("Cache-Control", CACHE);
      return c.json({ data: meta });
    });
}
