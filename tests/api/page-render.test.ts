import { describe, expect, it } from "vitest";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { searchResponseSchema } from "../../src/shared/contract/search";
import { get, getJson } from "./client";

const HTML = { Accept: "text/html", "Accept-Language": "ru" };

/** The markup the server drew into #root, or null when it sent the shell alone. */
function drawn(html: string): string | null {
  return /<div id="root" data-ssr>([\s\S]*?)<\/div>\n\s*<noscript>/.exec(html)?.[1] ?? null;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("pages arrive drawn: the server renders a visitor's page with the client's components", () => {
  it("a listing has its heading and the posts of its first page in the HTML", async () => {
    const page = await get("/cdl", { headers: HTML });
    expect(page.status).toBe(200);
    const root = drawn(await page.text());
    expect(root).not.toBeNull();
    expect(root).toMatch(/<h1[^>]*>Работа CDL<\/h1>/);
    const api = postListResponseSchema.parse(
      (await getJson("/v1/posts?section=cdl&page=1&per_page=20", { headers: { "Accept-Language": "ru" } })).body,
    );
    expect(api.data.length).toBeGreaterThan(0);
    for (const post of api.data.slice(0, 5)) expect(root).toContain(escapeText(post.title));
  });

  it("a post page has the post's title as its heading", async () => {
    const api = postListResponseSchema.parse(
      (await getJson("/v1/posts?section=job&per_page=1", { headers: { "Accept-Language": "ru" } })).body,
    );
    const post = api.data[0];
    if (!post) throw new Error("no job post in the demo data");
    const root = drawn(await (await get(`/job/post/${post.slug}`, { headers: HTML })).text());
    expect(root).toContain(`id="post-title"`);
    expect(root).toContain(escapeText(post.title));
  });

  it("draws the page in its own language", async () => {
    const ru = drawn(await (await get("/cdl", { headers: HTML })).text());
    const ua = drawn(await (await get("/ua/cdl", { headers: HTML })).text());
    expect(ua).not.toBeNull();
    expect(ua).toContain('lang="uk"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(ua ?? "")?.[1]).not.toBe(/<h1[^>]*>([^<]*)<\/h1>/.exec(ru ?? "")?.[1]);
  });

  it("a crawler reads the same drawn page", async () => {
    const crawler = { ...HTML, "User-Agent": "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)" };
    const root = drawn(await (await get("/cdl", { headers: crawler })).text());
    expect(root).toMatch(/<h1[^>]*>Работа CDL<\/h1>/);
  });

  it("a signed-in visitor's page is drawn by their browser: the shell alone", async () => {
    const html = await (await get("/cdl", { headers: { ...HTML, Cookie: "token=some-session" } })).text();
    expect(drawn(html)).toBeNull();
    expect(html).toContain('class="boot-shell"');
  });

  it("a search's results arrive drawn: the words in the heading and the field, the cards, noindex", async () => {
    const html = await (await get(`/search?q=${encodeURIComponent("водитель")}`, { headers: HTML })).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    const root = drawn(html);
    expect(root).toMatch(/<h1[^>]*>Результаты по запросу «водитель»<\/h1>/);
    expect(root).toMatch(/<input[^>]*id="site-search"[^>]*value="водитель"/);
    const api = searchResponseSchema.parse(
      (await getJson(`/v1/search?q=${encodeURIComponent("водитель")}`, { headers: { "Accept-Language": "ru" } })).body,
    );
    expect(api.data.length).toBeGreaterThan(0);
    for (const post of api.data.slice(0, 5)) expect(root).toContain(escapeText(post.title));
  });

  it("a missing page is not drawn by the server", async () => {
    const page = await get("/cdl/post/no-such-post-anywhere", { headers: HTML });
    expect(page.status).toBe(404);
    expect(drawn(await page.text())).toBeNull();
  });
});
