import { eq, inArray, type SQL } from "drizzle-orm";
import { postListQuerySchema } from "../../../shared/contract/posts";
import type { Landing, LandingSection } from "../../../shared/contract/landings";
import {
  LANDING_AD_SECTIONS,
  LANDING_ADS_PER_SECTION,
  LANDING_ADS_TOTAL,
  LANDING_SECTIONS_SHOWN,
  landingOffer,
  type LandingAds,
  type LandingPageName,
} from "../../../shared/landings";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { posts } from "../../db/schema";
import { onAdsChanged } from "../../lib/ad-events";
import { shortCache } from "../../lib/short-cache";
import { toCard } from "../../db/ad-cards";
import { filterConditions } from "../../db/ad-filters";
import { cardsWhere, countPosts } from "../../db/listing-repo";
import type { ReferenceData } from "../../db/reference-cache";
import { countsBySection, withPhotos } from "./repo";

/**
 * A landing is a first page from an outside link: kept a minute, and dropped with the other caches of ads when ads
 * change, so its ads and counts are the listings' own.
 */
const LANDING_CACHE_MS = 60_000;
const cache = shortCache<string, Landing | null>({ ttlMs: LANDING_CACHE_MS, max: 200 });
onAdsChanged(() => cache.clear());

/** The active ads of a place (a city with its own places) or of everywhere: the listings' own conditions. */
const activeIn = (db: Db, reference: ReferenceData, location?: string) =>
  filterConditions(db, reference, postListQuerySchema.parse(location ? { location } : {}));

/** The city's counts by section and the freshest ads of its busiest sections. */
async function cityLanding(
  db: Db,
  reference: ReferenceData,
  page: LandingPageName,
  city: string,
  locale: Locale,
  now: Date,
): Promise<Landing | null> {
  const place = reference.locationBySlug.get(city);
  if (!place) return null;
  const conditions = activeIn(db, reference, city);
  const counts = await countsBySection(db, conditions);
  const counted = LANDING_AD_SECTIONS.flatMap((section) => {
    const id = reference.sectionIdBySlug.get(section);
    const total = id === undefined ? 0 : (counts.get(id) ?? 0);
    return id !== undefined && total > 0 ? [{ section, id, count: total }] : [];
  });
  // The busiest sections first; among equal counts the order people look for them in.
  const shown = [...counted].sort((a, b) => b.count - a.count).slice(0, LANDING_SECTIONS_SHOWN);
  const sections: LandingSection[] = await Promise.all(
    shown.map(async ({ section, id, count }) => {
      const rows = await cardsWhere(db, [...conditions, eq(posts.sectionId, id)], LANDING_ADS_PER_SECTION, 0);
      return { section, count, posts: rows.map((row) => toCard(row, locale, now)) };
    }),
  );
  return {
    page,
    city: { slug: place.slug, name: place.name[locale] },
    total: counted.reduce((sum, entry) => sum + entry.count, 0),
    sections,
    posts: [],
  };
}

/** The freshest ads that fit a promo or app landing's offer. */
async function offerLanding(
  db: Db,
  reference: ReferenceData,
  page: LandingPageName,
  ads: LandingAds,
  locale: Locale,
  now: Date,
): Promise<Landing> {
  const ids = (ads.sections ?? LANDING_AD_SECTIONS).flatMap((section) => reference.sectionIdBySlug.get(section) ?? []);
  const conditions: SQL[] = [...activeIn(db, reference), inArray(posts.sectionId, ids)];
  if (ads.withPhotos) conditions.push(withPhotos);
  const [total, rows] = await Promise.all([
    countPosts(db, conditions),
    cardsWhere(db, conditions, LANDING_ADS_TOTAL, 0),
  ]);
  return { page, city: null, total, sections: [], posts: rows.map((row) => toCard(row, locale, now)) };
}

/** A landing's ads in the caller's language, kept a minute; null when its city is not in the database. */
export function landing(
  db: Db,
  reference: ReferenceData,
  page: LandingPageName,
  locale: Locale,
  now = new Date(),
): Promise<Landing | null> {
  return cache.get(`${locale} ${page}`, () => {
    const offer = landingOffer(page);
    return offer.kind === "city"
      ? cityLanding(db, reference, page, offer.city, locale, now)
      : offerLanding(db, reference, page, offer.ads, locale, now);
  });
}
