import { eq, isNull, ne, or, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { CV_SECTIONS } from "../../shared/sections";
import type { PostCard, PostDetail } from "../../shared/contract/posts";
import type { SectionSlug } from "../../shared/contract/sections";
import type { Locale } from "../../shared/locales";
import type { Db } from "../db/client";
import { shortCache } from "./short-cache";
import { posts, type PostContact } from "../db/schema";
import type { ReferenceData } from "../db/reference-cache";
import { answeredPhoto, namedRef, toCard, type CardRow } from "../db/ad-cards";
import { findPost, findPostContact, postCategoryList, postLocationList } from "../db/ad-detail-repo";
import { cardsWhere } from "../db/listing-repo";
import { budgetKey } from "./budgets";
import { countPhoneReveal, countView, deleteRevealsBefore, viewsUnwritten, viewsWritten } from "../db/post-stats-repo";
import { log } from "../log";
import { tagSlugOf } from "../seed/text";
import { onAdsChanged } from "./ad-events";

const SIMILAR_LIMIT = 6;

export const isCvSection = (section: string) => (CV_SECTIONS as readonly string[]).includes(section);

/** The contact block without the phone (revealed and counted by POST /v1/posts/{id}/phone). */
function contactBlock(contact: PostContact, visible: boolean): PostDetail["contact"] {
  const value = (key: Exclude<keyof PostContact, "phone">) => (visible ? (contact[key] ?? null) : null);
  return {
    has_phone: Boolean(contact.phone),
    visible,
    email: value("email"),
    contact_person: value("contact_person"),
    instagram: value("instagram"),
    whatsapp: value("whatsapp"),
    web_site: value("web_site"),
    telegram: value("telegram"),
    company_name: value("company_name"),
    address: value("address"),
  };
}

/**
 * Similar ads are kept a short while per ad (two listing reads per detail page otherwise): a new
 * ad shows up among them up to SIMILAR_CACHE_MS later. Bounded: the oldest entry goes first.
 */
const SIMILAR_CACHE_MS = 30_000;
const SIMILAR_CACHE_MAX = 2000;
/** An article's tags with their pages' slugs (the slug rule of the tag pages, sections/reference-cache.ts). */
function tagsOf(fields: Record<string, unknown>): PostDetail["tags"] {
  const tags = Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === "string") : [];
  return tags.flatMap((name) => {
    const slug = tagSlugOf(name);
    return slug ? [{ name, slug }] : [];
  });
}

const similarCache = shortCache<number, CardRow[]>({ ttlMs: SIMILAR_CACHE_MS, max: SIMILAR_CACHE_MAX });

/** Forgets every kept list of similar ads (an ad was posted, edited, hidden or deleted). */
function clearSimilarCache(): void {
  similarCache.clear();
}
onAdsChanged(clearSimilarCache);

async function similarPosts(
  db: Db,
  sectionId: number,
  postId: number,
  categoryId: number | null,
  locale: Locale,
  now: Date,
): Promise<PostCard[]> {
  const rows = await similarCache.get(postId, () => similarRows(db, sectionId, postId, categoryId));
  return rows.map((row) => toCard(row, locale, now));
}

/** Up to SIMILAR_LIMIT active posts of the same category, then of the same section. */
async function similarRows(db: Db, sectionId: number, postId: number, categoryId: number | null): Promise<CardRow[]> {
  const base: SQL[] = [eq(posts.status, "active"), eq(posts.sectionId, sectionId), ne(posts.id, postId)];
  // Newest first, without the listing's promoted-first split: two indexed reads at most.
  const same =
    categoryId === null ? [] : await cardsWhere(db, [...base, eq(posts.categoryId, categoryId)], SIMILAR_LIMIT, 0);
  const rest =
    same.length < SIMILAR_LIMIT
      ? await cardsWhere(
          db,
          categoryId === null
            ? base
            : [...base, or(isNull(posts.categoryId), ne(posts.categoryId, categoryId)) ?? eq(posts.id, -1)],
          SIMILAR_LIMIT - same.length,
          0,
        )
      : [];
  return [...same, ...rest];
}

/**
 * An active post in the caller's language, counted as a view unless `counted` is false (a crawler); null
 * when unknown or deleted. A pending or hidden post is shown to its signed-in author only (`viewerId` is
 * asked for just then), uncounted.
 */
/**
 * Active ads answered a moment ago: reads must not queue behind the database. Everyone who
 * asks for the same ad in the same language gets the same answer but for its view count, which is
 * added per request; dropped with the listing caches on every ad write of this process.
 */
