import type { SectionSlug } from "../../../shared/contract/sections";
import type { RuleHit } from "../../../shared/contract/moderation";
import { plainText } from "../../../shared/text/plain-text";
import { foldText, MAX_SCANNED_CHARS, wordKeys, wordsOf } from "./normalize";

/**
 * The rules read from an ad's own words: banned words, and contacts or links where its section keeps them to the
 * contact fields. Pure functions over bounded text; the rules that ask the database are in rules.ts.
 */

/**
 * Sections whose text may carry a phone or an e-mail: a business's or an event's text names its office and box
 * office, an article or a drivers' post quotes whom to call. Everywhere else (jobs, CVs, housing, dating, the feed)
 * contacts go in the ad's contact fields, where a visitor sees them after asking and the budgets count the reveals.
 */
const CONTACTS_IN_TEXT: ReadonlySet<SectionSlug> = new Set(["business", "afisha", "blog", "news", "drivers-corner"]);
/** Sections whose text may link out: a business's site, an event's tickets, an article's sources. */
const LINKS_IN_TEXT: ReadonlySet<SectionSlug> = new Set(["business", "afisha", "blog", "news", "drivers-corner"]);

/** A found value shown to the moderator is cut to this. */
const DETAIL_MAX = 80;
const detail = (text: string) => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text);

/** Digits a phone has, with its country code: a US number has 10 (11 with +1), an international one up to 15. */
const PHONE_DIGITS = { min: 10, max: 15 } as const;
const PHONE_SEPARATORS = new Set([" ", "-", ".", "(", ")", "/", "\u2010", "\u2011", "\u2012", "\u2013", "\u2014"]);

/**
 * Phone numbers in plain text: a run of digits with at most one separator between groups, holding 10 to 15 digits.
 * One pass over the text: no pattern, so nothing backtracks on a long run of digits.
 */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  let start = -1;
  let digits = 0;
  let lastDigit = -1;
  const close = (end: number) => {
    if (start >= 0 && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max)
      found.push(text.slice(start, end + 1).trim());
    start = -1;
    digits = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char >= "0" && char <= "9") {
      if (start < 0) start = i > 0 && (text[i - 1] === "+" || text[i - 1] === "(") ? i - 1 : i;
      digits++;
      lastDigit = i;
    } else if (start >= 0 && PHONE_SEPARATORS.has(char) && i - lastDigit <= 2) {
      // «(212) 465-1234»: a bracket and a space between two groups are one separator.
    } else if (start >= 0) {
      close(lastDigit);
    }
    if (found.length >= 5) return found;
  }
  close(lastDigit);
  return found;
}

const EMAIL_LOCAL = /[a-z0-9._%+-]/;
const EMAIL_DOMAIN = /[a-z0-9.-]/;

/** E-mail addresses: around each «@», a bounded look to either side (at most 64 and 253 characters). */
export function findEmails(text: string): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  for (let at = lower.indexOf("@"); at >= 0 && found.length < 5; at = lower.indexOf("@", at + 1)) {
    let left = at;
    while (left > 0 && at - left < 64 && EMAIL_LOCAL.test(lower[left - 1] ?? "")) left--;
    let right = at + 1;
    while (right < lower.length && right - at < 253 && EMAIL_DOMAIN.test(lower[right] ?? "")) right++;
    const domain = lower.slice(at + 1, right).replace(/\.+$/, "");
    if (left < at && /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(domain))
      found.push(lower.slice(left, at + 1) + domain);
  }
  return found;
}

/** Top-level domains a bare address in an ad's text ends with (a «.com» after a word is a link to a site). */
const TLDS =
  "com|net|org|info|biz|io|me|co|us|ru|ua|pl|by|kz|su|online|site|shop|store|xyz|top|link|click|ly|gl|gg|to|app";
const LINK = new RegExp(
  `(?:https?://|www\\.)[^\\s<>"]{1,200}|` +
    // Every repetition is bounded: each place in the text is tried at most a few hundred steps.
    `(?<![\\p{L}\\p{N}@.-])[\\p{L}\\p{N}][\\p{L}\\p{N}-]{0,62}\\.(?:${TLDS})(?![\\p{L}\\p{N}])(?:/[^\\s<>"]{0,200})?`,
  "giu",
);

/** Links in plain text: with a scheme or «www.», or a bare name with a known top-level domain («t.me/x»). */
export function findLinks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LINK)) {
    found.push(match[0]);
    if (found.length >= 5) break;
  }
  return found;
}

/** The addresses of an ad's HTML links (its text keeps only http, https, mailto and tel ones). */
function hrefsOf(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.slice(0, MAX_SCANNED_CHARS * 2).matchAll(/href="([^"]{0,2000})"/g)) {
    if (match[1]) hrefs.push(match[1]);
    if (hrefs.length >= 20) break;
  }
  return hrefs;
}

