import type { Db } from "../db/client";
import { categories, locations, sections } from "../db/schema";

/** Slug → id maps of the reference data, for seeds that refer to it by slug. */
export async function referenceIds(db: Db) {
  const [sectionRows, categoryRows, locationRows] = await Promise.all([
    db.select({ id: sections.id, slug: sections.slug }).from(sections),
    db.select({ id: categories.id, slug: categories.slug, sectionId: categories.sectionId }).from(categories),
    db.select({ id: locations.id, slug: locations.slug }).from(locations),
  ]);
  const section = new Map(sectionRows.map((row) => [row.slug, row.id]));
  const category = new Map(categoryRows.map((row) => [`${row.sectionId}:${row.slug}`, row.id]));
  const location = new Map(locationRows.map((row) => [row.slug, row.id]));
  return {
    section(slug: string): number {
      const id = section.get(slug);
      if (id === undefined) throw new Error(`unknown section ${slug}`);
      return id;
    },
    category(sectionId: number, slug: string): number {
      const id = category.get(`${sectionId}:${slug}`);
      if (id === undefined) throw new Error(`unknown category ${slug} of section ${sectionId}`);
      return id;
    },
    location(slug: string): number {
      const id = location.get(slug);
      if (id === undefined) throw new Error(`unknown location ${slug}`);
      return id;
    },
  };
}
