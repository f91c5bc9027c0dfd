import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { POST_FIELDS } from "../../src/shared/contract/post-fields";
import { postListResponseSchema, type PostCard } from "../../src/shared/contract/posts";
import { isPromotedSlot } from "../../src/server/lib/promoted-slots";
import { getJson } from "./client";

async function list(query: string) {
  const { status, body, response } = await getJson(`/v1/posts?${query}`, { headers: { "Accept-Language": "ru" } });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get("vary")).toContain("Accept-Language");
  expect(response.headers.get("cache-control")).toBe("public, no-cache");
  return postListResponseSchema.parse(body);
}

const field = (card: PostCard, key: string) => card.fields[key];

describe("GET /v1/posts filters", () => {
  it("answers cards with the section's own fields and, for ads with photos, the cover's thumbnail", async () => {
    const page = await list("per_page=50");
    for (const card of page.data) {
      expect(POST_FIELDS[card.section].safeParse(card.fields).success, `${card.section} ${card.slug}`).toBe(true);
      // Demo ads have no photos; other test files (on a shared PostgreSQL) may have given one some.
      if (card.thumb_url !== null) expect(card.thumb_url).toMatch(/^\/uploads\/.+\.webp$/);
    }
  });

  it("lists the newest first, with promoted ads only in their marked places", async () => {
    const page = await list("section=cdl&per_page=50");
    const promotedPlaces = page.data.flatMap((card, place) => (card.promoted ? [place] : []));
    expect(promotedPlaces.length).toBeGreaterThan(0);
    expect(promotedPlaces.every((place) => isPromotedSlot(place))).toBe(true);
    // At most 3 of every 20: never a wall of paid ads at the top.
    expect(page.data.slice(0, 20).filter((card) => card.promoted).length).toBeLessThanOrEqual(3);
    const times = page.data.filter((card) => !card.promoted).map((card) => Date.parse(card.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows every ad of a listing exactly once across its pages, promoted ones included", async () => {
    const first = await list("section=cdl&per_page=7");
    const seen: number[] = [];
    for (let page = 1; page <= first.meta.last_page; page++) {
      seen.push(...(await list(`section=cdl&per_page=7&page=${page}`)).data.map((card) => card.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.meta.total);
  });

  it("filters by a category of the section", async () => {
    const page = await list("section=cdl&category=company-driver&per_page=50");
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((card) => card.section === "cdl" && card.category?.slug === "company-driver")).toBe(true);
  });

  it("lists a drivers category (category without section) from cdl and no-cdl", async () => {
    const cdl = await list("category=reefer&per_page=50");
    expect(cdl.data.length).toBeGreaterThan(0);
    expect(cdl.data.every((card) => card.section === "cdl" && card.category?.slug === "reefer")).toBe(true);
    const noCdl = await list("category=box-truck&per_page=50");
    expect(noCdl.data.length).toBeGreaterThan(0);
    expect(noCdl.data.every((card) => card.section === "no-cdl")).toBe(true);
  });

  it("answers an empty list for a category that does not exist", async () => {
    const page = await list("section=cdl&category=no-such-category");
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it("filters by the price range of the section's price field", async () => {
    const all = await list("section=properties&deal=rent&per_page=50");
    const ranged = await list("section=properties&deal=rent&price_min=1500&price_max=2500&per_page=50");
    expect(ranged.data.length).toBeGreaterThan(0);
    expect(ranged.meta.total).toBeLessThan(all.meta.total);
    for (const card of ranged.data) {
      const price = Number(field(card, "price"));
      expect(price).toBeGreaterThanOrEqual(1500);
      expect(price).toBeLessThanOrEqual(2500);
    }
    const jobs = await list("section=job&price_min=20&per_page=50");
    expect(jobs.data.every((card) => Number(field(card, "salary_from")) >= 20)).toBe(true);
  });

  it.each([
    ["section=cdl&route_type=otr", "route_type", "otr"],
    ["section=cdl&route_type=regional", "route_type", "regional"],
    ["section=properties&property_type=house", "property_type", "house"],
    ["section=rent-sale&deal=sale", "deal", "sale"],
    ["section=job&employment_type=part_time", "employment_type", "part_time"],
    // A field whose declaration says it filters, with no other code of its own (sections/rent-sale.ts).
    ["section=rent-sale&fuel=diesel", "fuel", "diesel"],
  ])("filters %s on fields", async (query, key, value) => {
    const page = await list(`${query}&per_page=50`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((card) => field(card, key) === value)).toBe(true);
  });

  it("filters by author and by article tag", async () => {
    const all = await list("per_page=1");
    const mine = await list("user=1&per_page=50");
    expect(mine.meta.total).toBeGreaterThan(0);
    expect(mine.meta.total).toBeLessThan(all.meta.total);
    expect((await list("user=999999")).data).toEqual([]);
    const tagged = await list("section=news&tag=USCIS");
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.every((card) => (field(card, "tags") as string[]).includes("USCIS"))).toBe(true);
  });

  it("combines filters with a location and pages to an empty page past the end", async () => {
    const first = await list("section=cdl&location=illinois&per_page=2");
    expect(first.meta.total).toBeGreaterThan(0);
    const past = await list(`section=cdl&location=illinois&per_page=2&page=${first.meta.last_page + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
  });

  it.each([
    ["per_page=51", "per_page"],
    ["price_min=-1", "price_min"],
    ["price_max=abc", "price_max"],
    ["route_type=city", "route_type"],
    ["property_type=castle", "property_type"],
    ["deal=swap", "deal"],
    ["employment_type=forever", "employment_type"],
    ["fuel=coal", "fuel"],
    ["user=0", "user"],
    ["category=Bad_Slug", "category"],
    ["q=a", "q"],
  ])("refuses %s with 422", async (query, key) => {
    const { status, body } = await getJson(`/v1/posts?${query}`);
    expect(status).toBe(422);
    expect(Object.keys(errorBodySchema.parse(body).errors ?? {})).toContain(key);
  });
});

describe("GET /v1/posts?q= (full-text search)", () => {
  const words = (card: PostCard) => `${card.title} ${card.excerpt}`.toLowerCase();

  it("finds 'водитель' by 'водителя' (Russian stemming)", async () => {
    const page = await list(`q=${encodeURIComponent("водителя")}&per_page=50`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(
      page.data.some((card) => /водител(ь|и|ей)(?![а-яё])/.test(words(card)) && !words(card).includes("водителя")),
    ).toBe(true);
  });

  it("finds a title with a typo (trigram similarity)", async () => {
    const page = await list(`q=${encodeURIComponent("вадители")}&per_page=50`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.some((card) => card.title.toLowerCase().includes("водители"))).toBe(true);
  });

  it("matches words of the other languages, best first", async () => {
    const page = await list(`q=${encodeURIComponent("kierowców")}&per_page=10`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data[0] && words(page.data[0])).toContain("kierow");
  });

  it("combines search with filters and pages past the end", async () => {
    const page = await list(`q=CDL&section=cdl&per_page=5`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((card) => card.section === "cdl")).toBe(true);
    const past = await list(`q=CDL&section=cdl&per_page=5&page=${page.meta.last_page + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(page.meta.total);
  });

  it("answers an empty list when nothing matches", async () => {
    const page = await list(`q=${encodeURIComponent("zzqxw jjvkk")}`);
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(0);
  });
});
