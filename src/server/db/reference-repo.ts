import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { categories, locations, posts, sections } from "./schema";

export function listSectionsWithCategories(db: Db) {
  return Promise.all([
    db.select().from(sections).orderBy(asc(sections.sort), asc(sections.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
  ]);
}

export function listLocations(db: Db) {
  return db.select().from(locations).orderBy(asc(locations.sort), asc(locations.id));
}

/** The tags (fields.tags) of every active news article, one array per article. */
export function listNewsTags(db: Db) {
  return db
    .select({ tags: sql<unknown>`${posts.fields}->'tags'` })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(
      and(eq(sections.slug, "news"), eq(posts.status, "active"), sql`jsonb_typeof(${posts.fields}->'tags') = 'array'`),
    );
}
