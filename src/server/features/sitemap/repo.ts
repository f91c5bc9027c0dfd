import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts, sections } from "../../db/schema";

export interface SectionPostStats {
  total: number;
  /** The longest slug, to bound the size of a sitemap file. */
  longestSlug: number;
}

/** Active posts per section slug: one grouped query sizes the whole sitemap. */
export async function activePostStatsBySection(db: Db): Promise<Map<string, SectionPostStats>> {
  const rows = await db
    .select({
      section: sections.slug,
      total: count(),
      longestSlug: sql<number>`coalesce(max(length(${posts.slug})), 0)::int`,
    })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(eq(posts.status, "active"))
    .groupBy(sections.slug);
  return new Map(rows.map((row) => [row.section, { total: row.total, longestSlug: row.longestSlug }]));
}

/** A window of a section's active posts, in the order of the section's index (newest first). */
export function activePostsOfSection(db: Db, sectionSlug: string, limit: number, offset: number) {
  return db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .where(and(eq(sections.slug, sectionSlug), eq(posts.status, "active")))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}