const DETAIL_CACHE_MS = 5_000;
const activeDetails = new LRUCache<string, { id: number; viewCount: number; writtenAt: number; detail: PostDetail }>({
  max: 2_000,
  ttl: DETAIL_CACHE_MS,
});
/** Bumped by every clear: an ad read before a write but answered after it is not kept (it may be the old ad). */
let detailGeneration = 0;

function clearDetailCache(): void {
  detailGeneration++;
  activeDetails.clear();
}
onAdsChanged(clearDetailCache);

export async function postDetail(
  db: Db,
  reference: ReferenceData,
  args: {
    section: SectionSlug;
    slug: string;
    hideCv: boolean;
    locale: Locale;
    viewerId?: () => Promise<number | null>;
    counted?: boolean;
    /** The team's console: the ad whatever its state (pending, waiting, rejected, hidden), never cached. */
    anyState?: boolean;
  },
  now = new Date(),
): Promise<(PostDetail & { private: boolean }) | null> {
  const sectionId = reference.sectionIdBySlug.get(args.section);
  if (sectionId === undefined) return null;
  const key = JSON.stringify([sectionId, args.slug, args.locale, args.hideCv]);
  const kept = args.anyState ? undefined : activeDetails.get(key);
  if (kept) {
    const unwritten = args.counted !== false ? countView(db, kept.id, now) : viewsUnwritten(db, kept.id);
    // The stored count as read, what this process wrote since, and what it has not written yet.
    const viewCount = kept.viewCount + viewsWritten(db, kept.id) - kept.writtenAt + unwritten;
    return { ...kept.detail, view_count: viewCount, private: false };
  }
  const started = detailGeneration;
  const row = await findPost(db, sectionId, args.slug);
  if (!row || row.status === "deleted") return null;
  const writtenAt = viewsWritten(db, row.id);
  const active = row.status === "active";
  if (!active && !args.anyState) {
    const viewer = args.viewerId ? await args.viewerId() : null;
    if (viewer === null || row.authorId !== viewer) return null;
  }
  const unwritten = !active ? 0 : args.counted !== false ? countView(db, row.id, now) : viewsUnwritten(db, row.id);
  const [placeRows, categoryRows, similar] = await Promise.all([
    postLocationList(db, row.id),
    postCategoryList(db, row.id),
    similarPosts(db, sectionId, row.id, row.categoryId, args.locale, now),
  ]);
  const detail: PostDetail = {
    ...toCard(row, args.locale, now),
    status: row.status,
    content: row.content,
    updated_at: row.updatedAt.toISOString(),
    view_count: row.viewCount + unwritten,
    photos: row.photos.map(answeredPhoto),
    locations: placeRows.flatMap((place) => namedRef(place.slug, place.name, args.locale) ?? []),
    categories: categoryRows.flatMap((category) => namedRef(category.slug, category.name, args.locale) ?? []),
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName },
    contact: contactBlock(row.contact, !(isCvSection(args.section) && args.hideCv)),
    similar,
    tags: tagsOf(row.fields),
  };
  // Only a public ad is everyone's: a pending or hidden one is its author's alone.
  if (active && started === detailGeneration)
    activeDetails.set(key, { id: row.id, viewCount: row.viewCount, writtenAt, detail });
  return { ...detail, private: !active };
}

export type PhoneReveal = { ok: true; phone: string } | { ok: false; reason: "not-found" | "no-phone" | "cv-hidden" };

/** Who a reveal counts for: the signed-in user, else the address (kept as a hash). */
export const revealVisitor = (userId: number | null, ip: string) =>
  budgetKey("reveal:visitor", userId === null ? `ip:${ip}` : `user:${userId}`);

/**
 * The ad's phone, counted as a reveal once per visitor, ad and day (revealVisitor); refused for
 * CVs while the caller's hide_cv is on.
 */
export async function revealPhone(
  db: Db,
  id: number,
  hideCv: boolean,
  visitor: string,
  now = new Date(),
): Promise<PhoneReveal> {
  const row = await findPostContact(db, id);
  if (!row || row.status !== "active") return { ok: false, reason: "not-found" };
  if (isCvSection(row.section) && hideCv) return { ok: false, reason: "cv-hidden" };
  if (!row.contact.phone) return { ok: false, reason: "no-phone" };
  await countPhoneReveal(db, id, visitor, now);
  return { ok: true, phone: row.contact.phone };
}

/** Forgets who revealed which phone once a day has passed, every hour; returns the stop function. */
export function startRevealSweeper(db: Db): () => void {
  const sweep = () => {
    deleteRevealsBefore(db, new Date()).catch((error: unknown) => {
      log.error({ err: error }, "[posts] sweeping old phone reveals failed");
    });
  };
  const timer = setInterval(sweep, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
