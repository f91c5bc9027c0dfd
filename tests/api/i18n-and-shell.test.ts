import { describe, expect, it } from "vitest";
import { get, getJson } from "./client";

describe("GET /_i18n/{locale}/messages.json", () => {
  it.each(["ru", "ua", "pl", "en"])("serves the compiled %s catalog for a day", async (locale) => {
    const { status, body, response } = await getJson(`/_i18n/${locale}/messages.json`);
    expect(status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(Object.keys((body as { messages: object }).messages).length).toBeGreaterThan(10);
  });

  it("answers an unknown locale 404 uncached", async () => {
    const response = await get("/_i18n/de/messages.json");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the built client", () => {
  it("answers pages with the shell in the page's language, never cached", async () => {
    const ru = await get("/", { headers: { Accept: "text/html" } });
    expect(ru.status).toBe(200);
    expect(ru.headers.get("cache-control")).toBe("no-cache");
    expect(await ru.text()).toMatch(/<html lang="ru"/);
    const ua = await get("/ua", { headers: { Accept: "text/html" } });
    expect(await ua.text()).toMatch(/<html lang="uk"/);
  });

  it("caches hashed assets for a year", async () => {
    const html = await (await get("/")).text();
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends a script's brotli or gzip copy made at build time, as the browser accepts it", async () => {
    const html = await (await get("/")).text();
    const asset = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1] ?? "";
    const as = (encoding: string) => get(asset, { headers: { "Accept-Encoding": encoding } });
    const [br, gzip, plain] = await Promise.all([as("gzip, deflate, br, zstd"), as("gzip, deflate"), as("identity")]);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    // The same script whichever copy travelled (fetch decodes it), cached for a year all the same.
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1000);
    expect(await br.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves the service worker and an installable manifest", async () => {
    const sw = await get("/custom-sw.js?v=test");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const { body } = await getJson("/manifest.webmanifest");
    expect(body).toMatchObject({ short_name: "Obyava", display: "standalone", start_url: "/", lang: "ru" });
    const icons = (body as { icons: { sizes: string; purpose?: string }[] }).icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("answers a missing file or API path 404, not the shell", async () => {
    expect((await get("/assets/nope-123.js")).status).toBe(404);
    expect((await get("/v1/nothing-here")).status).toBe(404);
  });
});
