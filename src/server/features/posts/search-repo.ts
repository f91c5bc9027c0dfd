import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, locations, posts, sections } from "../../db/schema";
import { cardColumns, type CardRow } from "./cards";

/**
 * At most this many matching rows are ranked: a word found in half the ads costs a bounded
 * amount of work (the ranking and sorting), at the price of ranking only the first rows found.
 */
export const SEARCH_CANDIDATES = 200;

/** Typo candidates: a trigram match rechecks every title sharing a trigram, so it stops sooner. */
export const TYPO_CANDIDATES = 50;

/** How a query matches: words only, or words or a title word similar to the query (typos). */
export type SearchMode = "words" | "words-or-typos";

/**
 * Russian stems or plain words (Ukrainian, Polish, English forms), from what a visitor types
 * (websearch syntax: quotes, "or", a minus), matched against posts.search (migration 0003).
 */
const tsQueryOf = (q: string) => sql`(websearch_to_tsquery('russian', ${q}) || websearch_to_tsquery('simple', ${q}))`;

function candidates(db: Db, conditions: SQL[], q: string, mode: SearchMode) {
  const tsq = tsQueryOf(q);
  const words = sql`${posts.search} @@ ${tsq}`;
  // `<%`: a word of the title is similar to the query (pg_trgm, GIN index): finds typos, but
  // rechecks every title sharing a trigram, so it is asked only when the words found little.
  const match = mode === "words" ? words : sql`(${words} or ${q} <% ${posts.title})`;
  const rank = mode === "words" ? sql`ts_rank(${posts.search}, ${tsq})` : sql`ts_rank(${posts.search}, ${tsq}) + word_similarity(${q}, ${posts.title})`;
  return db.$with("candidates").as(
    db
      .select({ id: posts.id, rank: sql<number>`${rank}`.as("rank") })
      .from(posts)
      .where(and(...conditions, match))
      .limit(mode === "words" ? SEARCH_CANDIDATES : TYPO_CANDIDATES),
  );
}

/** The number of candidates (capped at SEARCH_CANDIDATES, or TYPO_CANDIDATES for typos). */
export async function countSearch(db: Db, conditions: SQL[], q: string, mode: SearchMode): Promise<number> {
  const found = candidates(db, conditions, q, mode);
  const [row] = await db.with(found).select({ total: count() }).from(found);
  return row?.total ?? 0;
}

/** One page of the candidates, best first, then newest, each row with the candidates' count. */
export function searchPostCards(db: Db, conditions: SQL[], q: string, mode: SearchMode, limit: number, offset: number): Promise<(CardRow & { total: number })[]> {
  const found = candidates(db, conditions, q, mode);
  return db
    .with(found)
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(found)
    .innerJoin(posts, eq(posts.id, found.id))
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .leftJoin(locations, eq(locations.id, posts.locationId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .orderBy(desc(found.rank), desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}
