import { Hono } from "hono";
import type { InfoDocumentResponse } from "../../../shared/contract/info-pages";
import type { SiteFiguresResponse } from "../../../shared/contract/site-figures";
import { DOCUMENT_PAGES, isDocumentPage } from "../../../shared/info-documents";
import type { Db } from "../../db/client";
import { CACHE_POLICY, varyLanguage } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { documentIn, siteFigures } from "../../db/info-documents";

/** The longest page name (`telegram-cdl`): a longer path segment is refused before any lookup. */
const DOCUMENT_PAGE_MAX = Math.max(...DOCUMENT_PAGES.map((page) => page.length));

/** `GET /v1/info-pages/{page}` in the caller's language, and the site's figures for /about. */
export function infoPageRoutes(db: Db, options: { teamEmail: string }) {
  return new Hono()
    .get("/info-pages/:page", varyLanguage, async (c) => {
      const page = c.req.param("page");
      // Only the known names reach the database; anything else (long, odd characters) is simply not a page.
      if (page.length > DOCUMENT_PAGE_MAX || !isDocumentPage(page)) return refuse(c, 404, "pageNotFound");
      const document = await documentIn(db, page, requestLocale(c), options.teamEmail);
      if (!document) return refuse(c, 404, "pageNotFound");
      c.header("Cache-Control", CACHE_POLICY.reference);
      const body: InfoDocumentResponse = { data: document };
      return c.json(body);
    })
    .get("/site-figures", async (c) => {
      c.header("Cache-Control", CACHE_POLICY.reference);
      const body: SiteFiguresResponse = { data: await siteFigures(db) };
      return c.json(body);
    });
}
