import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client";
import { infoPages } from "../../src/server/db/schema";
import { loadInfoPages, readDocuments } from "../../src/server/features/info-pages/loader";
import { infoDocumentResponseSchema } from "../../src/shared/contract/info-pages";
import { siteFiguresResponseSchema } from "../../src/shared/contract/site-figures";
import { LOCALES, pathInLocale } from "../../src/shared/locales";
import { get, getJson } from "./client";
import { readHead } from "./html";

const inLanguage = (locale: string) => ({ headers: { "Accept-Language": locale } });
const LETTERS_UA = /[іїєґ]/giu;

describe("GET /v1/info-pages/{page}", () => {
  it.each(LOCALES)(
    "%s: the FAQ in the caller's language, as blocks, cached like other public reads",
    async (locale) => {
      const { status, body, response } = await getJson("/v1/info-pages/faq", inLanguage(locale));
      expect(status).toBe(200);
      const { data } = infoDocumentResponseSchema.parse(body);
      expect(data.page).toBe("faq");
      expect(data.locale).toBe(locale);
      expect(data.version).toBeGreaterThanOrEqual(1);
      expect(data.effective_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.blocks.filter((block) => block.type === "heading" && block.level === 3).length).toBe(25);
      // {{team_email}} is written as the team's address.
      expect(JSON.stringify(data.blocks)).toContain("mailto:team@obyava.app");
      expect(JSON.stringify(data.blocks)).not.toContain("{{");
      expect(response.headers.get("cache-control")).toContain("public");
      expect(response.headers.get("vary")).toContain("Accept-Language");
      const text = JSON.stringify(data);
      if (locale === "ua") expect(text.match(LETTERS_UA)?.length ?? 0).toBeGreaterThan(50);
      if (locale === "ru") expect(text.match(LETTERS_UA)?.length ?? 0).toBe(0);
    },
  );

  it("answers 404 in the caller's language for an unknown, odd or huge page name", async () => {
    const cases = [
      "/v1/info-pages/nope",
      "/v1/info-pages/kp",
      "/v1/info-pages/FAQ",
      `/v1/info-pages/${"a".repeat(5000)}`,
      "/v1/info-pages/%F0%9F%98%80",
      "/v1/info-pages/faq%20",
      "/v1/info-pages/..%2Ffaq",
    ];
    for (const path of cases) {
      const ru = await getJson(path, inLanguage("ru"));
      expect(ru.status, path).toBe(404);
      expect((ru.body as { message: string }).message, path).toMatch(/[а-я]/);
      const en = await getJson(path, inLanguage("en"));
      expect(en.status, path).toBe(404);
      expect((en.body as { message: string }).message, path).toMatch(/^[\x20-\x7e’]+$/);
    }
    // A %00 never reaches the handler: the URL gate refuses it first, still not a 5xx.
    expect((await get("/v1/info-pages/faq%00")).status).toBeLessThan(500);
  });

  it("the site's figures for /about are counted in the database", async () => {
    const { status, body } = await getJson("/v1/site-figures");
    expect(status).toBe(200);
    const { data } = siteFiguresResponseSchema.parse(body);
    expect(data.languages).toBe(4);
    expect(data.active_ads).toBeGreaterThan(0);
    expect(data.cities).toBeGreaterThan(0);
    expect(data.sections).toBeGreaterThan(5);
  });
});

describe("the /faq page drawn by the server", () => {
  it.each(LOCALES)("%s: FAQPage JSON-LD with every question and its answer, the document's title", async (locale) => {
    const response = await get(pathInLocale("/faq", locale), { headers: { Accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = readHead(html);
    const faq = head.jsonLd.find((item) => item["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq, "FAQPage").toBeDefined();
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(20);
    for (const question of faq?.mainEntity ?? []) {
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(60);
    }
    const document = infoDocumentResponseSchema.parse((await getJson("/v1/info-pages/faq", inLanguage(locale))).body);
    expect(head.title).toBe(`${document.data.title} | Obyava`);
    expect(head.description).toBe(document.data.description);
    // The questions are in the page itself, not only in its data.
    const first = faq?.mainEntity[0]?.name ?? "";
    expect(html).toContain(`<h3 id=`);
    expect(html).toContain(first.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"));
  });
});

describe("loading the repository's documents", () => {
  let database: Database;
  let dataDir = "";
  let contentDir = "";
  const write = (page: string, locale: string, version: number, body = "Текст.\n") => {
    fs.mkdirSync(path.join(contentDir, page), { recursive: true });
    fs.writeFileSync(
      path.join(contentDir, page, `${locale}.md`),
      `---\ntitle: Заголовок ${version}\ndescription: Описание.\nversion: ${version}\n` +
        `effective_on: 2026-11-2${version}\n---\n${body}`,
    );
  };
  const versions = async () =>
    (await database.db.select({ page: infoPages.page, version: infoPages.version }).from(infoPages))
      .filter((row) => row.page === "about")
      .map((row) => row.version)
      .sort();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-info-db-"));
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-info-content-"));
    // A database of its own, even on a PostgreSQL run: the run's server shares the other one.
    database = await openDatabase({ dataDir, databaseUrl: undefined });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it("inserts a version newer than the database's, and never an older or equal one", async () => {
    write("about", "ru", 1);
    expect(await loadInfoPages(database.db, { dir: contentDir, teamEmail: "t@o.app" })).toEqual({
      documents: 1,
      inserted: 1,
    });
    // A restart with the same files changes nothing (and two processes at once would both skip it).
    expect((await loadInfoPages(database.db, { dir: contentDir, teamEmail: "t@o.app" })).inserted).toBe(0);
    write("about", "ru", 2);
    expect((await loadInfoPages(database.db, { dir: contentDir, teamEmail: "t@o.app" })).inserted).toBe(1);
    expect(await versions()).toEqual([1, 2]);
    // The team's console saved version 5: an older file in the repository does not come back over it.
    await database.db
      .insert(infoPages)
      .values({
        page: "about",
        locale: "ru",
        version: 5,
        effectiveOn: "2026-12-01",
        title: "Из консоли",
        description: "Описание.",
        body: "Текст.",
      });
    write("about", "ru", 3);
    expect((await loadInfoPages(database.db, { dir: contentDir, teamEmail: "t@o.app" })).inserted).toBe(0);
    expect(await versions()).toEqual([1, 2, 5]);
  });

  it("refuses a document with raw HTML, naming its file, before anything is written", async () => {
    write("faq", "ru", 1, '## Вопросы\n\n<iframe src="https://evil.example"></iframe>\n');
    await expect(loadInfoPages(database.db, { dir: contentDir, teamEmail: "t@o.app" })).rejects.toThrow(
      /faq\/ru\.md: raw HTML is not allowed/,
    );
    const rows = await database.db.select({ page: infoPages.page }).from(infoPages);
    expect(rows.some((row) => row.page === "faq")).toBe(false);
    fs.rmSync(path.join(contentDir, "faq"), { recursive: true });
  });

  it("refuses a folder that is not a page of the table", async () => {
    write("lorem", "ru", 1);
    await expect(readDocuments(contentDir, "t@o.app")).rejects.toThrow(/lorem: not a page/);
    fs.rmSync(path.join(contentDir, "lorem"), { recursive: true });
  });
});