/** Contacts and links in the title and text of an ad of the section, where the section does not allow them. */
export function contactHits(section: SectionSlug, title: string, contentHtml: string): RuleHit[] {
  const hits: RuleHit[] = [];
  const text = `${title}\n${plainText(contentHtml)}`.slice(0, MAX_SCANNED_CHARS).normalize("NFKC");
  const hrefs = hrefsOf(contentHtml);
  if (!CONTACTS_IN_TEXT.has(section)) {
    const phones = [...findPhones(text), ...hrefs.filter((h) => h.toLowerCase().startsWith("tel:"))];
    const emails = [...findEmails(text), ...hrefs.filter((h) => h.toLowerCase().startsWith("mailto:"))];
    if (phones[0] !== undefined) hits.push({ rule: "contacts", detail: detail(`phone: ${phones[0]}`) });
    if (emails[0] !== undefined) hits.push({ rule: "contacts", detail: detail(`e-mail: ${emails[0]}`) });
  }
  if (!LINKS_IN_TEXT.has(section)) {
    const links = [...hrefs.filter((h) => /^https?:/i.test(h)), ...findLinks(text)];
    if (links[0] !== undefined) hits.push({ rule: "links", detail: detail(links[0]) });
  }
  return hits;
}

/** A banned word or phrase as the rule compares it: each of its words' keys, in order. */
interface BannedEntry {
  word: string;
  keys: string[][];
}

function bannedEntry(word: string): BannedEntry | null {
  const keys = wordsOf(foldText(word)).map(wordKeys);
  return keys.length > 0 ? { word, keys } : null;
}

/** A banned word list compiled for lookup: entries by every key of their first word. */
export interface BannedList {
  byFirstKey: Map<string, BannedEntry[]>;
}

export function compileBanned(words: readonly string[]): BannedList {
  const byFirstKey = new Map<string, BannedEntry[]>();
  for (const word of words) {
    const entry = bannedEntry(word);
    for (const key of entry?.keys[0] ?? []) {
      if (!entry) continue;
      const list = byFirstKey.get(key) ?? [];
      list.push(entry);
      byFirstKey.set(key, list);
    }
  }
  return { byFirstKey };
}

const meets = (a: readonly string[] | undefined, b: readonly string[]) => a?.some((key) => b.includes(key)) ?? false;

/** The banned words and phrases the text holds (each named once, with the words as the ad wrote them). */
export function bannedHits(list: BannedList, text: string): RuleHit[] {
  if (list.byFirstKey.size === 0) return [];
  const folded = foldText(text);
  const words = wordsOf(folded);
  const keys = words.map(wordKeys);
  const hits = new Map<string, RuleHit>();
  keys.forEach((wordKeysAt, index) => {
    // One hit per place in the text: «kokaina» (Polish) and «кокаин» both name the word found there.
    let found = false;
    for (const key of wordKeysAt) {
      for (const entry of list.byFirstKey.get(key) ?? []) {
        if (found || hits.has(entry.word)) continue;
        if (entry.keys.every((want, offset) => meets(keys[index + offset], want))) {
          const written = words.slice(index, index + entry.keys.length).join(" ");
          hits.set(entry.word, { rule: "banned_word", detail: detail(`${entry.word} («${written}»)`) });
          found = true;
        }
      }
    }
  });
  return [...hits.values()].slice(0, 5);
}

/** Where a link in the text is allowed but fraud most often leads readers off the site (paid services, tickets). */
const RISKY_WITH_LINKS: ReadonlySet<SectionSlug> = new Set(["business", "afisha"]);

/** The first link the ad's title and text hold (HTML links included), or null. */
function firstLink(title: string, contentHtml: string): string | null {
  const text = `${title}\n${plainText(contentHtml)}`.slice(0, MAX_SCANNED_CHARS).normalize("NFKC");
  return [...hrefsOf(contentHtml).filter((h) => /^https?:/i.test(h)), ...findLinks(text)][0] ?? null;
}

/**
 * The risk score: a new account (or none), a section where fraud leads readers off the site, and a link there. Each
 * alone is ordinary; all three together are how most scams we see start, so such an ad waits for a person.
 */
export function riskHits(section: SectionSlug, title: string, contentHtml: string, newAccount: boolean): RuleHit[] {
  if (!newAccount || !RISKY_WITH_LINKS.has(section)) return [];
  const link = firstLink(title, contentHtml);
  return link === null ? [] : [{ rule: "risk", detail: detail(`new account, ${section}, link: ${link}`) }];
}
