import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { searchResponseSchema, suggestResponseSchema, type SearchResponse } from "../../src/shared/contract/search";
import { PRICE_FIELDS } from "../../src/shared/sections";
import { GROUP_COUNT_CAP } from "../../src/server/features/search/repo";
import { get, getJson } from "./client";

async function search(query: Record<string, string>, init: RequestInit = {}): Promise<SearchResponse> {
  const { status, body } = await getJson(`/v1/search?${new URLSearchParams(query).toString()}`, init);
  expect(status).toBe(200);
  return searchResponseSchema.parse(body);
}

async function suggest(q: string) {
  const { status, body } = await getJson(`/v1/search/suggest?${new URLSearchParams({ q }).toString()}`);
  expect(status).toBe(200);
  return suggestResponseSchema.parse(body).data;
}

const titles = (found: SearchResponse) => found.data.map((card) => card.title.toLowerCase());

describe("GET /v1/search", () => {
  it("finds a word in every section at once, with a count per section", async () => {
    const found = await search({ q: "водитель", per_page: "50" });
    const sections = found.groups.map((group) => group.section);
    expect(sections).toEqual(expect.arrayContaining(["cdl", "no-cdl", "drivers-cv"]));
    for (const group of found.groups) {
      expect(group.count).toBeGreaterThan(0);
      expect(group.count).toBeLessThanOrEqual(GROUP_COUNT_CAP);
    }
    expect(new Set(found.data.map((card) => card.section)).size).toBeGreaterThanOrEqual(3);
    expect(found.searched_as).toBeNull();
  });

  it("filters to one section and still counts the others", async () => {
    const found = await search({ q: "водитель", section: "cdl" });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((card) => card.section === "cdl")).toBe(true);
    expect(found.groups.map((group) => group.section)).toContain("no-cdl");
    const cdl = found.groups.find((group) => group.section === "cdl");
    expect(found.meta.total).toBe(cdl?.count);
  });

  it("answers an empty page for a section the words are absent from", async () => {
    const found = await search({ q: "водитель", section: "rent-sale" });
    expect(found.data).toEqual([]);
    expect(found.meta.total).toBe(0);
    expect(found.groups.length).toBeGreaterThan(0);
  });

  it("sorts newest first and by price", async () => {
    const newest = await search({ q: "водитель", sort: "newest", per_page: "50" });
    const times = newest.data.map((card) => Date.parse(card.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const priceOf = (fields: Record<string, unknown>) =>
      PRICE_FIELDS.map((key) => fields[key]).find((value) => value !== undefined && value !== null);
    for (const [sort, direction] of [
      ["price_asc", 1],
      ["price_desc", -1],
    ] as const) {
      const found = await search({ q: "водитель", section: "cdl", sort, per_page: "50" });
      const prices = found.data
        .map((card) => priceOf(card.fields))
        .map((value) => (value == null ? null : Number(value)));
      // Ads without a price (pay per mile only) come last, the rest in order.
      const priced = prices.filter((price): price is number => price !== null);
      expect(priced.length).toBeGreaterThan(2);
      expect(prices.slice(0, priced.length)).toEqual(priced);
      expect(priced).toEqual([...priced].sort((a, b) => direction * (a - b)));
    }
  });

  it("finds «водитель» through a typo and says what it searched", async () => {
    const found = await search({ q: "вадитель" });
    expect(found.searched_as).toMatch(/^водител/);
    expect(found.data.length).toBeGreaterThan(0);
    expect(titles(found).some((title) => title.includes("водител"))).toBe(true);
  });

  it("finds «водитель» typed in Latin letters", async () => {
    const found = await search({ q: "voditel" });
    expect(found.searched_as).toMatch(/^водител/);
    expect(titles(found).some((title) => title.includes("водител"))).toBe(true);
    expect(found.groups.length).toBeGreaterThanOrEqual(3);
  });

  it("still finds Polish ads by their Latin words, as typed", async () => {
    const found = await search({ q: "kierowca" });
    expect(found.searched_as).toBeNull();
    expect(titles(found).some((title) => title.includes("kierowca"))).toBe(true);
  });

  it.each([
    ["водія", "водій"],
    ["водієві", "водій"],
    ["kierowców", "kierowca"],
    ["kierowcy", "kierowca"],
    ["pracę", "pracy"],
  ])("finds the Ukrainian or Polish form «%s» in ads that say «%s»", async (typed, inTitle) => {
    const found = await search({ q: typed, per_page: "50" });
    expect(found.searched_as).toBeNull();
    expect(titles(found).some((title) => title.includes(inTitle))).toBe(true);
  });

  it("the listing's ?q= matches the same forms", async () => {
    const { status, body } = await getJson(`/v1/posts?q=${encodeURIComponent("водієві")}&per_page=50`);
    expect(status).toBe(200);
    const found = body as { data: { title: string }[] };
    expect(found.data.some((card) => card.title.toLowerCase().includes("водій"))).toBe(true);
  });

  it("offers fewer words when several find nothing together", async () => {
    const found = await search({ q: "водитель zzqqxv" });
    expect(found.data).toEqual([]);
    expect(found.hints.fewer_words).toBe("водитель");
  });

  it("offers places with results when the chosen place has none", async () => {
    // Somewhere the demo ads have no car dealer: the whole country has.
    const found = await search({ q: "toyota", location: "alaska" });
    expect(found.data).toEqual([]);
    expect(found.searched_as).toBeNull();
    const everywhere = found.hints.places.find((place) => place.slug === "");
    expect(everywhere?.count).toBeGreaterThan(0);
    expect(everywhere?.name).toBe("Вся США");
    const english = await search({ q: "toyota", location: "alaska" }, { headers: { "Accept-Language": "en" } });
    expect(english.hints.places.find((place) => place.slug === "")?.name).toBe("All of the USA");
  });

  it("offers the state and the neighbouring cities of a city with nothing", async () => {
    // A word some Californian city's ads have and another's do not.
    const cities = ["san-jose", "san-diego", "sacramento", "san-francisco", "los-angeles"];
    let checked = 0;
    for (const q of ["сиделка", "юрист", "склад", "квартира", "водитель"]) {
      for (const city of cities) {
        const found = await search({ q, location: city });
        if (found.meta.total > 0) continue;
        const state = await search({ q, location: "california" });
        if (state.meta.total === 0) continue;
        const hinted = found.hints.places.map((place) => place.slug);
        expect(hinted[0]).toBe("california");
        expect(hinted.slice(1).some((slug) => cities.includes(slug))).toBe(true);
        expect(hinted.at(-1)).toBe("");
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("looks for plain words: a minus or quotes are no syntax here", async () => {
    expect((await search({ q: "-водитель" })).meta.total).toBe(0);
    const quoted = await search({ q: '"водитель" -cdl' });
    expect(quoted.meta.total).toBe((await search({ q: "водитель" })).meta.total);
  });

  it("finds nothing for a word no ad has, without an error", async () => {
    const found = await search({ q: "кухар" });
    expect(found.data).toEqual([]);
    expect(found.meta.total).toBe(0);
  });

  it("refuses odd input with a 4xx in the caller's language", async () => {
    for (const query of [
      "",
      "q=a",
      `q=${"а".repeat(101)}`,
      "q=водитель&sort=cheapest",
      "q=водитель&page=0",
      "q=водитель&per_page=500",
      "q=водитель&section=nowhere",
      "q=водитель&location=Not%20A%20Slug",
    ]) {
      const messages = [];
      for (const language of ["ru", "en"]) {
        const { status, body } = await getJson(`/v1/search?${query}`, { headers: { "Accept-Language": language } });
        expect(status, query).toBe(422);
        messages.push(errorBodySchema.parse(body).message);
      }
      expect(messages[0]).toMatch(/[а-я]/i);
      expect(messages[1]).toMatch(/^[\x20-\x7e]+$/);
    }
    const nul = await get("/v1/search?q=%00%00%00");
    expect(nul.status).toBe(400);
  });

  it("never answers a 5xx, whatever q holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc.string({ unit: "grapheme", maxLength: 60 }),
          fc.constantFrom(
            '"',
            "-",
            "--",
            '-"',
            "!",
            "&|!",
            "(",
            ")",
            ":*",
            "a:*",
            "' or 1=1 --",
            "\\",
            "%",
            "ё".repeat(40),
            "or or",
          ),
        ),
        fc.constantFrom("", "&section=cdl", "&location=chicago", "&sort=price_desc"),
        async (q, extra) => {
          const response = await get(`/v1/search?q=${encodeURIComponent(q)}${extra}`);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          const suggestion = await get(`/v1/search/suggest?q=${encodeURIComponent(q)}`);
          await suggestion.arrayBuffer();
          expect(suggestion.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("GET /v1/search/suggest", () => {
  it("suggests sections, categories and titles as a word is typed", async () => {
    const found = await suggest("вод");
    expect(found.map((item) => item.kind)).toContain("title");
    expect(found.some((item) => item.kind === "section" || item.kind === "category")).toBe(true);
    expect(found.length).toBeLessThanOrEqual(8);
    const title = found.find((item) => item.kind === "title");
    expect(title?.section).not.toBeNull();
  });

  it("suggests places, in Latin letters too", async () => {
    const found = await suggest("chi");
    expect(found).toContainEqual({ kind: "place", text: "Чикаго", section: null, slug: "chicago" });
    const cyrillic = await suggest("чик");
    expect(cyrillic.some((item) => item.kind === "place" && item.slug === "chicago")).toBe(true);
  });

  it("suggests titles for Latin letters and for a typo", async () => {
    const latin = await suggest("vodit");
    expect(latin.some((item) => item.kind === "title" && /водител/i.test(item.text))).toBe(true);
    const typo = await suggest("вадитель");
    expect(typo.some((item) => item.kind === "title" && /водител/i.test(item.text))).toBe(true);
  });

  it("refuses an empty or huge q with a 4xx", async () => {
    expect((await get("/v1/search/suggest?q=")).status).toBe(422);
    expect((await get(`/v1/search/suggest?q=${"x".repeat(101)}`)).status).toBe(422);
    expect((await get("/v1/search/suggest?q=%00")).status).toBe(400);
  });
});
