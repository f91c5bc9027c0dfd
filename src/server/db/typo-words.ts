import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "./client";
import { posts } from "./schema";
import { log } from "../log";
import { lightStem } from "../lib/stem";
import { cyrillicSpellings } from "../lib/translit";
import { onAdsChanged } from "../lib/ad-events";

/**
 * Typo fallback, bounded: the words of active ads' titles, kept in memory with a trigram index (as
 * pg_trgm splits words: two spaces before, one after). A query word is compared with the vocabulary
 * here — work bounded by the vocabulary's size, never by the number of ads — and the similar words
 * are then searched like typed words (posts.search, GIN). Before this, `q <% title` rechecked every
 * title sharing a trigram with the query: 0.6–5 s at 120 000 ads, on PGlite's (the main) thread.
 *
 * The vocabulary is read in small slices (READ_SLICE titles a query, the event loop free between
 * them), at the first typo search and again after ads change (new ads at once, a full re-read at most
 * every FULL_REBUILD_MS for edited and removed titles).
 */

/** Titles per read: ~1–3 ms of database work each at 120 000 ads (up to ~15 ms when the files are cold). */
const READ_SLICE = 200;
/** Vocabulary cap: beyond it new words are not kept (and the log says so once). */
const VOCABULARY_MAX = 200_000;
/** A word this long or longer is no typo of a title word: it is not compared. */
export const MAX_WORD_LENGTH = 32;
/** Query words compared (the rest of a long query only narrows, as typed). */
export const MAX_QUERY_WORDS = 4;
/** Words shorter than this are searched as typed: too few trigrams to judge similarity. */
export const MIN_TYPO_LENGTH = 4;
/** pg_trgm's similarity a title word needs ('вадители' ~ 'водители' is 0.5). */
export const TYPO_SIMILARITY = 0.45;
/** Similar words kept per query word, most similar first. */
const TYPO_ALTERNATIVES = 5;
const FULL_REBUILD_MS = 5 * 60_000;
/** Forms of one word searched together («водій», «водія», «водієві»), most frequent first. */
const FORMS_MAX = 8;
/** Vocabulary words a prefix is compared with at most (a short prefix such as «во» has thousands). */
const PREFIX_SCAN = 2000;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text as pg_trgm sees them (letters and digits, lower case). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

class Vocabulary {
  readonly words: string[] = [];
  readonly sizes: number[] = [];
  /** Titles a word is in (as often as it was read): suggestions offer the common words first. */
  readonly counts: number[] = [];
  private readonly known = new Map<string, number>();
  private readonly index = new Map<string, number[]>();
  /** Words by their light stem (lib/stem.ts): the Ukrainian and Polish forms of one word together. */
  private readonly stems = new Map<string, number[]>();
  /** The words in alphabetical order, for prefixes; made again after new words came. */
  private sorted: string[] | null = null;
  full = false;

  add(word: string): void {
    const seen = this.known.get(word);
    if (seen !== undefined) {
      this.counts[seen] = (this.counts[seen] ?? 0) + 1;
      return;
    }
    if (word.length < MIN_TYPO_LENGTH || word.length >= MAX_WORD_LENGTH || /^\d+$/.test(word)) return;
    if (this.words.length >= VOCABULARY_MAX) {
      if (!this.full)
        log.warn({ max: VOCABULARY_MAX }, "[search] the typo vocabulary is full: newer title words are not suggested");
      this.full = true;
      return;
    }
    const id = this.words.length;
    this.words.push(word);
    this.counts.push(1);
    this.known.set(word, id);
    this.sorted = null;
    const stem = lightStem(word);
    const forms = this.stems.get(stem);
    if (forms) forms.push(id);
    else this.stems.set(stem, [id]);
    const trigrams = trigramsOf(word);
    this.sizes.push(trigrams.size);
    for (const trigram of trigrams) {
      const list = this.index.get(trigram);
      if (list) list.push(id);
      else this.index.set(trigram, [id]);
    }
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** How many titles hold `word` (0 for a word no title has). */
  countOf(word: string): number {
    const id = this.known.get(word);
    return id === undefined ? 0 : (this.counts[id] ?? 0);
  }

  /** Title words with the light stem of `word` (itself included when a title has it), most frequent first. */
  formsOf(word: string): string[] {
    const ids = this.stems.get(lightStem(word)) ?? [];
    return this.mostFrequent(ids, FORMS_MAX);
  }

  /** Title words starting with `prefix`, most frequent first (of the first PREFIX_SCAN in alphabetical order). */
  completions(prefix: string, limit: number): string[] {
    this.sorted ??= [...this.words].sort();
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? "") < prefix) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let i = low; i < sorted.length && ids.length < PREFIX_SCAN; i++) {
      const word = sorted[i] ?? "";
      if (!word.startsWith(prefix)) break;
      const id = this.known.get(word);
      if (id !== undefined) ids.push(id);
    }
    return this.mostFrequent(ids, limit);
  }

  private mostFrequent(ids: readonly number[], limit: number): string[] {
    return [...ids]
      .sort((a, b) => (this.counts[b] ?? 0) - (this.counts[a] ?? 0) || a - b)
      .slice(0, limit)
      .map((id) => this.words[id] ?? "")
      .filter((word) => word.length > 0);
  }

  /** Title words similar to `word` (pg_trgm similarity ≥ TYPO_SIMILARITY), most similar first. */
  similar(word: string): string[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.index.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const found: { word: string; score: number }[] = [];
    for (const [id, common] of shared) {
      const score = common / (trigrams.size + (this.sizes[id] ?? 0) - common);
      const candidate = this.words[id];
      if (score >= TYPO_SIMILARITY && candidate !== undefined) found.push({ word: candidate, score });
    }
    found.sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));
    return found.slice(0, TYPO_ALTERNATIVES).map((entry) => entry.word);
  }
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

