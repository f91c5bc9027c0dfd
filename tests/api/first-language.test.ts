import { describe, expect, it } from "vitest";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { baseUrl, get, getJson } from "./client";
import { readHead } from "./html";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const manual = { redirect: "manual" } as const;

function open(path: string, headers: Record<string, string>) {
  return get(path, { ...manual, headers: { Accept: "text/html", ...headers } });
}

describe("a first visit in the browser's language, decided before any HTML", () => {
  it("sends an English browser from / to /en with a 302, no page, and remembers the choice", async () => {
    const response = await open("/", { "Accept-Language": "en-US,en;q=0.9,ru;q=0.5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
    expect(response.headers.get("set-cookie")).toMatch(/^i18n_redirected=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it("keeps the page and the query: /cdl?page=2 becomes /ua/cdl?page=2 for a Ukrainian browser", async () => {
    const response = await open("/cdl?page=2", { "Accept-Language": "uk-UA,uk;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ua/cdl?page=2");
    const polish = await open("/job", { "Accept-Language": "pl-PL" });
    expect(polish.headers.get("location")).toBe("/pl/job");
  });

  it("leaves a page the language lacks where it is (there is no /pl/dating)", async () => {
    const response = await open("/dating", { "Accept-Language": "pl-PL" });
    expect(response.status).toBe(200);
  });

  it("keeps a Russian browser, a remembered Russian choice and crawlers on the Russian page", async () => {
    const staying: Record<string, string>[] = [
      { "Accept-Language": "ru-RU,ru;q=0.9,en;q=0.8" },
      { "Accept-Language": "en-US", Cookie: "i18n_redirected=ru" },
      { "Accept-Language": "en-US", "User-Agent": GOOGLEBOT },
      { "Accept-Language": "de-DE,fr;q=0.5" },
    ];
    for (const headers of staying) {
      const response = await open("/", headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get("vary"), JSON.stringify(headers)).toMatch(/Accept-Language, Cookie/);
      expect(readHead(await response.text()).lang).toBe("ru");
    }
  });

  it("follows the remembered language before the browser's", async () => {
    const response = await open("/", { "Accept-Language": "ru-RU", Cookie: "i18n_redirected=pl" });
    expect(response.headers.get("location")).toBe("/pl");
  });

  it("ignores odd input: a huge header, an unknown cookie, a wildcard", async () => {
    const odd: Record<string, string>[] = [
      { "Accept-Language": `${"x-".repeat(3_000)}en` },
      { "Accept-Language": "*", Cookie: "i18n_redirected=%00xx" },
      { "Accept-Language": ";q=;;,,,q=1e999" },
    ];
    for (const headers of odd) {
      const response = await open("/", headers);
      expect(response.status, (headers["Accept-Language"] ?? "").slice(0, 40)).toBe(200);
    }
  });

  it("draws /en in English with /en as its canonical link; a listing and a post keep their own", async () => {
    const origin = baseUrl().replace(/\/$/, "");
    const home = await open("/en", { "Accept-Language": "en-US" });
    expect(home.status).toBe(200);
    const head = readHead(await home.text());
    expect(head).toMatchObject({ lang: "en", canonical: `${origin}/en` });
    for (const locale of ["ua", "pl"]) {
      const page = readHead(await (await open(`/${locale}`, { "Accept-Language": "en-US" })).text());
      expect(page.canonical).toBe(`${origin}/${locale}`);
    }
    const listing = readHead(await (await open("/en/cdl", { "Accept-Language": "en-US" })).text());
    expect(listing.canonical).toBe(`${origin}/en/cdl`);
    const [card] = postListResponseSchema.parse((await getJson("/v1/posts?section=cdl&per_page=1")).body).data;
    const post = await open(`/cdl/post/${card?.slug ?? ""}`, { "Accept-Language": "en" });
    expect(post.headers.get("location")).toBe(`/en/cdl/post/${card?.slug ?? ""}`);
    const drawn = readHead(await (await open(post.headers.get("location") ?? "", {})).text());
    expect(drawn.canonical).toBe(`${origin}/en/cdl/post/${card?.slug ?? ""}`);
  });
});
