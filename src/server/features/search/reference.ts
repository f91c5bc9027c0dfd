import type { LocalizedText } from "../../../shared/contract/common";
import { sectionSlugSchema, type SectionSlug } from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { shortCache } from "../../lib/short-cache";
import { onReferenceChange } from "../../lib/reference-changes";
import { listLocations, listSectionsWithCategories } from "../../db/reference-repo";

interface NamedSection {
  id: number;
  slug: SectionSlug;
  name: LocalizedText;
}
interface NamedCategory {
  slug: string;
  section: SectionSlug;
  name: LocalizedText;
}
export interface Place {
  id: number;
  slug: string;
  kind: "state" | "city";
  parentId: number | null;
  code: string | null;
  name: LocalizedText;
}

/** What the site's search names besides ads: sections, categories and places, in every language. */
export interface SearchReference {
  sections: NamedSection[];
  sectionBySlug: ReadonlyMap<string, NamedSection>;
  sectionById: ReadonlyMap<number, NamedSection>;
  categories: NamedCategory[];
  places: Place[];
  placeBySlug: ReadonlyMap<string, Place>;
  placeById: ReadonlyMap<number, Place>;
}

async function load(db: Db): Promise<SearchReference> {
  const [[sectionRows, categoryRows], locationRows] = await Promise.all([
    listSectionsWithCategories(db),
    listLocations(db),
  ]);
  const sections = sectionRows.flatMap((row) => {
    const slug = sectionSlugSchema.safeParse(row.slug);
    return slug.success ? [{ id: row.id, slug: slug.data, name: row.name }] : [];
  });
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const categories = categoryRows.flatMap((row) => {
    const section = sectionById.get(row.sectionId);
    return section ? [{ slug: row.slug, section: section.slug, name: row.name }] : [];
  });
  const places = locationRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
  }));
  return {
    sections,
    sectionBySlug: new Map(sections.map((section) => [section.slug, section])),
    sectionById,
    categories,
    places,
    placeBySlug: new Map(places.map((place) => [place.slug, place])),
    placeById: new Map(places.map((place) => [place.id, place])),
  };
}

/** Read at most once a minute: sections, categories and places change rarely. */
export function createSearchReference(db: Db, ttlMs = 60_000): () => Promise<SearchReference> {
  const kept = shortCache<"reference", SearchReference>({ ttlMs, max: 1 });
  onReferenceChange(() => kept.clear());
  return () => kept.get("reference", () => load(db));
}

/** A place and, for a state, its cities: the ids a search in that place covers. */
export function placeIds(reference: SearchReference, place: Place): number[] {
  if (place.kind === "city") return [place.id];
  return [place.id, ...reference.places.filter((other) => other.parentId === place.id).map((other) => other.id)];
}
