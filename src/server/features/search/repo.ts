import { desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SEARCH_GROUP_COUNT_CAP, SEARCH_HINT_COUNT_CAP, SEARCH_TOTAL_CAP } from "../../../shared/constants";
import type { SearchSort } from "../../../shared/contract/search";
import type { Db } from "../../db/client";
import { posts, sections } from "../../db/schema";
import type { CardRow } from "../../db/ad-cards";
import { candidateCards } from "../../db/search-repo";
import { priceOf } from "../../db/ad-filters";

/**
 * Every statement here walks an index and stops at a LIMIT: the words through posts_search_idx, or with a
 * section through posts_section_search_idx (section and words intersected inside the index), so a search
 * reads at most a bounded number of ads whatever it matches.
 */

/** A section's count stops here (the contract's cap: each counted ad is a read). */
export const GROUP_COUNT_CAP = SEARCH_GROUP_COUNT_CAP;
/**
 * A page is sorted among at most this many matching ads (each one read and its title checked): the first
 * five pages of twenty. Guessed words (typos, Latin letters) rank fewer (TYPO_CANDIDATES).
 */
export const SITE_CANDIDATES = SEARCH_TOTAL_CAP;
/** A place hint's count stops here, the same way. */
const HINT_COUNT_CAP = SEARCH_HINT_COUNT_CAP;

/** Active ads, written as a constant so the planner can use the partial index of active ads. */
const active = sql`${posts.status} = 'active'`;

export interface Scope {
  tsq: SQL;
  sectionId?: number | undefined;
  /** The place's location ids (a state with its cities); undefined for everywhere. */
  placeIds?: number[] | undefined;
}

function where(scope: Scope): SQL {
  const parts: SQL[] = [active, sql`${posts.search} @@ ${scope.tsq}`];
  if (scope.sectionId !== undefined) parts.push(eq(posts.sectionId, scope.sectionId));
  if (scope.placeIds) parts.push(inArray(posts.locationId, scope.placeIds));
  return sql.join(parts, sql` and `);
}

/** Per section with any: how many ads the words find (at most GROUP_COUNT_CAP each). */
export async function sectionCounts(db: Db, scope: Omit<Scope, "sectionId">, sectionIds: number[]) {
  if (sectionIds.length === 0) return new Map<number, number>();
  // Qualified by hand: in a select from one table drizzle writes bare column names, and a bare "id" in
  // the inner select would be the ad's.
  const column = (table: string, name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  const place = scope.placeIds
    ? sql` and ${column("p", "location_id")} in (${sql.join(
        scope.placeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const count = sql<number>`(
    select count(*)::int from (
      select 1 from ${posts} as p
      where ${column("p", "section_id")} = ${column("sections", "id")} and ${column("p", "status")} = 'active'
        and ${column("p", "search")} @@ ${scope.tsq}${place}
      limit ${GROUP_COUNT_CAP}
    ) found
  )`;
  const rows = await db
    .select({ sectionId: sections.id, count })
    .from(sections)
    .where(inArray(sections.id, sectionIds));
  return new Map(rows.map((row) => [row.sectionId, row.count]));
}

/**
 * Relevance: the words in the title before the words only in the text. Worked out from the title itself:
 * ts_rank would read each candidate's stored tsvector, which for a long text is kept apart (TOAST) and
 * costs a read of its own.
 */
function titleHas(tsq: SQL): SQL {
  return sql`((to_tsvector('russian', ${posts.title}) || to_tsvector('simple', ${posts.title})) @@ ${tsq})`;
}

function orderOf(sort: SearchSort, rank: SQL): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(posts.createdAt), desc(posts.id)];
    case "price_asc":
      return [sql`${priceOf} asc nulls last`, desc(posts.createdAt), desc(posts.id)];
    case "price_desc":
      return [sql`${priceOf} desc nulls last`, desc(posts.createdAt), desc(posts.id)];
    default:
      return [desc(rank), desc(posts.createdAt), desc(posts.id)];
  }
}

/**
 * One page of what the words find in the scope, sorted as asked among at most `candidates` ads (the
 * ranking reads each of them; a page deeper than that is empty), with their count.
 */
export async function searchCards(
  db: Db,
  scope: Scope,
  options: { sort: SearchSort; limit: number; offset: number; candidates: number },
): Promise<{ rows: CardRow[]; total: number }> {
  if (options.offset >= options.candidates) return { rows: [], total: 0 };
  const found = db.$with("candidates").as(
    db
      .select({ id: posts.id, rank: sql<number>`${titleHas(scope.tsq)}::int`.as("rank") })
      .from(posts)
      .where(where(scope))
      .limit(options.candidates),
  );
  const order = orderOf(options.sort, sql`${found.rank}`);
  const rows = await candidateCards(db, found, order, options.limit, options.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Whether the words find any ad in the scope (one index lookup, one row at most). */
export async function anyFound(db: Db, scope: Scope): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).where(where(scope)).limit(1);
  return rows.length > 0;
}

/** Per location among `ids`: how many ads the words find there (at most HINT_COUNT_CAP in all). */
export async function placeCounts(db: Db, scope: Omit<Scope, "placeIds">, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const found = db
    .select({ locationId: posts.locationId })
    .from(posts)
    .where(where({ ...scope, placeIds: ids }))
    .limit(HINT_COUNT_CAP)
    .as("found");
  const rows = await db
    .select({ locationId: found.locationId, count: sql<number>`count(*)::int` })
    .from(found)
    .groupBy(found.locationId);
  return new Map(rows.flatMap((row) => (row.locationId === null ? [] : [[row.locationId, row.count] as const])));
}

/** How many ads the words find anywhere (at most HINT_COUNT_CAP). */
export async function countEverywhere(db: Db, scope: Omit<Scope, "placeIds">): Promise<number> {
  const found = db.select({ id: posts.id }).from(posts).where(where(scope)).limit(HINT_COUNT_CAP).as("found");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(found);
  return row?.count ?? 0;
}

/** Titles of ads holding every word of `tsq` (at most `limit` ads read), with their sections' ids. */
export async function titlesFound(db: Db, scope: Scope, limit: number) {
  return db.select({ title: posts.title, sectionId: posts.sectionId }).from(posts).where(where(scope)).limit(limit);
}
