// @vitest-environment jsdom
// jsdom for its DOMParser: the sitemap must be well-formed XML, not merely look like it.
import { describe, expect, it } from "vitest";
import { baseUrl, get } from "./client";

function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, "application/xml");
  expect(document.getElementsByTagName("parsererror").length, "well-formed XML").toBe(0);
  return document;
}

const XHTML = "http://www.w3.org/1999/xhtml";

async function sitemap(headers: Record<string, string> = {}) {
  const response = await get("/sitemap.xml", { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xml");
  const document = parseXml(await response.text());
  expect(document.documentElement.localName).toBe("urlset");
  const urls = [...document.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => ({
      hreflang: link.getAttribute("hreflang"),
      href: link.getAttribute("href"),
    })),
  }));
  return urls;
}

describe("GET /sitemap.xml", () => {
  it("lists the indexable pages of every language, with their alternates", async () => {
    const urls = await sitemap();
    const paths = urls.map((url) => new URL(url.loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/ua",
      "/pl",
      "/en",
      "/job",
      "/ua/job",
      "/en/cdl",
      "/pl/cdl",
      "/ua/afisha",
      "/en/properties/type/house",
      "/faq",
      "/ua/la",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((path) => path.startsWith("/ua/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/en/"))).toBe(true);
    for (const path of ["/pl/afisha", "/pl/dating", "/pl/properties"]) expect(paths, path).not.toContain(path);
    expect(paths.some((path) => /^\/(?:(?:ua|pl|en)\/)?(?:profile|auth|form)\//.test(path))).toBe(false);
    expect(paths.some((path) => /\/(requests|statistic)$/.test(path))).toBe(false);
    const job = urls.find((url) => new URL(url.loc).pathname === "/ua/job");
    expect(job?.alternates.map((alternate) => alternate.hreflang)).toEqual(["ru", "uk", "pl", "en", "x-default"]);
    const afisha = urls.find((url) => new URL(url.loc).pathname === "/afisha");
    expect(afisha?.alternates.map((alternate) => alternate.hreflang)).toEqual(["ru", "uk", "en", "x-default"]);
  });

  it("lists categories and active posts, posts with their last change", async () => {
    const urls = await sitemap();
    const paths = urls.map((url) => new URL(url.loc).pathname);
    expect(paths).toContain("/cdl/flatbed");
    expect(paths).toContain("/en/drivers-category/flatbed");
    const posts = urls.filter((url) => url.loc.includes("/post/"));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(Number.isNaN(Date.parse(post.lastmod ?? "")), post.loc).toBe(false);
    // Each one is a real page.
    const sample = posts[0];
    if (sample) expect((await get(new URL(sample.loc).pathname)).status).toBe(200);
  });

  it("writes absolute URLs of the site's origin, never of forwarded headers it does not trust", async () => {
    const urls = await sitemap({ "X-Forwarded-Proto": "https", "X-Forwarded-Host": "obyava.example" });
    expect(urls.every((url) => url.loc.startsWith(`${baseUrl()}/`))).toBe(true);
    expect(urls.every((url) => url.alternates.every((alternate) => alternate.href?.startsWith(`${baseUrl()}/`)))).toBe(
      true,
    );
  });
});

describe("GET /robots.txt", () => {
  it("names the sitemap and keeps private pages out", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    for (const path of [
      "/profile/",
      "/ua/profile/",
      "/auth/",
      "/en/auth/",
      "/form/",
      "/pl/form/",
      "/requests",
      "/ua/statistic",
    ]) {
      expect(text, path).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/v1/);
  });
});
