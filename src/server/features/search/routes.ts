import { Hono, type Context, type MiddlewareHandler } from "hono";
import { searchQuerySchema, suggestQuerySchema, type SuggestResponse } from "../../../shared/contract/search";
import type { Db } from "../../db/client";
import { CACHE_POLICY, varyLanguage, type CachePolicy } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { clientIp } from "../../http/client-ip";
import { refuse, tooManyRequests } from "../../http/refusals";
import { memoryLimit } from "../../lib/memory-limit";
import { queryOf } from "../../http/validation";
import { SearchTimeoutError } from "../../db/search-timeout";
import { createSearchReference } from "./reference";
import { searchSite } from "./service";
import { suggest } from "./suggest";

/** The answer with its Cache-Control, or 503 with Retry-After when PostgreSQL cancelled a statement. */
async function answered(c: Context, policy: CachePolicy, read: () => Promise<object>): Promise<Response> {
  let body: object;
  try {
    body = await read();
  } catch (error) {
    if (!(error instanceof SearchTimeoutError)) throw error;
    c.header("Retry-After", "5");
    return refuse(c, 503, "searchBusy");
  }
  c.header("Cache-Control", policy);
  return c.json(body);
}

/**
 * Searches one address may send a minute: far above a person's (a search a second; suggestions as fast as
 * anyone types), far below what would keep the database busy for everyone else.
 */
const SEARCHES_PER_MINUTE = 60;
const SUGGESTIONS_PER_MINUTE = 240;

/** Refuses a caller past `perMinute` (times the server's per-IP factor) with 429 before any query runs. */
function perAddress(perMinute: number, options: SearchRouteOptions): MiddlewareHandler {
  const limit = memoryLimit({ limit: perMinute * options.ipFactor, windowMs: 60_000 });
  return async (c, next) => {
    const limited = limit.take(clientIp(c, options.trustProxy));
    if (limited) return tooManyRequests(c, "searchLimit", limited);
    await next();
  };
}

export interface SearchRouteOptions {
  trustProxy: boolean;
  ipFactor: number;
}

/** The whole site's search: GET /v1/search and GET /v1/search/suggest. */
export function searchRoutes(db: Db, options: SearchRouteOptions) {
  const reference = createSearchReference(db);
  return new Hono()
    .get("/", perAddress(SEARCHES_PER_MINUTE, options), varyLanguage, queryOf(searchQuerySchema), (c) => {
      const query = c.req.valid("query");
      const fresh = /no-cache/i.test(c.req.header("Cache-Control") ?? "");
      return answered(c, CACHE_POLICY.ads, async () =>
        searchSite(db, await reference(), query, requestLocale(c), { fresh }),
      );
    })
    .get("/suggest", perAddress(SUGGESTIONS_PER_MINUTE, options), varyLanguage, queryOf(suggestQuerySchema), (c) => {
      const query = c.req.valid("query");
      return answered(c, CACHE_POLICY.suggestions, async (): Promise<SuggestResponse> => ({
        data: await suggest(db, await reference(), query, requestLocale(c)),
      }));
    });
}
