import { and, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "../../shared/locales";
import type { Db } from "./client";
import { infoPages, locations, posts, sections } from "./schema";

/** The newest version of a page in one language: one lookup of the primary key (page, locale, version). */
export async function newestVersion(db: Db, page: string, locale: Locale) {
  const [row] = await db
    .select({
      page: infoPages.page,
      locale: infoPages.locale,
      version: infoPages.version,
      effectiveOn: infoPages.effectiveOn,
      title: infoPages.title,
      description: infoPages.description,
      body: infoPages.body,
      updatedBy: infoPages.updatedBy,
    })
    .from(infoPages)
    .where(and(eq(infoPages.page, page), eq(infoPages.locale, locale)))
    .orderBy(desc(infoPages.version))
    .limit(1);
  return row ?? null;
}

/** The newest version number of every page and language that has one. */
export function newestVersions(db: Db) {
  return db
    .select({
      page: infoPages.page,
      locale: infoPages.locale,
      version: sql<number>`max(${infoPages.version})`.mapWith(Number),
    })
    .from(infoPages)
    .groupBy(infoPages.page, infoPages.locale);
}

/** Active ads, the cities they are placed in, and the sections: what /about counts. */
export async function countSite(db: Db): Promise<{ activeAds: number; cities: number; sections: number }> {
  const [ads] = await db.select({ n: count() }).from(posts).where(eq(posts.status, "active"));
  const [cities] = await db
    .select({ n: countDistinct(posts.locationId) })
    .from(posts)
    .innerJoin(locations, eq(locations.id, posts.locationId))
    .where(and(eq(posts.status, "active"), eq(locations.kind, "city")));
  const [sectionCount] = await db.select({ n: count() }).from(sections);
  return { activeAds: ads?.n ?? 0, cities: cities?.n ?? 0, sections: sectionCount?.n ?? 0 };
}
