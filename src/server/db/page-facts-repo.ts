import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { categories, locations, posts, sections, users } from "./schema";

/**
 * The active post a detail page shows, with its category for the breadcrumbs. Found by the unique
 * (section, slug) index alone; the status is checked on the one row, so the planner is never
 * tempted to combine the index with the large status index (it did, at 120k posts, without statistics).
 */
export async function findActivePost(db: Db, sectionSlug: string, slug: string) {
  const [row] = await db
    .select({
      status: posts.status,
      title: posts.title,
      excerpt: posts.excerpt,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
      categorySlug: categories.slug,
      categoryName: categories.name,
      fields: posts.fields,
      companyName: sql<string | null>`${posts.contact}->>'company_name'`,
      locationName: locations.name,
      locationCode: locations.code,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .where(and(eq(sections.slug, sectionSlug), eq(posts.slug, slug)))
    .limit(1);
  return row?.status === "active" ? row : null;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}
