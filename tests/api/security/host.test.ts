import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoGeneralResponseSchema } from "../../../src/shared/contract/seo-meta";
import { freshEmail, lastMail, post } from "../auth-helpers";
import { baseUrl } from "../client";
import { dedicatedServer, type PreparedServer } from "../direct-db";
import { readHead } from "../html";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request with the Host header we choose (fetch would write the URL's own). */
function raw(base: string, path: string, headers: Record<string, string>, body?: unknown): Promise<RawAnswer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: payload === undefined ? "GET" : "POST",
        headers: {
          Accept: "text/html,application/json",
          "Accept-Language": "ru",
          ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil-proxy.example",
  "x-forwarded-proto": "https",
  forwarded: "host=evil-forwarded.example",
};
const EVIL = /evil/i;

/** Every absolute URL a page's head carries: canonical, hreflang, og:url and JSON-LD. */
function headUrls(html: string): string[] {
  const head = readHead(html);
  return [
    head.canonical ?? "",
    ...head.alternates.map((alternate) => alternate.href),
    head.og.url ?? "",
    JSON.stringify(head.jsonLd),
  ];
}

describe("the site's origin is never the request's to choose (PUBLIC_URL unset, TRUST_PROXY off)", () => {
  let postPath = "";
  let fallback = "";
  beforeAll(async () => {
    const listing = await raw(baseUrl(), "/job", {});
    postPath = /href="(\/job\/post\/[^"]+)"/.exec(listing.text)?.[1] ?? "";
    expect(postPath).not.toBe("");
    // The fallback: localhost on the port the server listens on.
    fallback = `http://localhost:${new URL(baseUrl()).port}`;
  });

  it("a forged Host or X-Forwarded-Host reaches no page: not the canonical, hreflang, og:url nor JSON-LD", async () => {
    for (const path of ["/", "/job", "/ua/cdl", postPath]) {
      const page = await raw(baseUrl(), path, FORGED);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toMatch(EVIL);
      const head = readHead(page.text);
      expect(head.canonical?.startsWith(`${fallback}/`), path).toBe(true);
      for (const url of headUrls(page.text)) expect(url).not.toMatch(EVIL);
    }
  });

  it("a Host naming this machine is the visitor's own address and is kept (localhost, 127.0.0.1, [::1])", async () => {
    for (const host of ["localhost:4321", "127.0.0.1:4322", "[::1]:4323"]) {
      const page = await raw(baseUrl(), "/job", { host });
      expect(readHead(page.text).canonical).toBe(`http://${host}/job`);
    }
  });

  it("robots.txt and the sitemap name our origin, also after a forged request was answered and cached", async () => {
    const forgedSitemap = await raw(baseUrl(), "/sitemap.xml", FORGED);
    const forgedRobots = await raw(baseUrl(), "/robots.txt", FORGED);
    expect(forgedSitemap.status).toBe(200);
    expect(forgedSitemap.text).not.toMatch(EVIL);
    expect(forgedRobots.text).not.toMatch(EVIL);
    expect(forgedRobots.text).toContain(`Sitemap: ${fallback}/sitemap.xml`);
    expect(forgedSitemap.text).toContain(`<loc>${fallback}/</loc>`);

    const sitemap = await raw(baseUrl(), "/sitemap.xml", {});
    const robots = await raw(baseUrl(), "/robots.txt", {});
    expect(sitemap.text).not.toMatch(EVIL);
    expect(robots.text).not.toMatch(EVIL);
    expect(sitemap.text).toContain(`<loc>${baseUrl()}/</loc>`);
    expect(robots.text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it("the SEO API's JSON-LD and home URL ignore a forged Host", async () => {
    const meta = await raw(baseUrl(), "/v1/seo/meta?path=%2Fjob", FORGED);
    const general = await raw(baseUrl(), "/v1/seo/general", FORGED);
    expect(meta.status).toBe(200);
    expect(meta.text).not.toMatch(EVIL);
    expect(general.text).not.toMatch(EVIL);
    expect(seoGeneralResponseSchema.parse(JSON.parse(general.text)).data.home.url).toBe(`${fallback}/`);
  });

  it("a password-reset mail asked for with a forged Host links to our origin, never the forged one", async () => {
    const email = freshEmail("host");
    expect((await post(baseUrl(), "/v1/auth/register", { username: email, password: "Str0ng!pass" })).status).toBe(200);
    const asked = Date.now();
    const answer = await raw(baseUrl(), "/v1/auth/forgot-password", FORGED, { email });
    expect(answer.status).toBe(200);
    const mail = await lastMail(baseUrl(), email, asked);
    expect(mail?.text).toContain(`${fallback}/auth/reset-password?token=`);
    expect(mail?.text).not.toMatch(EVIL);
  });
});

describe("behind a proxy (TRUST_PROXY=true) its X-Forwarded-Proto and X-Forwarded-Host are the origin", () => {
  let server: PreparedServer;
  beforeAll(async () => {
    server = await dedicatedServer({ TRUST_PROXY: "true", SEED_DEMO: "false" });
  });
  afterAll(() => server.stop());

  it("honours well-formed forwarded headers in pages, robots.txt and the sitemap", async () => {
    const proxied = {
      host: "127.0.0.1",
      "x-forwarded-host": "obyava.example, inner.example",
      "x-forwarded-proto": "https",
    };
    const page = await raw(server.url, "/job", proxied);
    expect(readHead(page.text).canonical).toBe("https://obyava.example/job");
    expect((await raw(server.url, "/robots.txt", proxied)).text).toContain(
      "Sitemap: https://obyava.example/sitemap.xml",
    );
    expect((await raw(server.url, "/sitemap.xml", proxied)).text).toContain("<loc>https://obyava.example/</loc>");
  });

  it("ignores a malformed forwarded host and still never believes a foreign Host", async () => {
    const fallback = `http://localhost:${new URL(server.url).port}`;
    for (const forwarded of ["evil.example/path", "evil.example:99999", "evil example", "user@evil.example"]) {
      const page = await raw(server.url, "/job", { host: "evil.example", "x-forwarded-host": forwarded });
      expect(readHead(page.text).canonical, forwarded).toBe(`${fallback}/job`);
      expect(page.text).not.toMatch(EVIL);
    }
  });
});
