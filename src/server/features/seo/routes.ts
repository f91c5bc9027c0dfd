import { Hono } from "hono";
import { seoGeneralQuerySchema, seoMetaQuerySchema, type SeoGeneralResponse } from "../../../shared/contract/seo-meta";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { requestOrigin } from "../../http/origin";
import { refuse } from "../../http/refusals";
import { queryOf } from "../../http/validation";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import type { ReferenceCache } from "../../db/reference-cache";
import { seoGeneral, seoMeta } from "./service";

/** The site's SEO block (GET /v1/seo/general) and each page's (GET /v1/seo/meta). */
export function seoRoutes(db: Db, reference: ReferenceCache) {
  return (
    new Hono()
      .get("/general", varyLanguage, queryOf(seoGeneralQuerySchema), async (c) => {
        const homeUrl = c.req.valid("query").home_url;
        const body: SeoGeneralResponse = {
          data: await seoGeneral(db, reference, requestLocale(c), requestOrigin(c), homeUrl),
        };
        c.header("Cache-Control", CACHE_POLICY.reference);
        return c.json(body);
      })
      // The texts follow the path's language; only an error follows Accept-Language.
      .get("/meta", varyLanguage, queryOf(seoMetaQuerySchema), async (c) => {
        const path = c.req.valid("query").path.split(/[?#]/)[0] ?? "/";
        const meta = await seoMeta(db, reference, path, requestOrigin(c));
        if (!meta) return refuse(c, 404, "pageNotFound");
        c.header("Cache-Control", CACHE_POLICY.reference);
        return c.json({ data: meta });
      })
  );
}
