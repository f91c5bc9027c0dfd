import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blocksOf, headingSlug, isAllowedHref, parseDocumentFile } from "../../src/server/lib/info-markdown";
import { CONTENT_DIR } from "../../src/server/features/info-pages/loader";
import { faqOf } from "../../src/shared/faq";
import { DOCUMENT_PAGES, isDocumentPage } from "../../src/shared/info-documents";
import { LOCALES } from "../../src/shared/locales";
import { ROUTES } from "../../src/shared/routes";

/** The documents kept in the repository: every folder must be a page of the table with its four languages. */
const folders = fs.existsSync(CONTENT_DIR)
  ? fs.readdirSync(CONTENT_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];

const read = (page: string, locale: string) =>
  parseDocumentFile(fs.readFileSync(path.join(CONTENT_DIR, page, `${locale}.md`), "utf8"), `${page}/${locale}.md`);

/** The document's shape, language aside: its headings' levels in order, and how many lists and pictures it has. */
function shapeOf(body: string, where: string) {
  const blocks = blocksOf(body, { teamEmail: "team@obyava.app", strict: true, where });
  return {
    headings: blocks.flatMap((block) => (block.type === "heading" ? [block.level] : [])),
    // A language may show its own screenshot of the same step (mobapps-home-ua.webp for mobapps-home-ru.webp).
    images: blocks.flatMap((block) =>
      block.type === "image" ? [block.src.replace(/-(ru|ua|pl|en)(\.\w+)$/, "$2")] : [],
    ),
  };
}

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

describe("the repository's documents", () => {
  it("the FAQ is among them", () => {
    expect(folders.map((folder) => folder.name)).toContain("faq");
  });

  describe.each(folders.map((folder) => folder.name))("%s", (page) => {
    it("is a page of the route table's documents", () => {
      expect(isDocumentPage(page), `${page} is not one of DOCUMENT_PAGES`).toBe(true);
    });

    it("has ru, ua, pl and en with one version, one date and one heading structure", () => {
      const ru = read(page, "ru");
      const ruShape = shapeOf(ru.body, `${page}/ru.md`);
      for (const locale of LOCALES) {
        const file = path.join(CONTENT_DIR, page, `${locale}.md`);
        expect(fs.existsSync(file), `${page}/${locale}.md is missing`).toBe(true);
        const doc = read(page, locale);
        expect(doc.version, `${page}/${locale}.md version`).toBe(ru.version);
        expect(doc.effectiveOn, `${page}/${locale}.md effective_on`).toBe(ru.effectiveOn);
        expect(shapeOf(doc.body, `${page}/${locale}.md`), `${page}/${locale}.md headings and pictures`).toEqual(
          ruShape,
        );
      }
    });

    it("ua, pl and en are translations, not copies of ru", () => {
      const ru = read(page, "ru");
      const ruWords = new Set(words(`${ru.title} ${ru.description} ${ru.body}`));
      for (const locale of ["ua", "pl", "en"] as const) {
        const doc = read(page, locale);
        // A short Ukrainian title may read as the Russian one («Наша команда»); Polish and English never do.
        if (locale !== "ua") expect(doc.title, `${page}/${locale}.md title`).not.toBe(ru.title);
        expect(doc.description, `${page}/${locale}.md description`).not.toBe(ru.description);
        const own = words(`${doc.title} ${doc.description} ${doc.body}`);
        const shared = own.filter((word) => word.length > 3 && ruWords.has(word)).length;
        // Ukrainian shares many words with Russian; a copy shares nearly all of them.
        expect(shared / own.length, `${page}/${locale}.md shares too many words with ru.md`).toBeLessThan(0.5);
      }
    });
  });
});

describe("the FAQ", () => {
  it.each(LOCALES)("%s: at least 20 questions in at least five groups, each with an answer", (locale) => {
    const doc = read("faq", locale);
    const { groups } = faqOf(blocksOf(doc.body, { teamEmail: "t@o.app", strict: true, where: `faq/${locale}.md` }));
    expect(groups.length).toBeGreaterThanOrEqual(5);
    const questions = groups.flatMap((group) => group.questions);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    for (const question of questions) expect(question.answer.length, question.question).toBeGreaterThan(0);
  });
});

