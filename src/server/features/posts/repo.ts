import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, locations, posts, sections } from "../../db/schema";

export interface PostListFilter {
  sectionSlug?: string | undefined;
  locationSlug?: string | undefined;
}

function whereOf(db: Db, filter: PostListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(posts.status, "active")];
  if (filter.sectionSlug) conditions.push(eq(sections.slug, filter.sectionSlug));
  if (filter.locationSlug) {
    // The location itself and, for a state, its cities.
    const place = db.select({ id: locations.id }).from(locations).where(eq(locations.slug, filter.locationSlug));
    const within = db
      .select({ id: locations.id })
      .from(locations)
      .where(or(eq(locations.slug, filter.locationSlug), inArray(locations.parentId, place)));
    conditions.push(inArray(posts.locationId, within));
  }
  return and(...conditions);
}

export async function countPosts(db: Db, filter: PostListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(whereOf(db, filter));
  return row?.total ?? 0;
}

/** One page of active posts, newest first (id breaks ties so pages never overlap). */
export function listPostCards(db: Db, filter: PostListFilter, limit: number, offset: number) {
  return db
    .select({
      id: posts.id,
      section: sections.slug,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      lang: posts.lang,
      price: posts.price,
      promotedUntil: posts.promotedUntil,
      createdAt: posts.createdAt,
      locationSlug: locations.slug,
      locationName: locations.name,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(whereOf(db, filter))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}
