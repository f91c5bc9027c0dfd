/**
 * On PostgreSQL a search statement is cancelled after this long (SET LOCAL statement_timeout),
 * so a pathological query frees its connection. PGlite ignores the setting: it runs queries on
 * Node's main thread and cannot be interrupted, so there every statement is an index lookup bounded
 * by SEARCH_CANDIDATES (words) or TYPO_CANDIDATES (typos, found through typo-words.ts's vocabulary).
 */
export const SEARCH_TIMEOUT_MS = 1500;

/** A search cancelled by statement_timeout (PostgreSQL's query_canceled). */
export class SearchTimeoutError extends Error {}

export function isQueryCanceled(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === "57014") return true;
  }
  return false;
}