describe("Markdown to blocks", () => {
  const strict = (markdown: string) =>
    blocksOf(markdown, { teamEmail: "team@obyava.app", strict: true, where: "x.md" });

  it("keeps headings, paragraphs with emphasis and links, lists and the site's own pictures", () => {
    expect(
      strict(
        "## Как войти\n\nКод из **SMS** и *пароль* — [вопросы](/faq), {{team_email}}.\n\n1. один\n2. два\n\n" +
          "![Экран](/screenshots/a.png){width=390 height=844}\n",
      ),
    ).toEqual([
      { type: "heading", level: 2, id: "как-войти", text: "Как войти" },
      {
        type: "paragraph",
        inlines: [
          { type: "text", text: "Код из " },
          { type: "text", text: "SMS", strong: true },
          { type: "text", text: " и " },
          { type: "text", text: "пароль", em: true },
          { type: "text", text: " — " },
          { type: "link", text: "вопросы", href: "/faq" },
          { type: "text", text: ", " },
          { type: "link", text: "team@obyava.app", href: "mailto:team@obyava.app" },
          { type: "text", text: "." },
        ],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "один" }], [{ type: "text", text: "два" }]] },
      { type: "image", src: "/screenshots/a.png", alt: "Экран", width: 390, height: 844 },
    ]);
  });

  it("refuses raw HTML, naming the file", () => {
    expect(() => strict("<script>alert(1)</script>\n")).toThrow(/x\.md: raw HTML/);
    expect(() => strict("Текст <b>жирный</b>\n")).toThrow(/x\.md: raw HTML/);
  });

  it("refuses links that are not site paths, https, mailto or tel, and pictures from elsewhere", () => {
    expect(() => strict("[x](javascript:alert(1))")).toThrow(/link/);
    expect(() => strict("[x](//evil.example/)")).toThrow(/link/);
    expect(() => strict("![x](https://evil.example/a.png){width=1 height=1}")).toThrow(/image/);
    expect(() => strict("![x](/screenshots/a.png)")).toThrow(/image/);
    expect(() => strict("# Second title")).toThrow(/headings/);
  });

  it("served leniently, a saved version draws what fits and drops the rest as text", () => {
    const blocks = blocksOf("<div>x</div>\n\nА [ссылка](javascript:alert(1)) <i>тут</i>\n", {
      teamEmail: "",
      strict: false,
      where: "db",
    });
    expect(blocks).toEqual([{ type: "paragraph", inlines: [{ type: "text", text: "А ссылка тут" }] }]);
  });

  it("makes unique anchors that keep Cyrillic", () => {
    const taken = new Set<string>();
    expect(headingSlug("Оплата и продвижение", taken)).toBe("оплата-и-продвижение");
    expect(headingSlug("Оплата и продвижение", taken)).toBe("оплата-и-продвижение-2");
    expect(headingSlug("Ещё вопросы?", taken)).toBe("еще-вопросы");
    expect(headingSlug("!!!", taken)).toBe("section");
  });

  it("allows only site paths, anchors, https, mailto and tel", () => {
    for (const href of ["/faq", "/ua/kp#x", "#top", "https://reportfraud.ftc.gov", "mailto:a@b.co", "tel:+12124650100"])
      expect(isAllowedHref(href), href).toBe(true);
    for (const href of ["//evil.example", "/\\evil", "http://x.example", "javascript:alert(1)", "data:text/html,x"])
      expect(isAllowedHref(href), href).toBe(false);
  });

  it("reads front matter and refuses a document without it", () => {
    const doc = parseDocumentFile(
      "---\ntitle: T\ndescription: D\nversion: 2\neffective_on: 2026-11-24\n---\nBody\n",
      "a",
    );
    expect(doc).toEqual({ version: 2, effectiveOn: "2026-11-24", title: "T", description: "D", body: "Body\n" });
    expect(() => parseDocumentFile("Body only\n", "faq/ru.md")).toThrow(/faq\/ru\.md: no front matter/);
    expect(() =>
      parseDocumentFile("---\ntitle: T\ndescription: D\nversion: x\neffective_on: 2026-11-24\n---\n", "a"),
    ).toThrow(/version/);
  });

  it("the route table loads a document exactly for the pages of DOCUMENT_PAGES", () => {
    expect(DOCUMENT_PAGES).toHaveLength(27);
    const loading = ROUTES.flatMap((route) =>
      route
        .loads({ location: null, params: {}, page: 1 })
        .flatMap((load) => (load.call === "info-page" ? [load.page] : [])),
    );
    expect([...new Set(loading)].sort()).toEqual([...DOCUMENT_PAGES].sort());
    for (const route of ROUTES) {
      const page = route.params.page ?? "";
      const loads = route.loads({ location: null, params: {}, page: 1 });
      if (route.kind !== "profile" && isDocumentPage(page))
        expect(loads, route.id).toContainEqual({ call: "info-page", page });
    }
  });
});
