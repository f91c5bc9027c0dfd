import type { LocalizedText } from "../../../shared/contract/common";
import type { Suggestion } from "../../../shared/contract/search";
import { LOCALES, type Locale } from "../../../shared/locales";
import type { Db } from "../../db/client";
import { shortCache } from "../../lib/short-cache";
import { lightStem } from "../../lib/stem";
import { cyrillicSpellings } from "../../lib/translit";
import { matchTsQuery } from "../../db/search-repo";
import { readyVocabulary, trigramsOf, TYPO_SIMILARITY, wordsOf, type Vocabulary } from "../../db/typo-words";
import { placeIds, type SearchReference } from "./reference";
import { titlesFound } from "./repo";
import { normalizedQuery, searchTransaction } from "./service";
import { onAdsChanged } from "../../lib/ad-events";

/** At most this many suggestions in all, and of each kind. */
const SUGGESTIONS_MAX = 8;
const NAMES_MAX = 3;
const PLACES_MAX = 2;
/** Words the last one typed may become, and ads read to find titles with them. */
const COMPLETIONS = 4;
const TITLE_ROWS = 40;

const cache = shortCache<string, Suggestion[]>({ ttlMs: 30_000, max: 1000 });

/** Forgets kept suggestions (ads changed: titles may be gone). */
function clearSuggestCache(): void {
  cache.clear();
}
onAdsChanged(clearSuggestCache);

function similarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  let common = 0;
  for (const trigram of left) if (right.has(trigram)) common++;
  return common / (left.size + right.size - common);
}

/**
 * Whether a name (in any language) fits what was typed: one of its words starts with the typed text or
 * with its Cyrillic spelling, or (4 letters and more) is near it as a typo.
 */
function nameFits(name: LocalizedText, typed: readonly string[]): boolean {
  const words = LOCALES.flatMap((locale) => wordsOf(name[locale]));
  const whole = LOCALES.map((locale) => name[locale].toLowerCase());
  return typed.some(
    (text) =>
      whole.some((value) => value.startsWith(text)) ||
      words.some((word) => word.startsWith(text) || (text.length >= 4 && similarity(word, text) >= TYPO_SIMILARITY)),
  );
}

/** Title words the last typed word may become: completions, then (Latin) its Cyrillic ones, then typos. */
function completionsOf(vocab: Vocabulary, last: string): string[] {
  const out = new Set(vocab.completions(last, COMPLETIONS));
  for (const spelling of cyrillicSpellings(last))
    for (const word of vocab.completions(spelling, COMPLETIONS)) out.add(word);
  if (out.size === 0 && last.length >= 4) for (const word of vocab.similar(last)) out.add(word);
  return [...out].slice(0, COMPLETIONS);
}

async function titleSuggestions(db: Db, reference: SearchReference, q: string, location: string | undefined) {
  const vocab = readyVocabulary(db);
  const words = wordsOf(q).slice(0, 4);
  const last = words.pop();
  if (!vocab || !last) return [];
  const completions = completionsOf(vocab, last);
  if (completions.length === 0) return [];
  const alternatives = [...words.map((word) => [word, ...vocab.formsOf(word)]), completions];
  const place = location ? reference.placeBySlug.get(location) : undefined;
  const rows = await searchTransaction(db, (tx) =>
    titlesFound(
      tx,
      { tsq: matchTsQuery({ kind: "forms", alternatives }), placeIds: place ? placeIds(reference, place) : undefined },
      TITLE_ROWS,
    ),
  );
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  // The index finds the words in titles and texts alike: a title is offered only when it has one of them.
  const stems = completions.map(lightStem);
  for (const row of rows) {
    const text = row.title.replace(/\s+/g, " ").trim();
    const key = text.toLowerCase();
    if (seen.has(key) || !wordsOf(key).some((word) => stems.some((stem) => word.startsWith(stem)))) continue;
    seen.add(key);
    out.push({ kind: "title", text, section: reference.sectionById.get(row.sectionId)?.slug ?? null, slug: null });
  }
  return out;
}

async function suggestions(
  db: Db,
  reference: SearchReference,
  q: string,
  location: string | undefined,
  locale: Locale,
) {
  const typed = [
    q,
    ...wordsOf(q).flatMap((word) => cyrillicSpellings(word)),
    ...cyrillicSpellings(q.replace(/\s+/g, "")),
  ];
  const typedOnce = [...new Set(typed)].filter((text) => text.length > 0);
  const sections: Suggestion[] = reference.sections
    .filter((section) => nameFits(section.name, typedOnce))
    .map((section) => ({ kind: "section", text: section.name[locale], section: section.slug, slug: null }));
  const categories: Suggestion[] = reference.categories
    .filter((category) => nameFits(category.name, typedOnce))
    .map((category) => ({
      kind: "category",
      text: category.name[locale],
      section: category.section,
      slug: category.slug,
    }));
  const places: Suggestion[] = reference.places
    .filter((place) => nameFits(place.name, typedOnce) || place.code?.toLowerCase() === q)
    .map((place) => ({ kind: "place", text: place.name[locale], section: null, slug: place.slug }));
  const names = [...sections, ...categories].slice(0, NAMES_MAX);
  const placed = places.slice(0, PLACES_MAX);
  const titles = await titleSuggestions(db, reference, q, location);
  return [...names, ...placed, ...titles].slice(0, SUGGESTIONS_MAX);
}

/** GET /v1/search/suggest: sections, categories, places and ad titles for what has been typed so far. */
export function suggest(
  db: Db,
  reference: SearchReference,
  query: { q: string; location?: string | undefined },
  locale: Locale,
): Promise<Suggestion[]> {
  const q = normalizedQuery(query.q);
  return cache.get(JSON.stringify([locale, q, query.location ?? ""]), () =>
    suggestions(db, reference, q, query.location, locale),
  );
}
