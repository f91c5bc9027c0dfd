/**
 * Latin letters to Cyrillic, as people type a Russian or Ukrainian word on a keyboard without Cyrillic:
 * "voditel" → «водител», "kukhar" → «кухар». Each scheme gives one spelling; the title vocabulary then
 * says which real words are near it (a missing soft sign, "i" for «ы»), so only words that exist reach
 * the database.
 */

type Scheme = "ru" | "ua";

/** Letter groups first (longest first), then single letters: [Latin, Russian, Ukrainian]. */
const GROUPS: readonly (readonly [string, string, string])[] = [
  ["shch", "щ", "щ"],
  ["sch", "щ", "щ"],
  ["zh", "ж", "ж"],
  ["kh", "х", "х"],
  ["ch", "ч", "ч"],
  ["sh", "ш", "ш"],
  ["ts", "ц", "ц"],
  ["tz", "ц", "ц"],
  ["ya", "я", "я"],
  ["ja", "я", "я"],
  ["ia", "я", "я"],
  ["yu", "ю", "ю"],
  ["ju", "ю", "ю"],
  ["iu", "ю", "ю"],
  ["yo", "ё", "йо"],
  ["jo", "ё", "йо"],
  ["ye", "е", "є"],
  ["je", "е", "є"],
  ["ie", "е", "є"],
  ["yi", "ый", "ї"],
  ["ji", "ї", "ї"],
  ["iy", "ий", "ій"],
  ["yy", "ый", "ий"],
  ["a", "а", "а"],
  ["b", "б", "б"],
  ["c", "ц", "ц"],
  ["d", "д", "д"],
  ["e", "е", "е"],
  ["f", "ф", "ф"],
  ["g", "г", "ґ"],
  ["h", "х", "г"],
  ["i", "и", "і"],
  ["j", "й", "й"],
  ["k", "к", "к"],
  ["l", "л", "л"],
  ["m", "м", "м"],
  ["n", "н", "н"],
  ["o", "о", "о"],
  ["p", "п", "п"],
  ["q", "к", "к"],
  ["r", "р", "р"],
  ["s", "с", "с"],
  ["t", "т", "т"],
  ["u", "у", "у"],
  ["v", "в", "в"],
  ["w", "в", "в"],
  ["x", "кс", "кс"],
  ["y", "ы", "и"],
  ["z", "з", "з"],
  ["'", "ь", "ь"],
];

const VOWELS = /[aeiouy]$/;

function spell(word: string, scheme: Scheme): string {
  let out = "";
  for (let i = 0; i < word.length;) {
    // A "y" after a vowel closes the syllable: "novyy" → «новый», "zhuravliy" → «журавлий».
    if (word[i] === "y" && i > 0 && VOWELS.test(word.slice(0, i)) && !/^y[aeiou]/.test(word.slice(i))) {
      out += "й";
      i++;
      continue;
    }
    const group = GROUPS.find(([latin]) => word.startsWith(latin, i));
    if (!group) return "";
    out += scheme === "ru" ? group[1] : group[2];
    i += group[0].length;
  }
  return out;
}

/** Whether a word is written in plain Latin letters (the only kind spelled in Cyrillic here). */
export function isLatinWord(word: string): boolean {
  return /^[a-z']+$/.test(word);
}

/**
 * The Cyrillic spellings of a lower-case Latin word (Russian scheme first, then Ukrainian when it differs);
 * none for a word with other letters.
 */
export function cyrillicSpellings(word: string): string[] {
  if (!isLatinWord(word)) return [];
  const spellings = (["ru", "ua"] as const).map((scheme) => spell(word, scheme)).filter((s) => s.length > 0);
  return [...new Set(spellings)];
}
