import { and, count, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";

/** Active ads matching the conditions, counted by section id. */
export async function countsBySection(db: Db, conditions: SQL[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ sectionId: posts.sectionId, total: count() })
    .from(posts)
    .where(and(...conditions))
    .groupBy(posts.sectionId);
  return new Map(rows.map((row) => [row.sectionId, row.total]));
}

/** Ads with at least one photo. */
export const withPhotos = sql`jsonb_array_length(${posts.photos}) > 0`;
