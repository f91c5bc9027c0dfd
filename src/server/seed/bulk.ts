import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { locations, postCategories, postLocations, posts, seedRuns, users } from "../db/schema";
import { demoPosts } from "./demo-posts";
import { referenceIds } from "./lookup";
import { excerptOf, slugOf } from "./text";

const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * Tops the database up to `target` generated posts for benchmarks: the demo posts' texts spread
 * over every city and the last year, deterministic for a given target.
 */
export async function seedBulk(
  db: Db,
  target: number,
  onProgress?: (done: number) => void,
): Promise<{ added: number; total: number }> {
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, "bulk"));
  const existing = typeof run?.detail?.posts === "number" ? run.detail.posts : 0;
  if (existing >= target) {
    // A database seeded earlier may never have been analysed (PGlite has no autovacuum).
    await analyzePosts(db);
    return { added: 0, total: existing };
  }

  const ids = await referenceIds(db);
  const templates = demoPosts();
  const cityIds = (await db.select({ id: locations.id }).from(locations).where(eq(locations.kind, "city"))).map(
    (row) => row.id,
  );
  const userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  if (cityIds.length === 0 || templates.length === 0) throw new Error("seed the reference and demo data first");
  const base = Date.UTC(2026, 0, 1);

  for (let start = existing; start < target; start += BATCH) {
    const end = Math.min(target, start + BATCH);
    await db.transaction(async (tx) => {
      const rows = [];
      for (let n = start; n < end; n++) {
        const template = templates[n % templates.length];
        if (!template) throw new Error("no template");
        const sectionId = ids.section(template.section);
        const createdAt = new Date(base - ((n * 7_919) % 365) * DAY_MS - (n % 86_400) * 1000);
        rows.push({
          sectionId,
          categoryId: ids.category(sectionId, template.category),
          locationId: cityIds[(n * 31) % cityIds.length] ?? null,
          userId: userIds.length ? (userIds[n % userIds.length] ?? null) : null,
          slug: `${slugOf(template.title, 60)}-b${n + 1}`,
          lang: template.lang,
          title: template.title,
          content: template.content,
          excerpt: excerptOf(template.content),
          price: template.price,
          fields: template.fields,
          contact: template.contact,
          viewCount: (n * 13) % 500,
          isSeed: true,
          createdAt,
          postedAt: createdAt,
          updatedAt: createdAt,
        });
      }
      const inserted = await tx
        .insert(posts)
        .values(rows)
        .returning({ id: posts.id, categoryId: posts.categoryId, locationId: posts.locationId });
      const categoryLinks = inserted.flatMap((row) =>
        row.categoryId ? [{ postId: row.id, categoryId: row.categoryId }] : [],
      );
      const locationLinks = inserted.flatMap((row) =>
        row.locationId ? [{ postId: row.id, locationId: row.locationId }] : [],
      );
      if (categoryLinks.length) await tx.insert(postCategories).values(categoryLinks);
      if (locationLinks.length) await tx.insert(postLocations).values(locationLinks);
      await tx
        .insert(seedRuns)
        .values({ name: "bulk", detail: { posts: end } })
        .onConflictDoUpdate({ target: seedRuns.name, set: { detail: { posts: end }, ranAt: new Date() } });
    });
    onProgress?.(end);
  }
  await analyzePosts(db);
  return { added: target - existing, total: target };
}

/**
 * Planner statistics for the generated rows: PGlite has no autovacuum, and without them PostgreSQL takes
 * "status = 'active'" for a rare value and picks bitmap scans over the whole table
 * (docs/decisions/2026-11-22-browsing-server.md).
 */
async function analyzePosts(db: Db): Promise<void> {
  await db.execute(sql`analyze posts, post_locations, post_categories`);
}
