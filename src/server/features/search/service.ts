import { sql, type SQL } from "drizzle-orm";
import { pageMeta } from "../../../shared/contract/common";
import type { SearchQuery, SearchResponse } from "../../../shared/contract/search";
import type { Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { serverMessage } from "../../http/messages";
import { shortCache } from "../../lib/short-cache";
import { toCard, type CardRow } from "../../db/ad-cards";
import { fallbackMatch, typedMatch } from "../../db/search-match";
import { candidateLimit, matchTsQuery, positiveWords, type SearchMatch } from "../../db/search-repo";
import { isQueryCanceled, SEARCH_TIMEOUT_MS, SearchTimeoutError } from "../../db/search-timeout";
import { MIN_TYPO_LENGTH, wordsOf } from "../../db/typo-words";
import { placeIds, type Place, type SearchReference } from "./reference";
import {
  anyFound,
  countEverywhere,
  placeCounts,
  searchCards,
  sectionCounts,
  SITE_CANDIDATES,
  type Scope,
} from "./repo";
import { onAdsChanged } from "../../lib/ad-events";

/** Candidates a page is sorted among: SITE_CANDIDATES, or fewer for guessed words. */
const siteCandidates = (match: SearchMatch) => Math.min(SITE_CANDIDATES, candidateLimit(match));

/** Neighbouring cities offered when the chosen place has nothing. */
const NEARBY_CITIES = 3;

/** Answers kept a short while per language and query (cards carry prices in the caller's language). */
const SEARCH_CACHE_MS = 15_000;
const cache = shortCache<string, SearchResponse>({ ttlMs: SEARCH_CACHE_MS, max: 500 });

/** Forgets every kept answer (an ad was posted, edited, hidden or deleted). */
function clearSiteSearchCache(): void {
  cache.clear();
}
onAdsChanged(clearSiteSearchCache);

/** The query as the cache knows it: words in lower case, single spaces. */
export function normalizedQuery(q: string): string {
  return q.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * A bounded transaction in which every read of ads goes through an index's bitmap: with a LIMIT the planner
 * would otherwise walk the ads in some index's order, checking each one's words, hoping to meet a match
 * soon; for a word no ad has (or none in the place) that reads every ad (1.5–3 s at 120 000 ads).
 */
export async function searchTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      // One statement for the three settings, each local to the transaction (statement_timeout: see posts).
      await tx.execute(sql`select set_config('statement_timeout', ${String(SEARCH_TIMEOUT_MS)}, true),
        set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
      return run(tx);
    });
  } catch (error) {
    if (isQueryCanceled(error)) throw new SearchTimeoutError("search timed out", { cause: error });
    throw error;
  }
}

/**
 * The words the site's search looks for: letters and digits, lower case. The listing's ?q= takes websearch
 * syntax; here a minus, quotes and "or" are dropped: a query made only of exclusions would read ads until
 * the LIMIT (PostgreSQL has no index for "not"), and a search box is typed into, not programmed.
 */
function plainWords(q: string): string {
  return wordsOf(positiveWords(q))
    .filter((word) => word !== "or")
    .join(" ");
}

/** Where and how a search looks: its section, its place's location ids, the page asked for. */
interface Ask {
  sectionIds: number[];
  sectionId: number | undefined;
  placeIds: number[] | undefined;
  sort: SearchQuery["sort"];
  limit: number;
  offset: number;
}

interface Found {
  match: SearchMatch;
  searchedAs: string | null;
  counts: Map<number, number>;
  rows: CardRow[];
  total: number;
}

const sum = (counts: Map<number, number>) => [...counts.values()].reduce((all, count) => all + count, 0);

/**
 * The counts per section and, when the scope has any, the page; when nothing is found in the place, whether
 * the words are found anywhere at all. One transaction.
 */
function countedPage(db: Db, match: SearchMatch, ask: Ask) {
  const tsq = matchTsQuery(match);
  return searchTransaction(db, async (tx) => {
    const counts = await sectionCounts(tx, { tsq, placeIds: ask.placeIds }, ask.sectionIds);
    const inScope = ask.sectionId === undefined ? sum(counts) : (counts.get(ask.sectionId) ?? 0);
    if (inScope === 0) {
      const elsewhere = sum(counts) === 0 && ask.placeIds !== undefined && (await anyFound(tx, { tsq }));
      return { counts, rows: [], total: 0, elsewhere };
    }
    const candidates = siteCandidates(match);
    const scope = { tsq, sectionId: ask.sectionId, placeIds: ask.placeIds };
    const page = await searchCards(tx, scope, { sort: ask.sort, limit: ask.limit, offset: ask.offset, candidates });
    // Past the last page the window count is not there: the capped count stands.
    const total = page.rows.length === 0 ? Math.min(candidates, inScope) : page.total;
    return { counts, rows: page.rows, total, elsewhere: false };
  });
}

/**
 * The words with their forms; when they find nothing anywhere in the place, what they may have meant
 * (typos, Latin letters), found in memory first: a word with nothing near it asks the database nothing more.
 */
async function findWords(db: Db, q: string, ask: Ask): Promise<Found> {
  const typed = typedMatch(db, q);
  const asTyped = { match: typed, searchedAs: null, ...(await countedPage(db, typed, ask)) };
  // Words found elsewhere are no typo: the place hints say where they are.
  if (sum(asTyped.counts) > 0 || q.length < MIN_TYPO_LENGTH || asTyped.elsewhere) return asTyped;
  const fallback = await fallbackMatch(db, q);
  if (!fallback) return asTyped;
  return { match: fallback.match, searchedAs: fallback.searchedAs, ...(await countedPage(db, fallback.match, ask)) };
}

/** Places with results when the chosen one has none: its state, cities of that state, the whole country. */
async function placeHints(
  db: Db,
  reference: SearchReference,
  scope: Omit<Scope, "placeIds">,
  place: Place,
  locale: Locale,
) {
  const hints: SearchResponse["hints"]["places"] = [];
  const state = place.kind === "state" ? place : reference.placeById.get(place.parentId ?? -1);
  if (state) {
    const cities = reference.places.filter((other) => other.parentId === state.id && other.id !== place.id);
    const counts = await placeCounts(db, scope, place.kind === "city" ? [state.id, ...cities.map((c) => c.id)] : []);
    const inState = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (place.kind === "city" && inState > 0)
      hints.push({ slug: state.slug, name: state.name[locale], count: inState });
    const nearby = cities
      .map((city) => ({ city, count: counts.get(city.id) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, NEARBY_CITIES);
    for (const { city, count } of nearby) hints.push({ slug: city.slug, name: city.name[locale], count });
  }
  const everywhere = await countEverywhere(db, scope);
  if (everywhere > 0) hints.push({ slug: "", name: serverMessage(locale, "wholeCountry"), count: everywhere });
  return hints;
}

/** The query without the words that find nothing at all, when some of them do. */
async function fewerWords(db: Db, q: string, scope: Omit<Scope, "tsq">): Promise<string | null> {
  const words = [...new Set(wordsOf(q))].slice(0, 4);
  if (words.length < 2) return null;
  const kept: string[] = [];
  for (const word of words) {
    if (await anyFound(db, { ...scope, tsq: matchTsQuery(typedMatch(db, word)) })) kept.push(word);
  }
  return kept.length > 0 && kept.length < words.length ? kept.join(" ") : null;
}

async function runSearch(db: Db, reference: SearchReference, query: SearchQuery, locale: Locale) {
  const now = new Date();
  const q = plainWords(query.q);
  const section = query.section ? reference.sectionBySlug.get(query.section) : undefined;
  const place = query.location ? reference.placeBySlug.get(query.location) : undefined;
  const empty: SearchResponse = {
    data: [],
    meta: pageMeta(query.page, query.per_page, 0),
    groups: [],
    searched_as: null,
    hints: { places: [], fewer_words: null },
  };
  // A section or place that does not exist finds nothing (as a listing with such a filter does), and nor
  // do no words at all ("-водитель" alone).
  if ((query.section && !section) || (query.location && !place) || q === "") return empty;
  const ids = place ? placeIds(reference, place) : undefined;
  const offset = (query.page - 1) * query.per_page;
  const found = await findWords(db, q, {
    sectionIds: reference.sections.map((entry) => entry.id),
    sectionId: section?.id,
    placeIds: ids,
    sort: query.sort,
    limit: query.per_page,
    offset,
  });
  const tsq: SQL = matchTsQuery(found.match);
  const groups = reference.sections
    .map((entry) => ({ section: entry.slug, count: found.counts.get(entry.id) ?? 0 }))
    .filter((group) => group.count > 0);
  const { rows, total } = found;
  const hints: SearchResponse["hints"] = { places: [], fewer_words: null };
  if (total === 0 && offset === 0) {
    const scope = { tsq, sectionId: section?.id };
    const severalWords = new Set(wordsOf(q)).size > 1;
    if (place || severalWords)
      await searchTransaction(db, async (tx) => {
        if (place) hints.places = await placeHints(tx, reference, scope, place, locale);
        if (severalWords) hints.fewer_words = await fewerWords(tx, q, { sectionId: section?.id, placeIds: ids });
      });
  }
  return {
    data: rows.map((row) => toCard(row, locale, now)),
    meta: pageMeta(query.page, query.per_page, total),
    groups,
    searched_as: found.searchedAs,
    hints,
  } satisfies SearchResponse;
}

/** GET /v1/search: every section at once (or one), grouped counts, typo and Latin tolerant, never unbounded. */
export function searchSite(
  db: Db,
  reference: SearchReference,
  query: SearchQuery,
  locale: Locale,
  options: { fresh?: boolean } = {},
): Promise<SearchResponse> {
  const run = () => runSearch(db, reference, query, locale);
  if (options.fresh) return run();
  return cache.get(JSON.stringify([locale, { ...query, q: plainWords(query.q) }]), run);
}
