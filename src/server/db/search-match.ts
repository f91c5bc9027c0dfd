import type { Db } from "./client";
import { hasExclusions, type SearchMatch } from "./search-repo";
import { MAX_QUERY_WORDS, MAX_WORD_LENGTH, readyVocabulary, typoAlternatives, wordsOf } from "./typo-words";

/** websearch syntax beyond plain words: a minus, a quoted phrase or "or" say exactly what is wanted. */
function hasSyntax(q: string): boolean {
  return hasExclusions(q) || /(^|\s)or(\s|$)/i.test(q);
}

/** Letters of Ukrainian words that Russian has not: the `russian` stemmer leaves such words as they are. */
const UKRAINIAN = /[іїєґ]/u;

/**
 * The forms worth adding to a word: for Cyrillic only those with Ukrainian letters (the `russian`
 * configuration already joins Russian forms, and each added form is one more posting list for the index
 * to read, thousands of entries for a common word), for Latin letters all (Polish has no stemmer at all).
 */
function formsToAdd(word: string, forms: string[]): string[] {
  return /[\u0400-\u04ff]/u.test(word) ? forms.filter((form) => UKRAINIAN.test(form)) : forms;
}

/**
 * What a search asks the index first: every word with its forms that titles hold (the Ukrainian and
 * Polish forms PostgreSQL cannot stem: «водія» also finds «водій», "pracy" finds "praca"), the Russian
 * stems as before. A query with websearch syntax, or one asked before the vocabulary was read, is
 * searched as typed.
 */
export function typedMatch(db: Db, q: string): SearchMatch {
  if (hasSyntax(q)) return { kind: "words", q };
  const words = [...new Set(wordsOf(q))].slice(0, MAX_QUERY_WORDS);
  const vocab = readyVocabulary(db);
  if (!vocab || words.length === 0 || words.some((word) => word.length >= MAX_WORD_LENGTH)) return { kind: "words", q };
  const alternatives = words.map((word) => [...new Set([word, ...formsToAdd(word, vocab.formsOf(word))])]);
  return { kind: "forms", alternatives };
}

/**
 * When the words found nothing: the title words they may have meant (typos, Latin letters for Cyrillic),
 * compared in memory; null when a word has nothing near it, so the database is not asked again. `searchedAs`
 * is the likeliest reading, shown as "searched for …".
 */
export async function fallbackMatch(db: Db, q: string): Promise<{ match: SearchMatch; searchedAs: string } | null> {
  if (hasSyntax(q)) return null;
  const alternatives = await typoAlternatives(db, q);
  if (!alternatives) return null;
  return { match: { kind: "typos", alternatives }, searchedAs: alternatives.map((words) => words[0] ?? "").join(" ") };
}
