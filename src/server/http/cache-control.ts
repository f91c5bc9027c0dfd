import type { MiddlewareHandler } from "hono";

/**
 * Answers that show ads (listings, an ad, a user's feed, news): any cache may keep them, but must ask
 * the server again before each use (a 30 s max-age let a browser show an ad as it was before its
 * author's edit). The server's own short caches are dropped on every ad write ("ads changed", lib/ad-events.ts),
 * so asking again is cheap and always current. See docs/decisions.md, "Caches between a write and a read".
 */
export const ADS_CACHE_CONTROL = "public, no-cache";

/**
 * Headers every answer of a route carries, the validators' refusals included: they are set before the
 * validators run, and a handler may still set its own.
 */
export function answerHeaders(headers: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  };
}

/** A write's answer, right or refused, is never kept by any cache. */
export const noStore = answerHeaders({ "Cache-Control": "no-store" });
/** A read of the caller's own data is never kept by any cache. */
export const privateNoStore = answerHeaders({ "Cache-Control": "private, no-store" });
/** An answer in the caller's language, its refusals included. */
export const varyLanguage = answerHeaders({ Vary: "Accept-Language" });
