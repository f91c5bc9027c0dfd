import { sql, type SQL } from "drizzle-orm";
import { pageMeta } from "../../shared/contract/common";
import {
  postListQuerySchema,
  type HomeSlider,
  type PostListQuery,
  type PostListResponse,
} from "../../shared/contract/posts";
import type { Locale } from "../../shared/locales";
import type { Db } from "../db/client";
import { shortCache } from "./short-cache";
import type { ReferenceData } from "../db/reference-cache";
import { toCard, type CardRow } from "../db/ad-cards";
import { cachedCount } from "./listing-count-cache";
import { filterConditions } from "../db/ad-filters";
import { cardsWhere, countPosts, listingPins, listPostCards, sliderCards } from "../db/listing-repo";
import { fallbackMatch, typedMatch } from "../db/search-match";
import { countSearch, searchPostCards, type SearchMatch } from "../db/search-repo";
import { onAdsChanged } from "./ad-events";
import { isQueryCanceled, SEARCH_TIMEOUT_MS, SearchTimeoutError } from "../db/search-timeout";

/** Only a search whose words found nothing tries title typos, and only for a query this long. */
const TYPO_MIN_LENGTH = 4;

/**
 * Search pages kept a short while per query and filters (the HTTP cache keeps them 30 s anyway):
 * PGlite runs a search on the main thread, so a repeated popular search should not stall others.
 */
const SEARCH_CACHE_MS = 15_000;
const searchCache = shortCache<string, { total: number; rows: CardRow[] }>({ ttlMs: SEARCH_CACHE_MS, max: 500 });

/** Forgets every kept search page (an ad was posted, edited, hidden or deleted). */
function clearSearchCache(): void {
  searchCache.clear();
}
onAdsChanged(clearSearchCache);

async function searchPage(db: Db, conditions: SQL[], match: SearchMatch, limit: number, offset: number) {
  const rows = await searchPostCards(db, conditions, match, limit, offset);
  // The window count comes with any row; an empty page past the end asks apart. An empty first page
  // found nothing: no second run of the same search to count it.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countSearch(db, conditions, match));
  return { total, rows };
}

/** One statement-bounded transaction (statement_timeout on PostgreSQL). */
async function bounded<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${SEARCH_TIMEOUT_MS}`));
      return run(tx);
    });
  } catch (error) {
    if (isQueryCanceled(error)) throw new SearchTimeoutError("search timed out", { cause: error });
    throw error;
  }
}

/**
 * The words as typed with their forms (db/search-match.ts); when they found nothing, the title words they
 * may have meant (typos, Latin letters: compared in memory, then looked up in posts.search like typed
 * words). A query with no such word stops there. The site's search (features/search) matches the same way.
 */
async function search(db: Db, conditions: SQL[], q: string, limit: number, offset: number) {
  const words = await bounded(db, (tx) => searchPage(tx, conditions, typedMatch(db, q), limit, offset));
  if (words.total > 0 || q.trim().length < TYPO_MIN_LENGTH) return words;
  // Outside the transaction: reading the vocabulary the first time takes the database many times.
  const fallback = await fallbackMatch(db, q);
  if (!fallback) return words;
  return bounded(db, (tx) => searchPage(tx, conditions, fallback.match, limit, offset));
}

export async function listPosts(
  db: Db,
  reference: ReferenceData,
  query: PostListQuery,
  locale: Locale,
  options: { now?: Date; where?: SQL[] } = {},
): Promise<PostListResponse> {
  const now = options.now ?? new Date();
  const conditions: SQL[] = [...filterConditions(db, reference, query), ...(options.where ?? [])];
  const offset = (query.page - 1) * query.per_page;
  let found: { total: number; rows: CardRow[] };
  // Search results are ranked by the words, and lists that do not pin are the newest by date.
  const pins = !query.q && !options.where?.length && listingPins(query);
  if (query.q) {
    const q = query.q;
    // Extra conditions (an author's name) are not part of the key: those searches run every time.
    const run = () => search(db, conditions, q, query.per_page, offset);
    found = await (options.where?.length ? run() : searchCache.get(JSON.stringify(query), run));
  } else {
    // Extra conditions (an author's name) are not part of the key: those totals are counted every time.
    const count = () => countPosts(db, conditions);
    const key = JSON.stringify({ ...query, page: 0, per_page: 0 });
    const total = options.where?.length ? count() : cachedCount(key, count);
    const [counted, rows] = await Promise.all([
      total,
      pins
        ? listPostCards(db, conditions, now, query.per_page, offset, key)
        : cardsWhere(db, conditions, query.per_page, offset),
    ]);
    found = { total: counted, rows };
  }
  return {
    data: found.rows.map((row) => toCard(row, locale, now, pins)),
    meta: pageMeta(query.page, query.per_page, found.total),
  };
}

/** The home slider of a place (or of everywhere): the ads whose slider promotion runs. */
export async function homeSlider(
  db: Db,
  reference: ReferenceData,
  location: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<HomeSlider> {
  const conditions = filterConditions(db, reference, postListQuerySchema.parse({ location }));
  const rows = await sliderCards(db, conditions, now);
  return { data: rows.map((row) => toCard(row, locale, now)) };
}
