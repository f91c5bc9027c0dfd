import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalText, foldText, textKeys } from "../../src/server/lib/moderation/normalize";
import {
  bannedHits,
  compileBanned,
  contactHits,
  findEmails,
  findLinks,
  findPhones,
} from "../../src/server/lib/moderation/scan";

/** Cyrillic letters whose Latin twin a spammer types instead, and the twin. */
const TWINS: [string, string][] = [
  ["а", "a"],
  ["е", "e"],
  ["о", "o"],
  ["р", "p"],
  ["с", "c"],
  ["х", "x"],
  ["к", "k"],
  ["у", "y"],
  ["м", "m"],
  ["т", "t"],
];

const cyrillicWord = fc
  .array(fc.constantFrom(...Array.from("абвгдежзиклмнопрстуфхцчшщыэюя")), { minLength: 3, maxLength: 12 })
  .map((letters) => letters.join(""));

describe("the normalizer", () => {
  it("folds the same way twice, whatever it is given (NUL, lone surrogates, huge input)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const once = foldText(text);
        expect(foldText(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(text.length * 4 + 1);
      }),
      { numRuns: 500 },
    );
    // A megabyte is cut to what the rules read; a quadratic step would outlast the test's time limit here.
    const huge = "а".repeat(1_000_000);
    expect(foldText(huge).length).toBeLessThanOrEqual(20_000);
    expect(textKeys(huge).length).toBeLessThanOrEqual(1);
  });

  it("does not care about case", () => {
    fc.assert(
      fc.property(fc.array(cyrillicWord, { minLength: 1, maxLength: 6 }), (words) => {
        const text = words.join(" ");
        expect(canonicalText(text.toUpperCase())).toBe(canonicalText(text));
      }),
      { numRuns: 300 },
    );
  });

  it("reads Latin look-alikes inside a Cyrillic word as the Cyrillic letters", () => {
    fc.assert(
      fc.property(cyrillicWord, fc.integer({ min: 0, max: 1_000 }), (word, seed) => {
        // Keep one letter Cyrillic with no Latin twin, so the word stays Cyrillic by majority or by that letter.
        const base = `${word}д`;
        const letters = Array.from(base);
        const swapped = letters
          .map((letter, index) => {
            const twin = TWINS.find(([cyr]) => cyr === letter);
            return twin && (seed >> index) % 2 === 1 && index % 2 === 0 ? twin[1] : letter;
          })
          .join("");
        const latin = Array.from(swapped).filter((ch) => /[a-z]/.test(ch)).length;
        fc.pre(latin * 2 < letters.length);
        expect(canonicalText(swapped)).toBe(canonicalText(base));
      }),
      { numRuns: 500 },
    );
  });

  it("joins a word spelled out letter by letter, and drops invisible characters", () => {
    expect(canonicalText("к.о.к.а.и.н")).toBe(canonicalText("кокаин"));
    expect(canonicalText("ко\u200bка\u00adин")).toBe(canonicalText("кокаин"));
    expect(canonicalText("ＫＯＫＡＩＮ")).toBe(canonicalText("kokain"));
  });
});

describe("banned words", () => {
  const list = compileBanned(["кокаин", "western union", "закладчик", "fentanyl"]);
  const words = (text: string) => bannedHits(list, text).map((hit) => hit.detail.split(" ")[0]);

  it("find a word in its forms, cases, look-alikes and transliteration", () => {
    for (const text of [
      "Продам КОКАИН",
      "много кокаина",
      "kокаин с доставкой",
      "чистый kokain",
      "к-о-к-а-и-н",
      "нужен закладчик, работа",
      "Требуются закладчики",
    ])
      expect(words(text).length, text).toBe(1);
    expect(words("оплата через Western  Union")).toEqual(["western"]);
    expect(words("fentanyl")).toEqual(["fentanyl"]);
  });

  it("leave honest words alone", () => {
    for (const text of [
      "Закладка фундамента и кладка кирпича",
      "Western wear boutique, union station",
      "Кокетливое платье",
      "Работа на складе",
    ])
      expect(words(text), text).toEqual([]);
  });
});

describe("contacts and links", () => {
  it("finds phones, e-mails and links but not prices, hours or years", () => {
    expect(findPhones("звоните (212) 465-1234 после 6")).toEqual(["(212) 465-1234"]);
    expect(findPhones("+1 773 465 0142")).toEqual(["+1 773 465 0142"]);
    expect(findPhones("$19/час, смена 7:00–15:30, с 2019 года, $1,500,000, ZIP 60601")).toEqual([]);
    expect(findEmails("пишите ivan.petrov@mail.ru!")).toEqual(["ivan.petrov@mail.ru"]);
    expect(findEmails("мы @ работе, a@b")).toEqual([]);
    expect(findLinks("смотрите t.me/jobs или www.example.org и https://x.io/a")).toHaveLength(3);
    expect(findLinks("Работа в г.Чикаго, 5 p.m., т.е. всё")).toEqual([]);
  });

  it("holds them in a job's text, not in a business's", () => {
    const text = '<p>Звоните 212-465-1234, пишите job@example.com, сайт <a href="https://x.com">здесь</a></p>';
    expect(contactHits("job", "Повар", text).map((hit) => hit.rule)).toEqual(["contacts", "contacts", "links"]);
    expect(contactHits("business", "Повар", text)).toEqual([]);
  });

  it("reads a long run that almost looks like an address without choking (a quadratic scan times out here)", () => {
    const hits = contactHits("job", "a".repeat(200_000), `<p>${"a@".repeat(50_000)}${"1-".repeat(50_000)}</p>`);
    expect(hits.map((hit) => hit.rule)).toEqual([]);
  });
});
