import { lightStem } from "../stem";
import { cyrillicSpellings } from "../translit";

/**
 * Text as the rules compare it: lower case, compatibility forms folded (full-width letters, ligatures), invisible
 * characters gone, letters that look alike in Latin and Cyrillic written one way, and each word cut to its stem, so
 * that «КОКАИН», «kокаин» (a Latin k), «кокаина» and "kokain" all meet one banned word.
 */

/** No text is looked at past this many characters: the form's own bounds are far below it. */
export const MAX_SCANNED_CHARS = 20_000;
/** Words longer than this are no words anyone bans (a base64 blob, a run of one letter): left as they are. */
const MAX_WORD = 40;

/** Characters that show nothing but split a word for a pattern: zero-width ones, the soft hyphen, joiners. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]|\p{Mn}/gu;

/**
 * Latin letters and digits that pass for Cyrillic ones in a Cyrillic word. A word with any Cyrillic letter has
 * these read as Cyrillic; a word of Latin letters only is left Latin (English and Polish words).
 */
const TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: "а",
  b: "в",
  c: "с",
  e: "е",
  h: "н",
  i: "і",
  k: "к",
  m: "м",
  o: "о",
  p: "р",
  t: "т",
  x: "х",
  y: "у",
  "0": "о",
  "3": "з",
  "4": "ч",
  "6": "б",
};

/** The same letters the other way, for a Latin word written with a Cyrillic letter or two ("сasinо"). */
const TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  в: "b",
  с: "c",
  е: "e",
  н: "h",
  і: "i",
  к: "k",
  м: "m",
  о: "o",
  р: "p",
  т: "t",
  х: "x",
  у: "y",
  ј: "j",
  ѕ: "s",
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** One word's letters in one script: the script most of its letters are written in wins, Cyrillic on a tie. */
function oneScript(word: string): string {
  let cyrillic = 0;
  let latin = 0;
  for (const char of word) {
    if (CYRILLIC.test(char)) cyrillic++;
    else if (LATIN.test(char)) latin++;
  }
  if (cyrillic === 0) return word;
  if (latin > cyrillic) {
    let out = "";
    for (const char of word) out += TO_LATIN[char] ?? char;
    return out;
  }
  let out = "";
  for (const char of word) out += TO_CYRILLIC[char] ?? char;
  // Russian has no «і»: a Russian word with an «i» in it meant «и».
  return /[ыэъё]/u.test(out) || !/[іїєґ]/u.test(word) ? out.replace(/і/gu, "и") : out;
}

/**
 * Lower case, compatibility forms, no invisible characters, «ё» as «е», and letters spelled out one by one
 * («к.о.к.а.и.н», "s-p-a-m") joined back into their word. Bounded and linear: no pattern here backtracks.
 */
export function foldText(text: string): string {
  const cut = text.length > MAX_SCANNED_CHARS ? text.slice(0, MAX_SCANNED_CHARS) : text;
  const folded = cut
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/ё/gu, "е");
  // Three or more single letters joined by dots, dashes, stars or underscores are one word spelled out.
  return folded.replace(/(?<![\p{L}\p{N}])\p{L}(?:[.\-_*·]\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
    run.replace(/[.\-_*·]/gu, ""),
  );
}

/** The words of a folded text: runs of letters and digits (a word's apostrophe stays inside it). */
export function wordsOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/**
 * The keys a word is compared by: its stem in its own script and, for a Latin word, the stems of its Cyrillic
 * spellings ("narkotiki" → «наркотик»). Digits read as letters only inside a word that has letters.
 */
export function wordKeys(word: string): string[] {
  if (word.length > MAX_WORD) return [word];
  const letters = /\p{L}/u.test(word) ? oneScript(word) : word;
  const keys = new Set([lightStem(letters)]);
  const russian = RUSSIAN_ENDING.exec(letters);
  if (russian && letters.length - russian[0].length >= 3) keys.add(lightStem(letters.slice(0, -russian[0].length)));
  // An English plural or past: "scams", "scammed" meet "scam".
  const english = /^[a-z]{4,}?(?:es|s|ed|ing)$/.exec(letters) ? /(?:es|s|ed|ing)$/.exec(letters) : null;
  if (english) keys.add(letters.slice(0, -english[0].length));
  for (const spelling of cyrillicSpellings(letters)) keys.add(lightStem(spelling));
  return [...keys];
}

/** Russian endings the shared stemmer leaves (it stems Ukrainian and Polish; the database stems Russian). */
const RUSSIAN_ENDING = /(?:ами|ями|ыми|ого|ему|ому|ых|ым|ый|ая|ое|ые|ой|ов|ев|ы)$/u;

/** Each word of the text with its keys, in order (a banned phrase is matched word after word). */
export function textKeys(text: string): string[][] {
  return wordsOf(foldText(text)).map(wordKeys);
}

/**
 * The form of a text two copies share however they were retyped: its words' first keys joined by spaces. The hash
 * of an ad's title and text is taken of this.
 */
export function canonicalText(text: string): string {
  return textKeys(text)
    .map((keys) => keys[0] ?? "")
    .join(" ");
}
