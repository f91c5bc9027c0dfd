import { Hono } from "hono";
import { searchQuerySchema, suggestQuerySchema, type SuggestResponse } from "../../../shared/contract/search";
import type { Db } from "../../db/client";
import { ADS_CACHE_CONTROL, varyLanguage } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { queryOf } from "../../http/validation";
import { SearchTimeoutError } from "../posts/service";
import { createSearchReference } from "./reference";
import { searchSite } from "./service";
import { suggest } from "./suggest";

/** Suggestions change only as ads do: a browser may keep them a minute. */
const SUGGEST_CACHE_CONTROL = "public, max-age=60";

/** The whole site's search: GET /v1/search and GET /v1/search/suggest. */
export function searchRoutes(db: Db) {
  const reference = createSearchReference(db);
  return new Hono()
    .get("/", varyLanguage, queryOf(searchQuerySchema), async (c) => {
      const query = c.req.valid("query");
      try {
        const fresh = /no-cache/i.test(c.req.header("Cache-Control") ?? "");
        const body = await searchSite(db, await reference(), query, requestLocale(c), { fresh });
        c.header("Cache-Control", ADS_CACHE_CONTROL);
        return c.json(body);
      } catch (error) {
        if (!(error instanceof SearchTimeoutError)) throw error;
        c.header("Retry-After", "5");
        return refuse(c, 503, "searchBusy");
      }
    })
    .get("/suggest", varyLanguage, queryOf(suggestQuerySchema), async (c) => {
      const query = c.req.valid("query");
      try {
        const data = await suggest(db, await reference(), query, requestLocale(c));
        c.header("Cache-Control", SUGGEST_CACHE_CONTROL);
        const body: SuggestResponse = { data };
        return c.json(body);
      } catch (error) {
        if (!(error instanceof SearchTimeoutError)) throw error;
        c.header("Retry-After", "5");
        return refuse(c, 503, "searchBusy");
      }
    });
}
