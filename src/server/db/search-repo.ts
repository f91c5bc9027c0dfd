import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { WithSubqueryWithSelection } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { categories, locations, posts, sections } from "./schema";
import { cardColumns, type CardRow } from "./ad-cards";

/**
 * At most this many matching rows are ranked: a word found in half the ads costs a bounded
 * amount of work (the ranking and sorting), at the price of ranking only the first rows found.
 */
export const SEARCH_CANDIDATES = 200;

/** Typo candidates: at most this many ads found by the words similar to the query's (typo-words.ts). */
export const TYPO_CANDIDATES = 50;

/**
 * What a search matches: the words as typed, or (when those found nothing) for each query word one of
 * the title words similar to it (typo-words.ts), searched the same way (posts.search, GIN index).
 */
export type SearchMatch =
  | { kind: "words"; q: string }
  | { kind: "forms"; alternatives: string[][] }
  | { kind: "typos"; alternatives: string[][] };

/**
 * Russian stems or plain words (Ukrainian, Polish, English forms), from what a visitor types
 * (websearch syntax: quotes, "or", a minus), matched against posts.search (migration 0003).
 */
const tsQueryOf = (q: string) => sql`(websearch_to_tsquery('russian', ${q}) || websearch_to_tsquery('simple', ${q}))`;

/**
 * Every query word by one of its alternatives (its forms, or the words it may have meant). The alternatives
 * are words of letters and digits only
 * (wordsOf), so joining them with `|` makes no other operator for to_tsquery.
 */
function typoTsQuery(alternatives: string[][]): SQL {
  const groups = alternatives.map((words) => {
    const either = words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word)).join(" | ");
    return sql`(to_tsquery('russian', ${either}) || to_tsquery('simple', ${either}))`;
  });
  // Parenthesized: `search @@ a && b` would read as `(search @@ a) && b`.
  return sql`(${sql.join(groups, sql` && `)})`;
}

export function matchTsQuery(match: SearchMatch): SQL {
  return match.kind === "words" ? tsQueryOf(match.q) : typoTsQuery(match.alternatives);
}

/** How many matching rows a search ranks at most: fewer for guessed words (typos) than for typed ones. */
export function candidateLimit(match: SearchMatch): number {
  return match.kind === "typos" ? TYPO_CANDIDATES : SEARCH_CANDIDATES;
}

function candidates(db: Db, conditions: SQL[], match: SearchMatch) {
  const tsq = matchTsQuery(match);
  const positive = match.kind === "words" && hasExclusions(match.q) ? positiveWords(match.q) : null;
  if (positive === null) {
    return db.$with("candidates").as(
      db
        .select({ id: posts.id, rank: sql<number>`ts_rank(${posts.search}, ${tsq})`.as("rank") })
        .from(posts)
        .where(and(...conditions, sql`${posts.search} @@ ${tsq}`))
        .limit(candidateLimit(match)),
    );
  }
  // A minus or a phrase: the index finds the ads with the words, and each is rechecked for what they
  // exclude or how they stand. When most are excluded ("cdl -cdl": all) that recheck would read every
  // ad with the words (1.2 s at 120 000 ads); it reads at most SEARCH_SCAN_CAP of them (~10 ms: each
  // recheck reads the ad's stored tsvector).
  const scanned = db
    .select({ id: posts.id, search: sql<string>`${posts.search}`.as("search") })
    .from(posts)
    .where(and(...conditions, ...(positive ? [sql`${posts.search} @@ ${tsQueryOf(positive)}`] : [])))
    .limit(SEARCH_SCAN_CAP)
    .as("scanned");
  return db.$with("candidates").as(
    db
      .select({ id: scanned.id, rank: sql<number>`ts_rank(${scanned.search}, ${tsq})`.as("rank") })
      .from(scanned)
      .where(sql`${scanned.search} @@ ${tsq}`)
      .limit(SEARCH_CANDIDATES),
  );
}

/** Ads read at most to find those a query with a minus or a phrase matches. */
export const SEARCH_SCAN_CAP = 200;

/** websearch syntax beyond words and "or": a minus before a word or phrase, or a quoted phrase. */
export function hasExclusions(q: string): boolean {
  return /(^|\s)-\S|"/.test(q);
}

/** The words a query asks for (what a minus excludes left out, phrases as plain words); "" for none. */
export function positiveWords(q: string): string {
  const kept = q
    .replace(/(^|\s)-"[^"]*"?/g, " ") // -"a phrase"
    .replace(/(^|\s)-\S*/g, " ") // -word
    .replace(/"/g, " ");
  return kept.replace(/\s+/g, " ").trim();
}

/** The number of candidates (capped at SEARCH_CANDIDATES, or TYPO_CANDIDATES for typos). */
export async function countSearch(db: Db, conditions: SQL[], match: SearchMatch): Promise<number> {
  const found = candidates(db, conditions, match);
  const [row] = await db.with(found).select({ total: count() }).from(found);
  return row?.total ?? 0;
}

/** The ads a search matched (at most a bounded number), each with its rank. */
export type Candidates = WithSubqueryWithSelection<{ id: typeof posts.id; rank: SQL.Aliased<number> }, "candidates">;

/** One page of cards of the candidates in `order`, each row with the candidates' count. */
export function candidateCards(
  db: Db,
  found: Candidates,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<(CardRow & { total: number })[]> {
  return db
    .with(found)
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(found)
    .innerJoin(posts, eq(posts.id, found.id))
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** One page of the candidates, best first, then newest, each row with the candidates' count. */
export function searchPostCards(
  db: Db,
  conditions: SQL[],
  match: SearchMatch,
  limit: number,
  offset: number,
): Promise<(CardRow & { total: number })[]> {
  const found = candidates(db, conditions, match);
  return candidateCards(db, found, [desc(found.rank), desc(posts.createdAt), desc(posts.id)], limit, offset);
}
