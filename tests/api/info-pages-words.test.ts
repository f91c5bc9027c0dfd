import { describe, expect, it } from "vitest";
import { DOCUMENT_PAGES, type DocumentPage } from "../../src/shared/info-documents";
import { LOCALES, type Locale } from "../../src/shared/locales";
import { buildPath, ROUTES_BY_ID } from "../../src/shared/routes";
import { LANDING_PAGES } from "../../src/shared/page-titles";
import { get } from "./client";

/**
 * Every page of the trust pages and landings, in every language, as a visitor's browser first receives it: drawn
 * by the server, with enough words of its own (the page's main content: no header, footer or tagline) in the
 * page's language. An untranslated or empty page fails here as an untranslated message fails its catalog test.
 */
const LANDINGS: ReadonlySet<string> = new Set(Object.keys(LANDING_PAGES));
/** A landing's own text is shorter: its ads and its call to act make up the rest. */
const minimumWords = (page: DocumentPage) => (LANDINGS.has(page) ? 200 : 300);

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/**
 * The text of the page's <main>, as a reader sees it: no scripts, no tags, entities read. Without `users`, the
 * site's own words only: people's ads and reviews (their cards) are written in whatever language their authors
 * chose.
 */
export function mainText(html: string, { users = true } = {}): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const own = main
    .replace(/<article class="post-card[\s\S]*?<\/article>/g, " ")
    .replace(/<li class="review"[\s\S]*?<\/li>/g, " ");
  return (users ? main : own)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Which language the letters say: Cyrillic with or without Ukrainian-only letters, Polish diacritics, or Latin. */
export function languageShares(text: string) {
  const letters = count(text, /\p{L}/gu) || 1;
  const cyrillic = count(text, /\p{Script=Cyrillic}/gu);
  const latin = count(text, /\p{Script=Latin}/gu);
  return {
    cyrillic: cyrillic / letters,
    latin: latin / letters,
    ukrainian: count(text, /[іїєґ]/giu) / (cyrillic || 1),
    russianOnly: count(text, /[ыэъё]/giu) / (cyrillic || 1),
    polish: count(text, /[ąćęłńóśźż]/giu) / (latin || 1),
  };
}

function expectLanguage(locale: Locale, text: string, where: string) {
  const shares = languageShares(text);
  switch (locale) {
    case "ru":
      expect(shares.cyrillic, `${where}: Cyrillic share`).toBeGreaterThan(0.6);
      expect(shares.ukrainian, `${where}: і/ї/є/ґ in Russian`).toBeLessThan(0.01);
      break;
    case "ua":
      expect(shares.cyrillic, `${where}: Cyrillic share`).toBeGreaterThan(0.6);
      expect(shares.ukrainian, `${where}: і/ї/є/ґ share`).toBeGreaterThan(0.03);
      expect(shares.russianOnly, `${where}: ы/э/ъ/ё in Ukrainian`).toBeLessThan(0.005);
      break;
    case "pl":
      expect(shares.latin, `${where}: Latin share`).toBeGreaterThan(0.6);
      expect(shares.polish, `${where}: Polish letters share`).toBeGreaterThan(0.02);
      break;
    case "en":
      expect(shares.latin, `${where}: Latin share`).toBeGreaterThan(0.6);
      expect(shares.polish, `${where}: Polish letters in English`).toBeLessThan(0.003);
      break;
  }
}

const routeOf = (page: DocumentPage) => ROUTES_BY_ID.get(`page.${page}`) ?? ROUTES_BY_ID.get(`landing.${page}`);

describe.each(DOCUMENT_PAGES)("/%s", (page) => {
  it.each(LOCALES)("%s: drawn by the server with enough words of its own, in the page's language", async (locale) => {
    const route = routeOf(page);
    expect(route, page).toBeDefined();
    if (!route) return;
    const path = buildPath(route, locale, { location: null, params: {} });
    const response = await get(path, { headers: { Accept: "text/html", "Accept-Language": locale } });
    expect(response.status, path).toBe(200);
    const text = mainText(await response.text(), { users: false });
    const words = count(text, /\p{L}[\p{L}'’-]*/gu);
    expect(words, `${path}: words of its own`).toBeGreaterThanOrEqual(minimumWords(page));
    expectLanguage(locale, text, path);
  });
});
