import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maxEntryBytes, urlsetChunks, type SitemapEntry } from "../../src/server/features/sitemap/xml";
import { isBot } from "../../src/server/html/bots";
import { jsonLdScript } from "../../src/server/html/json-ld";
import { createShell, type PageHead } from "../../src/server/html/shell";
import { ROUTES_BY_ID } from "../../src/shared/routes";

const TEMPLATE = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Old title</title>
    <meta name="description" content="Old description" />
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;

/** A shell over a template; the template is read on the first render, so the folder can go right after it. */
function renderWith(template: string, head: PageHead, bodyEnd = "", content: string | null = null): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-shell-"));
  try {
    fs.writeFileSync(path.join(dir, "index.html"), template);
    return createShell(dir).render(head, bodyEnd, content);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const HEAD: PageHead = {
  languageTag: "uk",
  title: 'Робота "тут" & <там>',
  description: "Опис $& $1",
  canonical: "https://obyava.example/ua/job",
  alternates: [{ hreflang: "x-default", href: "https://obyava.example/job" }],
  noindex: true,
  ogType: "website",
  jsonLd: [{ "@type": "Thing", name: "</script><script>alert(1)</script>" }],
};

describe("the shell's head", () => {
  it("replaces the build's title and description and adds the page's tags, escaped", () => {
    const html = renderWith(TEMPLATE, HEAD) ?? "";
    expect(html).toContain('<html lang="uk">');
    expect(html).not.toContain("Old title");
    expect(html).not.toContain("Old description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Робота &quot;тут&quot; &amp; &lt;там&gt;</title>");
    // "$&" in a value is text, not a replacement pattern.
    expect(html).toContain('<meta name="description" content="Опис $&amp; $1" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<link rel="canonical" href="https://obyava.example/ua/job" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://obyava.example/job" />');
    expect(html).toContain('<meta property="og:locale" content="uk_UA" />');
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps JSON-LD inside its script element whatever the text holds", () => {
    const script = jsonLdScript({ name: "</script><!-- \u2028" });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain("<!--");
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ name: "</script><!-- \u2028" });
  });

  it("puts the page the server drew into #root, marked for hydration, and leaves the shell's header otherwise", () => {
    const template = TEMPLATE.replace(
      '<div id="root"></div>',
      '\n    <div id="root"><div class="boot-shell"></div></div>\n    <noscript>x</noscript>\n',
    );
    const drawn = renderWith(template, HEAD, "", "<main>Страница $& $1\nвторая строка</main>") ?? "";
    expect(drawn).toContain('<div id="root" data-ssr><main>Страница $& $1\nвторая строка</main></div>\n    <noscript>');
    expect(drawn).not.toContain("boot-shell");
    const shell = renderWith(template, HEAD) ?? "";
    expect(shell).toContain('<div id="root"><div class="boot-shell"></div></div>');
    expect(shell).not.toContain("data-ssr");
  });

  it("answers null when the client is not built", () => {
    expect(createShell(path.join(os.tmpdir(), "no-such-dist-obyava")).render(HEAD)).toBeNull();
  });
});

describe("crawler detection", () => {
  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
    "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Twitterbot/1.0",
    "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)",
    "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
    "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
  ])("knows %s", (agent) => expect(isBot(agent)).toBe(true));

  it("lets people through", () => {
    expect(
      isBot(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
          "Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});

describe("sitemap entries", () => {
  it("never exceed the size bound that decides how many fit one file", () => {
    const route = ROUTES_BY_ID.get("post.drivers-corner") ?? ROUTES_BY_ID.get("post.job");
    if (!route) throw new Error("no post route");
    const origin = "https://obyava.example";
    const entry: SitemapEntry = { route, locale: "ua", params: { slug: "x".repeat(90) }, lastmod: new Date() };
    const [, body = ""] = [...urlsetChunks([entry], origin)];
    const longestUrl = `${origin}/ua/${route.pattern.replace("/{location?}/", "").replace("{slug}", "x".repeat(90))}`
      .length;
    expect(body.length).toBeLessThanOrEqual(maxEntryBytes(longestUrl, 5));
    expect(body.length).toBeGreaterThan(maxEntryBytes(longestUrl, 5) * 0.8);
  });
});
