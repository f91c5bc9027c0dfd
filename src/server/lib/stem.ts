/**
 * A light stemmer for the word forms PostgreSQL cannot stem: it has no Ukrainian or Polish snowball
 * configuration, so «водія» would not find «водій» and "pracy" would not find "praca". Common inflection
 * endings are cut off so that the forms of a word share one stem; the stems are only compared with each
 * other (the title vocabulary groups its words by stem), never shown. Russian words are stemmed by the
 * database's `russian` configuration; cutting their endings here too does no harm (their forms meet).
 */

/** Endings, longest first within each script: a word loses the first one it ends with. */
const CYRILLIC_ENDINGS = [
  "ями",
  "ами",
  "ові",
  "еві",
  "єві",
  "ому",
  "ого",
  "ими",
  "іми",
  "ах",
  "ях",
  "ів",
  "їв",
  "ей",
  "ий",
  "ій",
  "ої",
  "ою",
  "ею",
  "єю",
  "ям",
  "ам",
  "ом",
  "ем",
  "єм",
  "а",
  "я",
  "і",
  "ї",
  "и",
  "у",
  "ю",
  "о",
  "е",
  "є",
  "ь",
  "й",
] as const;

const LATIN_ENDINGS = [
  "ami",
  "ach",
  "owi",
  "iem",
  "ego",
  "emu",
  "ymi",
  "imi",
  "om",
  "ów",
  "ow",
  "em",
  "ie",
  "ą",
  "ę",
  "y",
  "i",
  "a",
  "o",
  "u",
  "e",
] as const;

/** What is left of a word is at least this long: "вод" of «водій», "prac" of "praca". */
const MIN_STEM = 3;

/** After the ending, a Ukrainian stem's soft vowel goes too: «воді|я» and «вод|ій» meet at «вод». */
const SOFT_TAIL = /[іїєиьй]$/u;

function cut(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length);
  }
  return word;
}

/** The stem of one lower-case word (letters only; digits and mixed words are kept as they are). */
export function lightStem(word: string): string {
  if (/[\u0400-\u04ff]/u.test(word)) {
    if (!/^[\u0400-\u04ff'’]+$/u.test(word)) return word;
    const stem = cut(word.replace(/['’]/gu, ""), CYRILLIC_ENDINGS);
    return stem.length > MIN_STEM && SOFT_TAIL.test(stem) ? stem.slice(0, -1) : stem;
  }
  if (!/^\p{Script=Latin}+$/u.test(word)) return word;
  return cut(word, LATIN_ENDINGS);
}