let current: Vocabulary | null = null;
let lastId = 0;
let builtAt = 0;
let stale = false;
let reading: Promise<void> | null = null;

/** Reads titles of active ads with an id above `after` into `into`, a slice at a time. */
async function readTitles(db: Db, into: Vocabulary, after: number): Promise<number> {
  let last = after;
  for (;;) {
    const rows = await db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(and(eq(posts.status, "active"), gt(posts.id, last)))
      .orderBy(asc(posts.id))
      .limit(READ_SLICE);
    for (const row of rows) for (const word of wordsOf(row.title)) into.add(word);
    const tail = rows.at(-1);
    if (tail) last = tail.id;
    if (rows.length < READ_SLICE) return last;
    await yieldToOthers();
  }
}

function rebuild(db: Db): Promise<void> {
  const started = Date.now();
  const next = new Vocabulary();
  stale = false;
  return readTitles(db, next, 0).then((last) => {
    current = next;
    lastId = last;
    builtAt = Date.now();
    log.info({ words: next.words.length, ms: Date.now() - started }, "[search] typo vocabulary read");
  });
}

function refresh(db: Db, vocabulary: Vocabulary): Promise<void> {
  stale = false;
  return readTitles(db, vocabulary, lastId).then((last) => {
    lastId = last;
  });
}

function once(run: () => Promise<void>): Promise<void> {
  reading ??= run().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * The vocabulary, read first if need be (the caller waits; others do not: the reads yield). After
 * ads changed, new ads' words are read before answering; edited titles wait for the next full read,
 * which runs in the background.
 */
async function vocabulary(db: Db, now = Date.now()): Promise<Vocabulary> {
  if (!current) {
    await once(() => rebuild(db));
  } else if (stale) {
    const vocab = current;
    if (now - builtAt >= FULL_REBUILD_MS)
      void once(() => rebuild(db)).catch((error: unknown) =>
        log.error({ err: error }, "[search] reading the typo vocabulary failed"),
      );
    else await once(() => refresh(db, vocab));
  }
  if (!current) throw new Error("the typo vocabulary could not be read");
  return current;
}

/**
 * The vocabulary if it has been read, else null (and its first read starts in the background): a search
 * with words as typed need not wait for it, only the fallback for words that found nothing does.
 */
export function readyVocabulary(db: Db): Vocabulary | null {
  if (!current) {
    void once(() => rebuild(db)).catch((error: unknown) =>
      log.error({ err: error }, "[search] reading the typo vocabulary failed"),
    );
    return null;
  }
  if (stale)
    void vocabulary(db).catch((error: unknown) => log.error({ err: error }, "[search] vocabulary refresh failed"));
  return current;
}

export type { Vocabulary };

/** Reads the vocabulary ahead of the first typo search (after start, in the background). */
export async function warmTypoWords(db: Db): Promise<number> {
  return (await vocabulary(db)).words.length;
}

/** Ads changed: new titles are read before the next typo search. */
function markTypoWordsStale(): void {
  stale = true;
}
onAdsChanged(markTypoWordsStale);

/** For tests: forget the vocabulary. */
export function resetTypoWords(): void {
  current = null;
  lastId = 0;
  builtAt = 0;
  stale = false;
}

/**
 * For each word of the query (up to MAX_QUERY_WORDS): the words to search instead — itself when it is
 * short, else title words similar to it. Null when a word has nothing similar: the fallback then finds
 * nothing, without asking the database.
 */
export async function typoAlternatives(db: Db, q: string): Promise<string[][] | null> {
  const words = [...new Set(wordsOf(q))].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0 || words.every((word) => word.length < MIN_TYPO_LENGTH)) return null;
  if (words.some((word) => word.length >= MAX_WORD_LENGTH)) return null;
  const vocab = await vocabulary(db);
  const out: string[][] = [];
  for (const word of words) {
    if (word.length < MIN_TYPO_LENGTH) {
      out.push([word]);
      continue;
    }
    const similar = alternativesOf(vocab, word);
    if (similar.length === 0) return null;
    out.push(similar);
  }
  return out;
}

/**
 * Title words a query word may have meant: for Latin letters the Cyrillic spellings first ("voditel" →
 * «водитель», with the forms of a spelling that is a title word), then words similar to it as typed
 * («вадитель» → «водитель», "driverr" → "driver").
 */
function alternativesOf(vocab: Vocabulary, word: string): string[] {
  const found: string[] = [];
  for (const spelling of cyrillicSpellings(word)) {
    found.push(...(vocab.has(spelling) ? vocab.formsOf(spelling) : vocab.similar(spelling)));
  }
  found.push(...vocab.similar(word));
  return [...new Set(found)].slice(0, TYPO_ALTERNATIVES);
}
