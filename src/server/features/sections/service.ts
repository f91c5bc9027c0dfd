import type { LocationNode } from "../../../shared/contract/locations";
import { sectionSlugSchema, type Section } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { TIME_ZONE_BY_LOCATION } from "../../seed/locations-data";
import { listLocations, listSectionsWithCategories } from "../../db/reference-repo";

export async function sectionsIn(db: Db, locale: Locale): Promise<Section[]> {
  const [sectionRows, categoryRows] = await listSectionsWithCategories(db);
  return sectionRows.map((section) => ({
    id: section.id,
    slug: sectionSlugSchema.parse(section.slug),
    name: section.name[locale],
    categories: categoryRows
      .filter((category) => category.sectionId === section.id)
      .map((category) => ({ id: category.id, slug: category.slug, name: category.name[locale] })),
  }));
}

/** States with their cities, each level sorted by name in the caller's language. */
export async function locationTreeIn(db: Db, locale: Locale): Promise<LocationNode[]> {
  const rows = await listLocations(db);
  const collator = new Intl.Collator(locale === "ua" ? "uk" : locale);
  const nodes = new Map<number, LocationNode & { parentId: number | null }>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name[locale],
      kind: row.kind,
      time_zone: TIME_ZONE_BY_LOCATION.get(row.slug) ?? null,
      children: [],
      parentId: row.parentId,
    });
  }
  const roots: LocationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const strip = (node: LocationNode & { parentId?: number | null }): LocationNode => ({
    id: node.id,
    slug: node.slug,
    name: node.name,
    kind: node.kind,
    time_zone: node.time_zone,
    children: node.children.sort((a, b) => collator.compare(a.name, b.name)).map(strip),
  });
  return roots.sort((a, b) => collator.compare(a.name, b.name)).map(strip);
}
