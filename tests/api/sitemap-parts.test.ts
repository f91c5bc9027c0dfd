import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { openDatabase, type Database } from "../../src/server/db/client";
import { seedReference } from "../../src/server/seed/demo";

/** The URLs of a <urlset> or <sitemapindex> (the served XML is checked for well-formedness in sitemap.test.ts). */
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");

// Its own small database in this process: the split shows with the reference data alone and a limit of 100.
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-sitemap-"));
  database = await openDatabase({ dataDir });
  await seedReference(database.db);
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a sitemap larger than its URL limit", () => {
  it("becomes an index of parts that together list every URL once", async () => {
    const distDir = path.resolve("dist");
    // The origin is the configured one, never the request's Host (http/origin.ts).
    const origin = "http://obyava.test";
    const whole = createApp({ DIST_DIR: distDir, PUBLIC_URL: origin }, database);
    const split = createApp({ DIST_DIR: distDir, SITEMAP_URL_LIMIT: 100, PUBLIC_URL: origin }, database);

    const all = locsOf(await (await whole.request(`${origin}/sitemap.xml`)).text());
    expect(all.length).toBeGreaterThan(250);

    const index = await split.request(`${origin}/sitemap.xml`);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    const parts = locsOf(indexXml);
    expect(parts).toEqual(
      Array.from({ length: Math.ceil(all.length / 100) }, (_, n) => `${origin}/sitemaps/${n + 1}.xml`),
    );

    const listed: string[] = [];
    for (const part of parts) {
      const response = await split.request(part);
      expect(response.status, part).toBe(200);
      const urls = locsOf(await response.text());
      expect(urls.length, part).toBeLessThanOrEqual(100);
      listed.push(...urls);
    }
    expect(listed).toEqual(all);
    expect((await split.request(`${origin}/sitemaps/${parts.length + 1}.xml`)).status).toBe(404);
  });
});
