import { sql } from "drizzle-orm";
import type { LocalizedText } from "../../shared/contract/common";
import type { Photo, PostCard } from "../../shared/contract/posts";
import { sectionSlugSchema } from "../../shared/contract/sections";
import { formatPrice } from "../../shared/format/price";
import { pricePartsOf } from "../../shared/sections/price";
import type { Locale } from "../../shared/locales";
import { translatorFor } from "../http/messages";
import { TIME_ZONE_BY_LOCATION } from "../seed/locations-data";
import { categories, locations, posts, sections, type PostPhoto } from "./schema";
import { watchPromotionEnds } from "../lib/promotion-ends";

/** The columns a card needs (join sections, and left join locations and categories). */
export const cardColumns = {
  id: posts.id,
  section: sections.slug,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  lang: posts.lang,
  fields: posts.fields,
  promotedUntil: posts.promotedUntil,
  highlightUntil: posts.highlightUntil,
  urgentUntil: posts.urgentUntil,
  sliderUntil: posts.sliderUntil,
  createdAt: posts.createdAt,
  /** The cover photo: only the first of posts.photos is read for a card. */
  cover: sql<PostPhoto | null>`(${posts.photos} -> 0)`,
  locationSlug: locations.slug,
  locationName: locations.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

export interface CardRow {
  id: number;
  section: string;
  slug: string;
  title: string;
  excerpt: string;
  lang: PostCard["lang"];
  fields: Record<string, unknown>;
  promotedUntil: Date | null;
  highlightUntil: Date | null;
  urgentUntil: Date | null;
  sliderUntil: Date | null;
  createdAt: Date;
  cover: PostPhoto | null;
  locationSlug: string | null;
  locationName: LocalizedText | null;
  categorySlug: string | null;
  categoryName: LocalizedText | null;
}

export function namedRef(slug: string | null, name: LocalizedText | null, locale: Locale) {
  return slug && name ? { slug, name: name[locale] } : null;
}

const runs = (until: Date | null, now: Date): boolean => until !== null && until > now;

/**
 * A card in the caller's language as of `now`. `pinnedHere`: the list holds the ad in one of its marked places
 * (repo.ts's listPostCards); anywhere else (home, search, similar ads, the ad itself) a pinned ad is not shown
 * as pinned.
 */
export function toCard(row: CardRow, locale: Locale, now: Date, pinnedHere = false): PostCard {
  // An answer kept by a cache must not outlive a promotion it shows.
  watchPromotionEnds([row.promotedUntil, row.highlightUntil, row.urgentUntil, row.sliderUntil], now);
  const section = sectionSlugSchema.parse(row.section);
  const priceParts = pricePartsOf(section, row.fields);
  return {
    id: row.id,
    section,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    lang: row.lang,
    // Written from the fields on every answer, in the caller's language: never stored as text.
    price: priceParts && formatPrice(priceParts, locale, translatorFor(locale)),
    price_parts: priceParts,
    time_zone: row.locationSlug ? (TIME_ZONE_BY_LOCATION.get(row.locationSlug) ?? null) : null,
    // A promotion counts only until its end: an expired one never ranks nor wears a badge.
    promoted: pinnedHere && runs(row.promotedUntil, now),
    highlighted: runs(row.highlightUntil, now),
    urgent: runs(row.urgentUntil, now),
    location: namedRef(row.locationSlug, row.locationName, locale),
    category: namedRef(row.categorySlug, row.categoryName, locale),
    created_at: row.createdAt.toISOString(),
    fields: row.fields,
    thumb_url: row.cover?.thumb_url ?? null,
    cover: row.cover && answeredPhoto(row.cover),
  };
}

/** A stored photo as answered: its files and sizes (photos stored before sizes were made have none). */
export function answeredPhoto({ url, thumb_url, width, height, variants }: PostPhoto): Photo {
  return { url, thumb_url, width, height, variants: variants ?? [] };
}
