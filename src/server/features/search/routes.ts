import { Hono, type Context } from "hono";
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

/** The answer with its Cache-Control, or 503 with Retry-After when PostgreSQL cancelled a statement. */
async function answered(c: Context, cacheControl: string, read: () => Promise<object>): Promise<Response> {
  let body: object;
  try {
    body = await read();
  } catch (error) {
    if (!(error instanceof SearchTimeoutError)) throw error;
    c.header("Retry-After", "5");
    return refuse(c, 503, "searchBusy");
  }
  c.header("Cache-Control", cacheControl);
  return c.json(body);
}

/** The whole site's search: GET /v1/search and GET /v1/search/suggest. */
export function searchRoutes(db: Db) {
  const reference = createSearchReference(db);
  return new Hono()
    .get("/", varyLanguage, queryOf(searchQuerySchema), (c) => {
      const query = c.req.valid("query");
      const fresh = /no-cache/i.test(c.req.header("Cache-Control") ?? "");
      return answered(c, ADS_CACHE_CONTROL, async () =>
        searchSite(db, await reference(), query, requestLocale(c), { fresh }),
      );
    })
    .get("/suggest", varyLanguage, queryOf(suggestQuerySchema), (c) => {
      const query = c.req.valid("query");
      return answered(c, SUGGEST_CACHE_CONTROL, async (): Promise<SuggestResponse> => ({
        data: await suggest(db, await reference(), query, requestLocale(c)),
      }));
    });
}
