import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { LocalizedText } from "../../../shared/contract/common";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import {
  bannedWords,
  banners,
  bannerStats,
  categories,
  infoPages,
  moderationSettings,
  posts,
  sections,
  users,
} from "../../db/schema";

/** The one row of moderation's numbers (the migration inserts it; a database without it reads the defaults). */
export async function readSettings(db: Db) {
  const [row] = await db.select().from(moderationSettings).where(eq(moderationSettings.id, 1));
  return row ?? null;
}

export async function writeSettings(
  db: Db,
  values: { reportHideThreshold: number; trustedApprovedAds: number; adsPerDay: number; messagesPerHour: number },
  actorId: number,
  now: Date,
) {
  const row = { ...values, updatedBy: actorId, updatedAt: now };
  await db
    .insert(moderationSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: moderationSettings.id, set: row });
}

export function listBannedWords(db: Db) {
  return db
    .select({ id: bannedWords.id, word: bannedWords.word, createdAt: bannedWords.createdAt })
    .from(bannedWords)
    .orderBy(asc(bannedWords.word));
}

/** The word as stored, or null when it is already listed (the unique index decides: two saves cannot both add it). */
export async function insertBannedWord(db: Db, word: string, actorId: number) {
  const [row] = await db
    .insert(bannedWords)
    .values({ word, addedBy: actorId })
    .onConflictDoNothing()
    .returning({ id: bannedWords.id, word: bannedWords.word, createdAt: bannedWords.createdAt });
  return row ?? null;
}

export async function deleteBannedWord(db: Db, id: number) {
  const [row] = await db.delete(bannedWords).where(eq(bannedWords.id, id)).returning({ word: bannedWords.word });
  return row ?? null;
}

const categoryColumns = {
  id: categories.id,
  section: sections.slug,
  slug: categories.slug,
  name: categories.name,
  sort: categories.sort,
};

/** Active ads of each category: what a rename touches, as the console shows it. */
async function activeAdsByCategory(db: Db, categoryId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: posts.categoryId, ads: count() })
    .from(posts)
    .where(and(eq(posts.status, "active"), categoryId === undefined ? undefined : eq(posts.categoryId, categoryId)))
    .groupBy(posts.categoryId);
  return new Map(rows.flatMap((row) => (row.categoryId === null ? [] : [[row.categoryId, row.ads] as const])));
}

/** Every section's categories in menu order (sections in theirs). */
export async function listCategories(db: Db) {
  const [rows, ads] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .innerJoin(sections, eq(sections.id, categories.sectionId))
      .orderBy(asc(sections.sort), asc(sections.id), asc(categories.sort), asc(categories.id)),
    activeAdsByCategory(db),
  ]);
  return rows.map((row) => ({ ...row, ads: ads.get(row.id) ?? 0 }));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .innerJoin(sections, eq(sections.id, categories.sectionId))
    .where(eq(categories.id, id));
  if (!row) return null;
  const ads = await activeAdsByCategory(db, id);
  return { ...row, ads: ads.get(id) ?? 0 };
}

export async function updateCategory(db: Db, id: number, values: { name: LocalizedText; sort: number }) {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function sectionIdOf(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: sections.id }).from(sections).where(eq(sections.slug, slug));
  return row?.id ?? null;
}

/** The new category's id, or null when its section already has one at that address. */
export async function insertCategory(
  db: Db,
  values: { sectionId: number; slug: string; name: LocalizedText; sort: number },
): Promise<number | null> {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning({ id: categories.id });
  return row?.id ?? null;
}

/** The name of whoever saved a page's version (null for the repository's documents and a removed account). */
export async function nameOf(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/**
 * Adds the next version of a page in one language, in force from `effectiveOn`. Numbered inside the insert, so two
 * saves at once cannot take one number: the second finds the primary key taken and is told so (null).
 */
export async function insertPageVersion(
  db: Db,
  values: {
    page: string;
    locale: Locale;
    effectiveOn: string;
    title: string;
    description: string;
    body: string;
    updatedBy: number;
  },
): Promise<number | null> {
  const next = sql<number>`(select coalesce(max(${infoPages.version}), 0) + 1 from ${infoPages}
    where ${infoPages.page} = ${values.page} and ${infoPages.locale} = ${values.locale})`;
  const [row] = await db
    .insert(infoPages)
    .values({ ...values, version: next })
    .onConflictDoNothing()
    .returning({ version: infoPages.version });
  return row?.version ?? null;
}

/** Between its dates, as the site shows banners (banners/repo.ts). */
const runningAt = (now: Date) =>
  and(or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now)));

/** Campaigns, newest first, with their owners and their figures summed over every day. */
export function listBanners(db: Db, now: Date, id?: number) {
  return db
    .select({
      id: banners.id,
      placement: banners.placement,
      title: banners.title,
      link: banners.link,
      imageUrl: banners.imageUrl,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
      active: sql<boolean>`coalesce(${runningAt(now)}, false)`,
      ownerId: users.id,
      ownerName: users.name,
      impressions: sql<number>`coalesce(sum(${bannerStats.impressions}), 0)`.mapWith(Number),
      clicks: sql<number>`coalesce(sum(${bannerStats.clicks}), 0)`.mapWith(Number),
    })
    .from(banners)
    .leftJoin(users, eq(users.id, banners.userId))
    .leftJoin(bannerStats, eq(bannerStats.bannerId, banners.id))
    .where(id === undefined ? undefined : eq(banners.id, id))
    .groupBy(banners.id, users.id)
    .orderBy(desc(banners.id))
    .limit(500);
}

/** Ends a banner now, running or still to come; false when it had already ended (or is not there). */
export async function endBanner(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({ endsAt: now })
    .where(and(eq(banners.id, id), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
    .returning({ id: banners.id });
  return rows.length > 0;
}
