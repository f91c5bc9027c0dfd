import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { SECTION_SLUGS } from "../../src/shared/contract/sections";
import { getJson } from "./client";

async function list(query: string, init: RequestInit = {}) {
  const { status, body } = await getJson(`/v1/posts?${query}`, init);
  expect(status).toBe(200);
  return postListResponseSchema.parse(body);
}

describe("GET /v1/posts", () => {
  it("lists the demo posts newest first with paging metadata", async () => {
    const page = await list("page=1&per_page=20");
    expect(page.data).toHaveLength(20);
    expect(page.meta).toMatchObject({ page: 1, per_page: 20 });
    expect(page.meta.total).toBeGreaterThanOrEqual(300);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 20));
    // Promoted ads have their own marked places (posts-filters.test.ts); the rest are the newest, in order.
    const times = page.data.filter((post) => !post.promoted).map((post) => Date.parse(post.created_at));
    expect(times.length).toBeGreaterThanOrEqual(17);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const card of page.data) {
      expect(card.title.length).toBeGreaterThanOrEqual(5);
      expect(card.excerpt.length).toBeGreaterThan(0);
      expect(card.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("pages without overlap", async () => {
    const first = await list("page=1&per_page=10");
    const second = await list("page=2&per_page=10");
    const ids = new Set(first.data.map((post) => post.id));
    expect(second.data.some((post) => ids.has(post.id))).toBe(false);
  });

  it("answers an empty page past the end", async () => {
    const first = await list("per_page=50");
    const past = await list(`page=${first.meta.last_page + 1}&per_page=50`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
  });

  it("covers every section, many cities and all four languages", async () => {
    const seen = { sections: new Set<string>(), langs: new Set<string>(), cities: new Set<string>() };
    const first = await list("per_page=50");
    for (let page = 1; page <= first.meta.last_page; page++) {
      for (const post of (await list(`page=${page}&per_page=50`)).data) {
        seen.sections.add(post.section);
        seen.langs.add(post.lang);
        if (post.location) seen.cities.add(post.location.slug);
      }
    }
    expect([...seen.sections].sort()).toEqual([...SECTION_SLUGS].sort());
    expect([...seen.langs].sort()).toEqual(["en", "pl", "ru", "ua"]);
    for (const city of ["los-angeles", "miami", "new-york-city", "philadelphia", "seattle", "chicago"]) {
      expect(seen.cities).toContain(city);
    }
  });

  it("filters by section", async () => {
    const page = await list("section=cdl&per_page=50");
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((post) => post.section === "cdl")).toBe(true);
  });

  it("names locations and categories in the caller's language", async () => {
    const ru = await list("section=cdl&per_page=5", { headers: { "Accept-Language": "ru" } });
    const en = await list("section=cdl&per_page=5", { headers: { "Accept-Language": "en-US,en;q=0.9" } });
    const ua = await list("section=cdl&per_page=5", { headers: { "Accept-Language": "uk-UA" } });
    expect(ru.data[0]?.id).toBe(en.data[0]?.id);
    expect(ru.data[0]?.location?.name).toMatch(/[а-яё]/i);
    expect(en.data[0]?.location?.name).toMatch(/^[A-Za-z .'-]+$/);
    expect(ua.data[0]?.category?.name).not.toBe(en.data[0]?.category?.name);
  });

  it.each([
    ["per_page=51", "per_page"],
    ["per_page=0", "per_page"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["section=jobs", "section"],
  ])("refuses %s with 422 and the field's error", async (query, field) => {
    const { status, body } = await getJson(`/v1/posts?${query}`, { headers: { "Accept-Language": "ru" } });
    expect(status).toBe(422);
    const error = errorBodySchema.parse(body);
    expect(error.message).toBe("Проверьте введённые данные.");
    expect(Object.keys(error.errors ?? {})).toContain(field);
  });

  it("writes the error summary in the caller's language", async () => {
    const { body } = await getJson("/v1/posts?per_page=500", { headers: { "Accept-Language": "pl" } });
    expect(errorBodySchema.parse(body).message).toBe("Sprawdź wprowadzone dane.");
  });
});
