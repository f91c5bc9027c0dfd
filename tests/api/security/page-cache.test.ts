// Drawing a page must not hold the API. Anonymous pages are kept a few seconds
// (lib/drawn-page-cache.ts, X-Page-Cache says hit or miss), dropped by every ad write of the
// process; a signed-in visitor's page is never kept or served from there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshPhone, signInWithPhone } from "../auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "../direct-db";
import { copyDemoPost } from "../social-helpers";

const HTML = { Accept: "text/html", "Accept-Language": "ru" };

describe("the anonymous page cache", () => {
  const authorPhone = freshPhone();
  let server: PreparedServer;
  let ad = { id: 0, section: "", slug: "" };

  beforeAll(async () => {
    server = await serverWithPreparedDb(
      async (db) => {
        ad = await copyDemoPost(db, { userId: null, contactPhone: authorPhone.typed });
      },
      { STATS_FLUSH_MS: "50" },
    );
  });
  afterAll(() => server.stop());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(path, server.url), { headers: { ...HTML, ...headers } });
    return { status: response.status, cache: response.headers.get("x-page-cache"), body: await response.text() };
  };

  it("serves the same anonymous page from the cache the second time, the same bytes", async () => {
    const path = `/cdl?cache-test=${Date.now()}`;
    const first = await page(path);
    const second = await page(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.body).toBe(first.body);
    // Another address, another origin or another trusted country is another page.
    expect((await page(`${path}&other=1`)).cache).toBe("miss");
    expect((await page(path, { "cf-ipcountry": "PL" })).cache).toBe("miss");
  });

  it("never keeps or serves a signed-in visitor's page", async () => {
    const path = `/cdl?signed-in=${Date.now()}`;
    expect((await page(path)).cache).toBe("miss");
    const visitor = await signInWithPhone(server.url, freshPhone());
    const own = await page(path, { Cookie: `token=${visitor.token}` });
    expect(own.status).toBe(200);
    expect(own.cache).toBeNull();
    expect(own.body).not.toMatch(/data-ssr>\s*<[a-z]/); // drawn by the visitor's browser, not here
    expect((await page(path, { Authorization: `Bearer ${visitor.token}` })).cache).toBeNull();
  });

  it("forgets the pages when an ad changes, so the author reads it new at once", async () => {
    const path = `/${ad.section}/post/${ad.slug}`;
    expect((await page(path)).cache).toBe("miss");
    expect((await page(path)).cache).toBe("hit");
    // Signing in with the ad's id hands the ad over to its author: an ad write.
    const author = await signInWithPhone(server.url, authorPhone, ad.id);
    expect(author.token).toBeTruthy();
    expect((await page(path)).cache).toBe("miss");
  });

  it("counts a view of an ad served from the cache (a visitor's, not a crawler's)", async () => {
    const path = `/${ad.section}/post/${ad.slug}`;
    const views = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300)); // views are written every 50 ms here
      const answer = await call(server.url, "GET", `/v1/posts/${ad.section}/${ad.slug}`, {
        headers: { "User-Agent": "Googlebot/2.1" },
      });
      return (answer.body as { data: { view_count: number } }).data.view_count;
    };
    await page(path);
    const before = await views();
    for (let i = 0; i < 3; i++) expect((await page(path)).cache).toBe("hit");
    expect(await views()).toBe(before + 3);
    for (let i = 0; i < 2; i++)
      expect((await page(path, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" })).cache).toBe("hit");
    expect(await views()).toBe(before + 3);
  });
});
