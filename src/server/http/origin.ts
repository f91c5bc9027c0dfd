import type { Context } from "hono";

const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/** The first value of a possibly comma-separated forwarded header (proxies append). */
function firstOf(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}

/**
 * The site's origin as the visitor sees it, for absolute URLs (canonical, hreflang, sitemap): the
 * proxy's X-Forwarded-Proto and X-Forwarded-Host when present and well-formed, else the request's own.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = firstOf(c.req.header("x-forwarded-proto"))?.toLowerCase();
  const host = firstOf(c.req.header("x-forwarded-host"));
  const scheme = proto === "https" || proto === "http" ? proto : url.protocol.slice(0, -1);
  const authority = host && HOST.test(host) ? host.toLowerCase() : url.host;
  return `${scheme}://${authority}`;
}
