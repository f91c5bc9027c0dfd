import { seedDemoFeedbacks } from "../features/feedbacks/demo";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  banners,
  bannerStats,
  postCategories,
  postLocations,
  posts,
  seedRuns,
  seoOverrides,
  users,
} from "../db/schema";
import { BANNER_SEEDS, DEMO_BANNER_BUYER } from "./banners-data";
import { DEMO_USERS, demoPosts, NOT_PROMOTED, type DemoPostSeed } from "./demo-posts";
import { demoPhotoLists } from "./demo-photos";
import { referenceIds } from "./lookup";
import { insertRedirects } from "./redirects";
import { insertReferenceData } from "./reference";
import { SECTION_SEEDS, type SectionSeed } from "./sections-data";
import { SEO_OVERRIDE_SEEDS } from "./seo-overrides-data";
import { excerptOf, slugOf } from "./text";

const HOUR_MS = 3_600_000;

export interface SeedReport {
  posts: number;
  locations: number;
  ms: number;
}

const NEVER_ENDING = new Set(SECTION_SEEDS.filter((seed) => seed.adDays === 0).map((seed) => seed.slug));

async function hasRun(db: Db, name: string): Promise<boolean> {
  return (await db.select().from(seedRuns).where(eq(seedRuns.name, name))).length > 0;
}

/**
 * Sections, categories, locations and the old site's redirects: every database needs them, demo or not.
 * Each is its own recorded step, so a database seeded before a step existed gets it on its next start.
 */
export async function seedReference(db: Db): Promise<number | null> {
  await seedStep(db, "redirects", async (tx) => ({ redirects: await insertRedirects(tx) }));
  await seedStep(db, "seo-overrides", async (tx) => {
    const rows = await tx
      .insert(seoOverrides)
      .values(SEO_OVERRIDE_SEEDS)
      .onConflictDoNothing()
      .returning({ id: seoOverrides.id });
    return { overrides: rows.length };
  });
  if (await hasRun(db, "reference")) return null;
  return db.transaction(async (tx) => {
    const { locations } = await insertReferenceData(tx);
    await tx.insert(seedRuns).values({ name: "reference", detail: { locations } });
    return locations;
  });
}

/** Runs a seed step once per database, in one transaction with its record. */
async function seedStep(db: Db, name: string, run: (tx: Db) => Promise<Record<string, unknown>>): Promise<void> {
  if (await hasRun(db, name)) return;
  await db.transaction(async (tx) => {
    const detail = await run(tx);
    await tx.insert(seedRuns).values({ name, detail }).onConflictDoNothing();
  });
}

/** Photos for the demo ads of a database seeded without them, found by their seeded slugs. */
async function addDemoPhotos(db: Db): Promise<number> {
  const seeds = demoPosts();
  const lists = demoPhotoLists(seeds);
  let updated = 0;
  for (const [index, seed] of seeds.entries()) {
    const photos = lists[index] ?? [];
    if (photos.length === 0) continue;
    const slug = `${slugOf(seed.title)}-${index + 1}`;
    const rows = await db
      .update(posts)
      .set({ photos })
      .where(and(eq(posts.slug, slug), eq(posts.isSeed, true), sql`${posts.photos} = '[]'::jsonb`))
      .returning({ id: posts.id });
    updated += rows.length;
  }
  return updated;
}

/**
 * The demo team's moderator: signs in with this phone (the code is in the dev outbox) to approve or refuse the
 * reviews and articles users send (demo databases only; a real team's are given their role by an admin).
 */
export const DEMO_MODERATOR = { phone: "+12124650100", name: "Модератор Obyava", role: "moderator" } as const;
/** The demo team's admin: the console's every tab, giving roles included (demo databases only). */
export const DEMO_ADMIN = { phone: "+12124650101", name: "Администратор Obyava", role: "admin" } as const;

/** The demo business with a running banner campaign and a week of its figures. */
async function seedBannerBuyer(tx: Db, now: Date): Promise<Record<string, unknown>> {
  const { phone, name, banner, pastDays } = DEMO_BANNER_BUYER;
  const [buyer] = await tx.insert(users).values({ phone, name }).onConflictDoNothing().returning({ id: users.id });
  if (!buyer) return { banners: 0 };
  const [row] = await tx
    .insert(banners)
    .values({
      ...banner,
      userId: buyer.id,
      startsAt: new Date(now.getTime() - pastDays.length * 24 * HOUR_MS),
      endsAt: new Date(now.getTime() + 365 * 24 * HOUR_MS),
    })
    .returning({ id: banners.id });
  if (!row) return { banners: 0 };
  const day = (back: number) => new Date(now.getTime() - back * 24 * HOUR_MS).toISOString().slice(0, 10);
  await tx
    .insert(bannerStats)
    .values(
      pastDays.map(([impressions, clicks], index) => ({
        bannerId: row.id,
        day: day(pastDays.length - index),
        impressions,
        clicks,
      })),
    );
  return { banners: 1 };
}

