import { alternatesOf } from "../../../shared/head";
import type { Locale } from "../../../shared/locales";
import { buildPath, type RouteDef } from "../../../shared/routes";
import { escapeMarkup } from "../../html/escape";

/** One <url> of a sitemap: a page in one language. */
export interface SitemapEntry {
  route: RouteDef;
  locale: Locale;
  params: Record<string, string>;
  lastmod: Date | null;
}

/**
 * The protocol's size limit of one file, uncompressed (https://www.sitemaps.org/protocol.html), less room for the
 * wrapper.
 */
export const MAX_SITEMAP_BYTES = 52_428_800 - 1024;

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const URL_OPEN = "<url><loc>";
const LOC_CLOSE = "</loc>";
const LASTMOD = "<lastmod>0000-00-00T00:00:00.000Z</lastmod>";
const LINK_OPEN = '<xhtml:link rel="alternate" hreflang="x-default" href="';
const LINK_CLOSE = '"/>';
const URL_CLOSE = "</url>\n";

/**
 * The most bytes one <url> can take with URLs of at most `longestUrl` characters (ASCII: slugs,
 * segments and origin never need escaping) and `links` alternates; it bounds the URLs per file.
 */
export function maxEntryBytes(longestUrl: number, links: number): number {
  const link = LINK_OPEN.length + longestUrl + LINK_CLOSE.length;
  return URL_OPEN.length + longestUrl + LOC_CLOSE.length + LASTMOD.length + links * link + URL_CLOSE.length;
}

function urlXml(entry: SitemapEntry, origin: string): string {
  const values = { params: entry.params };
  let xml = `${URL_OPEN}${escapeMarkup(origin + buildPath(entry.route, entry.locale, values))}${LOC_CLOSE}`;
  if (entry.lastmod) xml += `<lastmod>${entry.lastmod.toISOString()}</lastmod>`;
  for (const alternate of alternatesOf(entry.route, values, origin)) {
    xml +=
      `<xhtml:link rel="alternate" hreflang="${escapeMarkup(alternate.hreflang)}" ` +
      `href="${escapeMarkup(alternate.href)}"/>`;
  }
  return xml + URL_CLOSE;
}

/**
 * A <urlset> with hreflang alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap),
 * in chunks: a 40 MB file is written piece by piece, never as one string.
 */
export function* urlsetChunks(entries: readonly SitemapEntry[], origin: string, chunkSize = 1000): Generator<string> {
  yield `${HEADER}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (let start = 0; start < entries.length; start += chunkSize) {
    yield entries
      .slice(start, start + chunkSize)
      .map((entry) => urlXml(entry, origin))
      .join("");
  }
  yield "</urlset>\n";
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`);
  return [HEADER, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, "</sitemapindex>", ""].join("\n");
}
