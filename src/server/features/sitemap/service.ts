import { LOCALES, PREFIXED_LOCALES, type Locale } from "../../../shared/locales";
import { buildPath, isParamValue, PROPERTY_TYPES, ROUTES, ROUTES_BY_ID, type RouteDef } from "../../../shared/routes";
import type { Db } from "../../db/client";
import { shortCache } from "../../lib/short-cache";
import type { ReferenceCache, ReferenceData } from "../../db/reference-cache";
import { activePostStatsBySection, activePostsOfSection, type SectionPostStats } from "./repo";
import { maxEntryBytes, MAX_SITEMAP_BYTES, type SitemapEntry } from "./xml";
import { DRIVER_JOB_SECTIONS } from "../../../shared/sections";

/** The protocol's limit of URLs in one sitemap file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page of the sitemap: a route entry with its parameters, listed once per language it has. */
interface Page {
  route: RouteDef;
  params: Record<string, string>;
  lastmod: Date | null;
}

const languagesOf = (route: RouteDef): Locale[] => LOCALES.filter((locale) => route.locales.includes(locale));

function entriesOf(page: Page): SitemapEntry[] {
  return languagesOf(page.route).map((locale) => ({ ...page, locale }));
}

/** A run of consecutive sitemap URLs that can produce any window of itself. */
interface Block {
  size: number;
  /** The longest path of the block, to bound a file's size. */
  longestPath: number;
  entries(from: number, to: number): Promise<SitemapEntry[]>;
}

const hasParams = (route: RouteDef) => route.pattern.replace("{location?}", "").includes("{");

/** Indexable pages without parameters, and every category page of the database (and property type). */
function referencePages(reference: ReferenceData): Page[] {
  const pages: Page[] = ROUTES.filter((route) => route.indexable && !hasParams(route)).map((route) => ({
    route,
    params: {},
    lastmod: null,
  }));
  const add = (routeId: string, params: Record<string, string>) => {
    const route = ROUTES_BY_ID.get(routeId);
    if (route?.indexable) pages.push({ route, params, lastmod: null });
  };
  for (const route of ROUTES) {
    if (route.id.startsWith("category.") && route.section) {
      for (const slug of reference.categoriesBySection.get(route.section)?.keys() ?? [])
        add(route.id, { category: slug });
    }
  }
  const driverCategories = new Set(
    DRIVER_JOB_SECTIONS.flatMap((section) => [...(reference.categoriesBySection.get(section)?.keys() ?? [])]),
  );
  for (const slug of driverCategories) add("drivers-category", { category: slug });
  for (const type of PROPERTY_TYPES) add("properties.type", { property_type: type });
  return pages;
}

function referenceBlock(reference: ReferenceData): Block {
  const entries = referencePages(reference).flatMap(entriesOf);
  return {
    size: entries.length,
    longestPath: Math.max(0, ...entries.map((entry) => buildPath(entry.route, entry.locale, entry).length)),
    entries: (from, to) => Promise.resolve(entries.slice(from, to)),
  };
}

/** One post route: each active post of its section, once per language of the route. */
function postBlock(db: Db, route: RouteDef, section: string, stats: SectionPostStats): Block {
  const perPost = route.locales.length;
  return {
    size: stats.total * perPost,
    longestPath: buildPath(route, "ua", { params: { slug: "x".repeat(stats.longestSlug) } }).length,
    async entries(from, to) {
      const first = Math.floor(from / perPost);
      const rows = await activePostsOfSection(db, section, Math.ceil(to / perPost) - first, first);
      return (
        rows
          .flatMap((row) => entriesOf({ route, params: { slug: row.slug }, lastmod: row.updatedAt }))
          .slice(from - first * perPost, to - first * perPost)
          // A slug the route table cannot match would be a 404: it stays out (its place stays empty).
          .filter((entry) => isParamValue(entry.params.slug ?? ""))
      );
    },
  };
}

export interface Sitemap {
  total: number;
  /** URLs per file: the configured limit, lowered when files of that many URLs could pass 50 MB. */
  perPart: number;
  parts: number;
  /** The URLs of part n (1-based). */
  part(n: number): Promise<SitemapEntry[]>;
}

/**
 * The sitemap as an ordered list of blocks (pages of the route table and categories first, then
 * posts section by section), so any part is produced from one or two small queries, never the
 * whole list. Post counts are kept a minute: crawlers fetch the index and its parts in a burst.
 */
export function createSitemapPlanner(db: Db, reference: ReferenceCache, limit: number, ttlMs = 60_000) {
  const stats = shortCache<"stats", Map<string, SectionPostStats>>({ ttlMs, max: 1 });
  const postStats = () => stats.get("stats", () => activePostStatsBySection(db));

  return async function plan(origin: string): Promise<Sitemap> {
    const [data, counts] = await Promise.all([reference.get(), postStats()]);
    const blocks: Block[] = [referenceBlock(data)];
    for (const route of ROUTES) {
      const sectionStats = route.section ? counts.get(route.section) : undefined;
      if (route.kind === "post" && route.indexable && route.section && sectionStats && sectionStats.total > 0) {
        blocks.push(postBlock(db, route, route.section, sectionStats));
      }
    }
    const total = blocks.reduce((sum, block) => sum + block.size, 0);
    const longestUrl = origin.length + Math.max(...blocks.map((block) => block.longestPath));
    const perPart = Math.max(
      1,
      Math.min(limit, Math.floor(MAX_SITEMAP_BYTES / maxEntryBytes(longestUrl, LOCALES.length + 1))),
    );
    return {
      total,
      perPart,
      parts: Math.max(1, Math.ceil(total / perPart)),
      async part(n) {
        const start = (n - 1) * perPart;
        const end = start + perPart;
        const entries: SitemapEntry[] = [];
        let offset = 0;
        for (const block of blocks) {
          const from = Math.max(start - offset, 0);
          const to = Math.min(end - offset, block.size);
          if (from < to) entries.push(...(await block.entries(from, to)));
          offset += block.size;
          if (offset >= end) break;
        }
        return entries;
      },
    };
  };
}

/** Private and flow pages stay out of search engines (each with its language prefixes). */
const DISALLOWED = ["/profile/", "/auth/", "/form/", "/requests", "/statistic"];

export function robotsTxt(origin: string): string {
  const prefixes = ["", ...PREFIXED_LOCALES.map((locale) => `/${locale}`)];
  const lines = ["User-agent: *", "Allow: /"];
  for (const prefix of prefixes) for (const path of DISALLOWED) lines.push(`Disallow: ${prefix}${path}`);
  // Forms also live under a location: /chicago/form/job, /ua/chicago/form/job.
  lines.push("Disallow: /*/form/", "", `Sitemap: ${origin}/sitemap.xml`, "");
  return lines.join("\n");
}
