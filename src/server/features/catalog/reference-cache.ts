import type { LocalizedText } from "../../../shared/contract/common";
import type { Db } from "../../db/client";
import { listLocations, listSectionsWithCategories } from "./repo";

export interface LocationEntry {
  id: number;
  slug: string;
  kind: "state" | "city";
  code: string | null;
  name: LocalizedText;
}

export interface CategoryEntry {
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
}

export interface ReferenceCache {
  get(): Promise<ReferenceData>;
}

async function load(db: Db): Promise<ReferenceData> {
  const [locationRows, [sectionRows, categoryRows]] = await Promise.all([listLocations(db), listSectionsWithCategories(db)]);
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
  return { locationBySlug, stateByCode, sectionIdBySlug, categoriesBySection };
}

/**
 * Locations and categories change rarely and every page request needs them: they are read once a
 * minute at most, so a page costs no query for them. Concurrent callers share one load; a failed
 * load is not kept.
 */
export function createReferenceCache(db: Db, ttlMs = 60_000): ReferenceCache {
  let current: { data: Promise<ReferenceData>; at: number } | null = null;
  return {
    get() {
      if (current && Date.now() - current.at < ttlMs) return current.data;
      const data = load(db);
      const entry = { data, at: Date.now() };
      current = entry;
      data.catch(() => {
        if (current === entry) current = null;
      });
      return data;
    },
  };
}