/**
 * Every demo ad ends in the future, spread over a month; one in fifteen ends within three days, so that the
 * reminders and «Продлить» have something to show. Articles never end.
 */
function demoExpiry(section: SectionSeed["slug"], index: number, now: Date): Date | null {
  if (NEVER_ENDING.has(section)) return null;
  const hours = ((index * 7) % 15 === 0 ? 30 + (index % 36) : 4 * 24 + ((index * 37) % (26 * 24))) * HOUR_MS;
  return new Date(now.getTime() + hours);
}

/**
 * Paid looks some demo ads run, so a newcomer's first screens show each: a highlighted card, the «Срочно»
 * badge, a place in the home slider (ads with photos). Spread by position like the pinned ones.
 */
function demoLooks(seed: DemoPostSeed, index: number, hasPhotos: boolean, until: Date) {
  if (NOT_PROMOTED.has(seed.section)) return {};
  return {
    highlightUntil: index % 9 === 2 ? until : null,
    urgentUntil: index % 13 === 5 ? until : null,
    sliderUntil: hasPhotos && index % 8 === 1 ? until : null,
  };
}

/**
 * The demo marketplace, in one transaction, once per database: a crash half-way leaves
 * nothing behind and the next start seeds again.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<SeedReport | null> {
  const started = Date.now();
  const locationCount = (await seedReference(db)) ?? 0;
  // Its own step, so a database seeded before banners existed gets them on its next start.
  await seedStep(db, "banners", async (tx) => ({
    banners: (await tx.insert(banners).values(BANNER_SEEDS).returning({ id: banners.id })).length,
  }));
  // After the demo's own users: they keep the first ids, whatever was added since.
  const bannerBuyer = async () => {
    await seedStep(db, "banner-buyer", (tx) => seedBannerBuyer(tx, now));
    await seedStep(db, "moderator", async (tx) => ({
      users: (await tx.insert(users).values(DEMO_MODERATOR).onConflictDoNothing().returning({ id: users.id })).length,
    }));
    await seedStep(db, "admin", async (tx) => ({
      users: (await tx.insert(users).values(DEMO_ADMIN).onConflictDoNothing().returning({ id: users.id })).length,
    }));
    await seedStep(db, "feedbacks", async (tx) => ({ feedbacks: await seedDemoFeedbacks(tx, now) }));
  };
  if (await hasRun(db, "demo")) {
    // A database seeded before the demo had photos gets them (the same ones a new seed gives).
    await seedStep(db, "demo-photos", async (tx) => ({ posts: await addDemoPhotos(tx) }));
    await bannerBuyer();
    return null;
  }
  const report = await db.transaction(async (tx) => {
    const ids = await referenceIds(tx);
    const userRows = await tx
      .insert(users)
      .values(DEMO_USERS.map((user) => ({ phone: user.phone, name: user.name, email: user.email })))
      .returning({ id: users.id });
    const seeds = demoPosts();
    const photoLists = demoPhotoLists(seeds);
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
        // The files are made when the server starts (ensureDemoPhotos); the addresses are fixed.
        photos: photoLists[index] ?? [],
        promotedUntil: seed.promoted ? new Date(now.getTime() + 14 * 24 * HOUR_MS) : null,
        expiresAt: demoExpiry(seed.section, index, now),
        ...demoLooks(seed, index, (photoLists[index] ?? []).length > 0, new Date(now.getTime() + 14 * 24 * HOUR_MS)),
        viewCount: (index * 37) % 900,
        isSeed: true,
        createdAt,
        postedAt: createdAt,
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
    const categoryLinks = inserted.flatMap((row) =>
      row.categoryId ? [{ postId: row.id, categoryId: row.categoryId }] : [],
    );
    const locationLinks = inserted.flatMap((row) =>
      row.locationId ? [{ postId: row.id, locationId: row.locationId }] : [],
    );
    if (categoryLinks.length) await tx.insert(postCategories).values(categoryLinks);
    if (locationLinks.length) await tx.insert(postLocations).values(locationLinks);
    await tx.insert(seedRuns).values([
      { name: "demo", detail: { posts: rows.length } },
      { name: "demo-photos", detail: { posts: rows.filter((row) => row.photos.length > 0).length } },
    ]);
    return { posts: rows.length, locations: locationCount, ms: Date.now() - started };
  });
  await bannerBuyer();
  return report;
}
