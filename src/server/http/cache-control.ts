import type { MiddlewareHandler } from "hono";

/**
 * Every Cache-Control the server sends, named by what the answer is; a route picks a name, never writes a value
 * (tests/unit/cache-policies.test.ts fails on a literal). Ads are asked again before each use, not kept a while: a
 * 30 s max-age let a browser show an ad as it was before its author's edit, and the server's own short caches are
 * dropped on every ad write ("ads changed", lib/ad-events.ts), so asking again is cheap and always current.
 */
export const CACHE_POLICY = {
  /** A write's answer, right or refused: no cache keeps it, the browser's included. */
  write: "no-store",
  /** Answers holding sign-in tokens, codes or reset links: kept nowhere, not even on the caller's disk. */
  secret: "no-store",
  /** True only now (the health check, the test clock, a catalog a deployment may add): a kept copy is soon wrong. */
  live: "no-store",
  /** The caller's own data, or what depends on who or where they are: kept nowhere, shared by nobody. */
  own: "private, no-store",
  /** Shaped by the caller (their language cookie, their hide_cv): their browser keeps it and asks again each use. */
  personal: "private, no-cache",
  /** Ads (listings, an ad, search, feeds, news, reviews): any cache keeps them but asks again before each use. */
  ads: "public, no-cache",
  /** Sections, places, SEO texts, documents, banners change by hand: 5 min anywhere, an hour stale while refetched. */
  reference: "public, max-age=300, stale-while-revalidate=3600",
  /** Browsers ask every time (the server's count cache is cleared by ad writes); shared caches keep it 30 s. */
  categoryCounts: "public, max-age=0, s-maxage=30",
  /** The popup's total of all ads, a scan: half a minute anywhere, 5 min stale while it is recounted. */
  publicationCount: "public, max-age=30, stale-while-revalidate=300",
  /** A landing is kept by the server a minute: other caches may keep it as long. */
  landing: "public, max-age=60",
  /** Search suggestions change only as ads do: a browser may keep them a minute. */
  suggestions: "public, max-age=60",
  /** Where an old path leads (the redirects API) is edited in the database: a few minutes only. */
  redirectLookup: "public, max-age=300",
  /** A 301/302 the pages answer comes from the database and may be edited: an hour, not for ever. */
  redirect: "public, max-age=3600",
  /** Sitemaps and robots.txt: crawlers fetch them rarely, an hour keeps repeated fetches off the database. */
  sitemap: "public, max-age=3600",
  /** The compiled message catalogs change only with a deployment: a day. */
  catalog: "public, max-age=86400",
  /** HTML pages: kept, but asked again on every visit so a deployment or an edited ad shows at once. */
  page: "no-cache",
  /** The build's unhashed files (service worker, manifest, icons): their name stays, so asked again each use. */
  unhashedFile: "no-cache",
  /** The build's hashed assets: a new build gives new names, so any cache keeps them a year. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Uploaded photos: a storage key is never reused for other bytes, so any cache keeps them a year. */
  photo: "public, max-age=31536000, immutable",
} as const;

/** One of the table's values: what a helper that sets Cache-Control takes instead of a string. */
export type CachePolicy = (typeof CACHE_POLICY)[keyof typeof CACHE_POLICY];

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
export const noStore = answerHeaders({ "Cache-Control": CACHE_POLICY.write });
/** A read of the caller's own data is never kept by any cache. */
export const privateNoStore = answerHeaders({ "Cache-Control": CACHE_POLICY.own });
/** An answer in the caller's language, its refusals included. */
export const varyLanguage = answerHeaders({ Vary: "Accept-Language" });
