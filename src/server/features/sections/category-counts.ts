import { postListQuerySchema } from "../../../shared/contract/posts";
import type { CategoryCount } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { cachedCount } from "../../lib/listing-count-cache";
import { filterConditions } from "../../db/ad-filters";
import { countPosts } from "../../db/listing-repo";
import type { ReferenceData } from "../../db/reference-cache";

/**
 * A section's categories with the number of active ads in each (in a location and its cities, or
 * everywhere), counted as the category page counts its listing. The totals share the listings' count
 * cache: kept 30 s, answered stale while recounted, cleared by every ad write (a new ad counts at once).
 * Null for a section or location that does not exist.
 */
export async function categoryCounts(
  db: Db,
  reference: ReferenceData,
  args: { section: string; location: string | undefined; locale: Locale },
): Promise<CategoryCount[] | null> {
  const categories = reference.categoriesBySection.get(args.section);
  if (!categories || (args.location !== undefined && !reference.locationBySlug.has(args.location))) return null;
  return Promise.all(
    [...categories.values()].map(async (category) => {
      const query = postListQuerySchema.parse({
        section: args.section,
        category: category.slug,
        location: args.location,
      });
      const key = JSON.stringify(["category-count", args.section, category.slug, args.location ?? null]);
      const count = await cachedCount(key, () => countPosts(db, filterConditions(db, reference, query)));
      return { id: category.id, slug: category.slug, name: category.name[args.locale], count };
    }),
  );
}
