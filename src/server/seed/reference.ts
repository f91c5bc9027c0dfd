import type { Db } from "../db/client";
import { categories, locations, sections } from "../db/schema";
import { LOCATION_SEEDS } from "./locations-data";
import { SECTION_SEEDS } from "./sections-data";

/** Sections, categories and locations: the app's reference data, inserted once. */
export async function insertReferenceData(tx: Db): Promise<{ locations: number }> {
  let locationCount = 0;
  for (const [stateIndex, state] of LOCATION_SEEDS.entries()) {
    const [row] = await tx
      .insert(locations)
      .values({ slug: state.slug, kind: "state", code: state.code, name: state.name, sort: stateIndex })
      .returning({ id: locations.id });
    if (!row) throw new Error(`state ${state.slug} was not inserted`);
    locationCount += 1 + state.cities.length;
    if (state.cities.length > 0) {
      await tx
        .insert(locations)
        .values(
          state.cities.map((city, cityIndex) => ({
            slug: city.slug,
            kind: "city" as const,
            parentId: row.id,
            code: state.code,
            name: city.name,
            sort: cityIndex,
          })),
        );
    }
  }
  for (const [sectionIndex, section] of SECTION_SEEDS.entries()) {
    const [row] = await tx
      .insert(sections)
      .values({ slug: section.slug, name: section.name, sort: sectionIndex, adDays: section.adDays })
      .returning({ id: sections.id });
    if (!row) throw new Error(`section ${section.slug} was not inserted`);
    await tx
      .insert(categories)
      .values(
        section.categories.map((category, categoryIndex) => ({
          sectionId: row.id,
          slug: category.slug,
          name: category.name,
          sort: categoryIndex,
        })),
      );
  }
  return { locations: locationCount };
}
