import { setImmediate as nextTurn } from "node:timers/promises";
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { CACHE_POLICY } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { serverMessage } from "../../http/messages";
import { requestOrigin } from "../../http/origin";
import type { ReferenceCache } from "../../db/reference-cache";
import { createSitemapPlanner, robotsTxt, SITEMAP_MAX_URLS } from "./service";
import { sitemapIndexXml, urlsetChunks } from "./xml";

const XML = "application/xml; charset=utf-8";

/** Streams text chunks, letting other requests run between them (a part of 50 000 URLs is ~40 MB). */
function streamOf(chunks: Iterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.iterator]();
  return new ReadableStream({
    async pull(controller) {
      await nextTurn();
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

function xmlResponse(c: Context, body: string | ReadableStream<Uint8Array>) {
  c.header("Cache-Control", CACHE_POLICY.sitemap);
  c.header("Content-Type", XML);
  return c.body(body);
}

/**
 * /sitemap.xml (one <urlset>, or a <sitemapindex> of /sitemaps/{n}.xml parts when there are more
 * URLs than fit one file) and /robots.txt, with absolute URLs of the origin the visitor used.
 */
export function sitemapRoutes(deps: { db: Db; reference: ReferenceCache; urlLimit?: number }) {
  const limit = Math.min(Math.max(1, deps.urlLimit ?? SITEMAP_MAX_URLS), SITEMAP_MAX_URLS);
  const plan = createSitemapPlanner(deps.db, deps.reference, limit);
  return new Hono()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", CACHE_POLICY.sitemap);
      return c.text(robotsTxt(requestOrigin(c)));
    })
    .get("/sitemap.xml", async (c) => {
      const origin = requestOrigin(c);
      const sitemap = await plan(origin);
      if (sitemap.parts === 1) return xmlResponse(c, streamOf(urlsetChunks(await sitemap.part(1), origin)));
      const parts = Array.from({ length: sitemap.parts }, (_, index) => `${origin}/sitemaps/${index + 1}.xml`);
      return xmlResponse(c, sitemapIndexXml(parts));
    })
    .get("/sitemaps/:file{[1-9][0-9]{0,5}\\.xml}", async (c) => {
      const origin = requestOrigin(c);
      const n = Number.parseInt(c.req.param("file"), 10);
      const sitemap = await plan(origin);
      if (n > sitemap.parts) return c.json({ message: serverMessage(requestLocale(c), "notFound") }, 404);
      return xmlResponse(c, streamOf(urlsetChunks(await sitemap.part(n), origin)));
    });
}
