import type { LocalizedText } from "../../shared/contract/common";
import type { Db } from "./client";
import { shortCache } from "../lib/short-cache";
import { tagSlugOf } from "../seed/text";
import { onReferenceChange } from "../lib/reference-changes";
import { listLocations, listNewsTags, listSectionsWithCategories } from "./reference-repo";

export interface LocationEntry {
  id: number;
  slug: string;
  kind: "state" | "city";
  code: string | null;
  name: LocalizedText;
}

interface CategoryEntry {
  id: number;
  slug: string;
  name: LocalizedText;
}

export interface ReferenceData {
  locationBySlug: ReadonlyMap<string, LocationEntry>;
  /** States by their two-letter code ("IL"). */
  stateByCode: ReadonlyMap<string, LocationEntry>;
  /** Section slug → its id. */
  sectionIdBySlug: ReadonlyMap<string, number>;
  /** Section slug → its categories by slug, in menu order. */
  categoriesBySection: ReadonlyMap<string, ReadonlyMap<string, CategoryEntry>>;
  /** News tags by the slug of their page, most used first. */
  newsTags: ReadonlyMap<string, NewsTagEntry>;
}

interface NewsTagEntry {
  slug: string;
  /** The most used spelling names the page. */
  name: string;
  /** Every spelling with this slug ("USCIS", "uscis"): the page lists them all. */
  names: string[];
  count: number;
}

/** Tags grouped by slug: a tag's page lists every spelling of it. */
function tagsBySlug(rows: readonly { tags: unknown }[]): Map<string, NewsTagEntry> {
  const spellings = new Map<string, Map<string, number>>();
  for (const { tags } of rows) {
    if (!Array.isArray(tags)) continue;
    for (const tag of new Set(tags.filter((value): value is string => typeof value === "string"))) {
      const slug = tagSlugOf(tag);
      if (!slug) continue;
      const counts = spellings.get(slug) ?? new Map<string, number>();
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
      spellings.set(slug, counts);
    }
  }
  const entries = [...spellings].map(([slug, counts]) => {
    const names = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    const count = [...counts.values()].reduce((sum, value) => sum + value, 0);
    return { slug, name: names[0] ?? slug, names, count };
  });
  return new Map(
    entries.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).map((entry) => [entry.slug, entry]),
  );
}

export interface ReferenceCache {
  get(): Promise<ReferenceData>;
}

async function load(db: Db): Promise<ReferenceData> {
  const [locationRows, [sectionRows, categoryRows], tagRows] = await Promise.all([
    listLocations(db),
    listSectionsWithCategories(db),
    listNewsTags(db),
  ]);
  const locationBySlug = new Map<string, LocationEntry>();
  const stateByCode = new Map<string, LocationEntry>();
  for (const row of locationRows) {
    const entry: LocationEntry = { id: row.id, slug: row.slug, kind: row.kind, code: row.code, name: row.name };
    locationBySlug.set(row.slug, entry);
    if (row.kind === "state" && row.code) stateByCode.set(row.code, entry);
  }
  const categoriesBySection = new Map<string, Map<string, CategoryEntry>>();
  const sectionSlug = new Map(sectionRows.map((row) => [row.id, row.slug]));
  for (const section of sectionRows) categoriesBySection.set(section.slug, new Map());
  for (const row of categoryRows) {
    const slug = sectionSlug.get(row.sectionId);
    if (slug) categoriesBySection.get(slug)?.set(row.slug, { id: row.id, slug: row.slug, name: row.name });
  }
  const sectionIdBySlug = new Map(sectionRows.map((row) => [row.slug, row.id]));
  return { locationBySlug, stateByCode, sectionIdBySlug, categoriesBySection, newsTags: tagsBySlug(tagRows) };
}

/**
 * Locations, categories and news tags change rarely and every page request needs them: they are read once a
 * minute at most, so a page costs no query for them. Concurrent callers share one load; a failed
 * load is not kept.
 */
export function createReferenceCache(db: Db, ttlMs = 60_000): ReferenceCache {
  const kept = shortCache<"reference", ReferenceData>({ ttlMs, max: 1 });
  onReferenceChange(() => kept.clear());
  return { get: () => kept.get("reference", () => load(db)) };
}
