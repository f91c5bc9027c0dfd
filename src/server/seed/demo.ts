import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { postCategories, postLocations, posts, seedRuns, users } from "../db/schema";
import { DEMO_USERS, demoPosts } from "./demo-posts";
import { referenceIds } from "./lookup";
import { insertReferenceData } from "./reference";
import { excerptOf, slugOf } from "./text";

const HOUR_MS = 3_600_000;

export interface SeedReport {
  posts: number;
  locations: number;
  ms: number;
}

async function hasRun(db: Db, name: string): Promise<boolean> {
  return (await db.select().from(seedRuns).where(eq(seedRuns.name, name))).length > 0;
}

/** Sections, categories and locations: every database needs them, demo or not. */
export async function seedReference(db: Db): Promise<number | null> {
  if (await hasRun(db, "reference")) return null;
  return db.transaction(async (tx) => {
    const { locations } = await insertReferenceData(tx);
    await tx.insert(seedRuns).values({ name: "reference", detail: { locations } });
    return locations;
  });
}

/**
 * The demo marketplace, in one transaction, once per database: a crash half-way leaves
 * nothing behind and the next start seeds again.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedReport | null> {
  const started = Date.now();
  const locationCount = (await seedReference(db)) ?? 0;
  if (await hasRun(db, "demo")) return null;
  return db.transaction(async (tx) => {
    const ids = await referenceIds(tx);
    const userRows = await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ phone: user.phone, name: user.name, email: user.email })))
      .returning({ id: users.id });
    const seeds = demoPosts();
    const rows = seeds.map((seed, index) => {
      const sectionId = ids.section(seed.section);
      const createdAt = new Date(now.getTime() - (seed.daysAgo * 24 + seed.hoursAgo) * HOUR_MS - index * 1000);
      return {
        sectionId,
        categoryId: ids.category(sectionId, seed.category),
        locationId: ids.location(seed.location),
        userId: userRows[seed.userIndex % userRows.length]?.id ?? null,
        slug: `${slugOf(seed.title)}-${index + 1}`,
        lang: seed.lang,
        title: seed.title,
        content: seed.content,
        excerpt: excerptOf(seed.content),
        price: seed.price,
        fields: seed.fields,
        contact: seed.contact,
        promotedUntil: seed.promoted ? new Date(now.getTime() + 14 * 24 * HOUR_MS) : null,
        viewCount: (index * 37) % 900,
        isSeed: true,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = [];
    for (let start = 0; start < rows.length; start += 200) {
      inserted.push(
        ...(await tx
          .insert(posts)
          .values(rows.slice(start, start + 200))
          .returning({ id: posts.id, categoryId: posts.categoryId, locationId: posts.locationId })),
      );
    }
    const categoryLinks = inserted.flatMap((row) => (row.categoryId ? [{ postId: row.id, categoryId: row.categoryId }] : []));
    const locationLinks = inserted.flatMap((row) => (row.locationId ? [{ postId: row.id, locationId: row.locationId }] : []));
    if (categoryLinks.length) await tx.insert(postCategories).values(categoryLinks);
    if (locationLinks.length) await tx.insert(postLocations).values(locationLinks);
    await tx.insert(seedRuns).values({ name: "demo", detail: { posts: rows.length } });
    return { posts: rows.length, locations: locationCount, ms: Date.now() - started };
  });
}
