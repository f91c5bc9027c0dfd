import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { landingResponseSchema } from "../../src/shared/contract/landings";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { LANDING_CITIES, LANDING_PAGES } from "../../src/shared/page-titles";
import { get, getJson } from "./client";
import { readHead } from "./html";

const inLanguage = (language: string) => ({ headers: { "Accept-Language": language } });

async function landingOf(page: string, language = "ru") {
  const { status, body, response } = await getJson(`/v1/landings/${page}`, inLanguage(language));
  expect(status, page).toBe(200);
  return { ...landingResponseSchema.parse(body).data, response };
}

describe("GET /v1/landings/{page}", () => {
  it("lists only its city's ads, section by section, with the counts its listings have", async () => {
    const seen = new Set<string>();
    for (const [page, city] of Object.entries(LANDING_CITIES)) {
      const landing = await landingOf(page);
      expect(landing.city?.slug).toBe(city);
      expect(landing.sections.length, page).toBeGreaterThan(0);
      expect(landing.response.headers.get("cache-control")).toMatch(/^public, max-age=60/);
      for (const section of landing.sections) {
        expect(section.posts.length).toBeGreaterThan(0);
        for (const post of section.posts) {
          expect(post.location?.slug, `${page} ${post.slug}`).toBe(city);
          expect(post.section).toBe(section.section);
          seen.add(post.location?.slug ?? "");
        }
        const listing = postListResponseSchema.parse(
          (await getJson(`/v1/posts?section=${section.section}&location=${city}&per_page=1`)).body,
        );
        expect(section.count, `${page} ${section.section}`).toBe(listing.meta.total);
      }
      expect(landing.total).toBeGreaterThanOrEqual(landing.sections.reduce((sum, s) => sum + s.count, 0));
    }
    // The landings show different cities' ads: a filter that let every city through would fail above.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it("names the city in the caller's language", async () => {
    const names = await Promise.all(["ru", "ua", "pl", "en"].map(async (l) => (await landingOf("ny", l)).city?.name));
    expect(names[3]).toMatch(/New York/);
    expect(names[0]).toMatch(/Нью-Йорк/);
    expect(new Set(names).size).toBeGreaterThanOrEqual(3);
  });

  it("gives each promo and app landing the ads of its offer: CDL jobs, ads with photos, fresh ads", async () => {
    const cdl = await landingOf("telegram-cdl", "en");
    expect(cdl.city).toBeNull();
    expect(cdl.posts.length).toBeGreaterThan(0);
    for (const post of cdl.posts) expect(post.section).toBe("cdl");
    const listing = postListResponseSchema.parse((await getJson("/v1/posts?section=cdl&per_page=1")).body);
    expect(cdl.total).toBe(listing.meta.total);
    for (const page of ["insta", "tik-tok"]) {
      const photos = await landingOf(page);
      expect(photos.posts.length, page).toBeGreaterThan(0);
      for (const post of photos.posts) expect(post.cover, `${page} ${post.slug}`).not.toBeNull();
    }
    for (const page of Object.keys(LANDING_PAGES).filter((page) => !(page in LANDING_CITIES))) {
      const landing = await landingOf(page, "pl");
      expect(landing.posts.length, page).toBeGreaterThan(0);
      for (const post of landing.posts) expect(["blog", "news", "feed", "drivers-corner"]).not.toContain(post.section);
    }
  });

  it("answers 404 in the caller's language for a page that is not a landing, however odd", async () => {
    for (const page of ["about", "atlantis", "__proto__", "constructor", "x".repeat(3000), "ny%2F..%2Fla"]) {
      const { status, body } = await getJson(`/v1/landings/${page}`, inLanguage("ru"));
      expect(status, page).toBe(404);
      expect(errorBodySchema.parse(body).message).toBe("Такой страницы нет.");
    }
    // NUL never reaches the landing: every path carrying it is refused alike, with a message, not a 5xx.
    const nul = await getJson("/v1/landings/ny%00", inLanguage("ru"));
    expect(nul.status).toBe(400);
    expect(errorBodySchema.parse(nul.body).message.length).toBeGreaterThan(0);
  });

  it("arrives drawn by the server with its ads, its canonical address and its other languages", async () => {
    const landing = await landingOf("ny", "en");
    const page = await get("/en/ny", { headers: { Accept: "text/html", "Accept-Language": "en" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const head = readHead(html);
    expect(head.canonical).toMatch(/\/en\/ny$/);
    expect(head.alternates.map((link) => [link.hreflang, new URL(link.href).pathname])).toEqual(
      expect.arrayContaining([
        ["ru", "/ny"],
        ["uk", "/ua/ny"],
        ["pl", "/pl/ny"],
        ["en", "/en/ny"],
      ]),
    );
    expect(html).toMatch(/<h1[^>]*>Classifieds in New York<\/h1>/);
    // The drawn page takes the place of the whole static header, which would otherwise stay below it.
    expect(html).not.toContain("boot-shell");
    const first = landing.sections[0]?.posts[0];
    expect(first).toBeDefined();
    const escaped = (first?.title ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(html).toContain(escaped);
  });
});
