import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { categories, locations, postCategories, postLocations, posts, sections, users } from "./schema";
import { cardColumns } from "./ad-cards";

/**
 * A post by its unique (section, slug) index, whatever its status: the caller checks the status on
 * the row (with the status in the WHERE clause the planner once combined indexes and took 140 ms).
 */
export async function findPost(db: Db, sectionId: number, slug: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      status: posts.status,
      categoryId: posts.categoryId,
      content: posts.content,
      contact: posts.contact,
      updatedAt: posts.updatedAt,
      viewCount: posts.viewCount,
      photos: posts.photos,
      authorId: users.id,
      authorName: users.name,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.sectionId, sectionId), eq(posts.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Every location the ad is shown in. */
export function postLocationList(db: Db, postId: number) {
  return db
    .select({ slug: locations.slug, name: locations.name })
    .from(postLocations)
    .innerJoin(locations, eq(locations.id, postLocations.locationId))
    .where(eq(postLocations.postId, postId))
    .orderBy(asc(locations.sort), asc(locations.id));
}

/** Every category of the ad. */
export function postCategoryList(db: Db, postId: number) {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(postCategories)
    .innerJoin(categories, eq(categories.id, postCategories.categoryId))
    .where(eq(postCategories.postId, postId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** What a phone reveal needs: the ad's section, status and contacts. */
export async function findPostContact(db: Db, id: number) {
  const [row] = await db
    .select({ status: posts.status, section: sections.slug, contact: posts.contact })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.id, id))
    .limit(1);
  return row ?? null;
}
