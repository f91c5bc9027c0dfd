import { describe, expect, it } from "vitest";
import { searchHref, suggestionHref } from "../../src/client/features/search/links";
import { siteSearchDeps, validateSiteSearch } from "../../src/client/features/search/search-route";
import { searchPath } from "../../src/shared/api-paths";
import { siteSearchOf } from "../../src/shared/routes";

const read = (search: Record<string, unknown>) => siteSearchOf((name) => search[name]);

describe("the search page's address, read alike by the server and the client", () => {
  it("takes 2 to 100 characters of words, trimmed; numbers are words too", () => {
    expect(read({ q: "  водитель " })).toEqual({ q: "водитель", section: undefined, sort: undefined });
    expect(read({ q: 2020 })?.q).toBe("2020");
    for (const q of [undefined, null, "", " a ", "x".repeat(101), true, Number.NaN, ["ab"], { q: "ab" }])
      expect(read({ q }), typeof q).toBeNull();
    expect(read({ q: "x".repeat(100) })?.q).toHaveLength(100);
  });

  it("keeps a known section and order, drops anything else, and leaves the default order out", () => {
    expect(read({ q: "ab", section: "cdl", sort: "newest" })).toEqual({ q: "ab", section: "cdl", sort: "newest" });
    expect(read({ q: "ab", section: "nope", sort: "cheapest" })).toEqual({
      q: "ab",
      section: undefined,
      sort: undefined,
    });
    expect(read({ q: "ab", sort: "relevance" })?.sort).toBeUndefined();
  });

  it("the route drops malformed parameters instead of failing, and loads nothing without words", () => {
    const search = validateSiteSearch({ q: "voditel", section: 7, sort: "price_asc", page: 0, other: "x" });
    expect(search).toEqual({ q: "voditel", section: undefined, sort: "price_asc", page: undefined });
    expect(siteSearchDeps(search)).toEqual({
      page: 1,
      search: { q: "voditel", section: undefined, sort: "price_asc" },
    });
    expect(siteSearchDeps(validateSiteSearch({ q: "a", page: 3 }))).toEqual({ page: 3, search: null });
  });

  it("asks the API only for what was chosen", () => {
    expect(searchPath({ q: "вадитель", page: 1 })).toBe(`/v1/search?q=${encodeURIComponent("вадитель")}`);
    expect(searchPath({ q: "ab", section: "cdl", location: "chicago", sort: "newest", page: 2 })).toBe(
      "/v1/search?q=ab&section=cdl&location=chicago&sort=newest&page=2",
    );
  });
});

describe("where a suggestion leads", () => {
  it("a section or a category to its listing, a place to its home, a title to the results", () => {
    expect(suggestionHref({ kind: "section", text: "Работа CDL", section: "cdl", slug: null }, "ru", null)).toBe(
      "/cdl",
    );
    expect(
      suggestionHref(
        { kind: "category", text: "Строительство", section: "job", slug: "construction" },
        "ua",
        "chicago",
      ),
    ).toBe("/ua/chicago/job/construction");
    expect(suggestionHref({ kind: "place", text: "Чикаго", section: null, slug: "chicago" }, "en", null)).toBe(
      "/en/chicago",
    );
    expect(suggestionHref({ kind: "title", text: "Водитель CDL-A", section: "cdl", slug: null }, "ru", null)).toBe(
      `/search?q=${encodeURIComponent("Водитель CDL-A").replace(/%20/g, "+")}`,
    );
  });

  it("a section without pages in the visitor's language opens in Russian, not nowhere", () => {
    expect(suggestionHref({ kind: "section", text: "Randki", section: "dating", slug: null }, "pl", null)).toBe(
      "/dating",
    );
    expect(searchHref("pl", "chicago", { q: "ab", section: "dating", sort: "relevance" })).toBe(
      "/pl/chicago/search?q=ab&section=dating",
    );
  });
});
