import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOCATION_SEEDS } from "../../src/server/seed/locations-data";
import { SECTION_SEEDS } from "../../src/server/seed/sections-data";
import { LOCALES, type Locale } from "../../src/shared/locales";
import { matchPath } from "../../src/shared/routes";

// What the information pages' documents point at: a link that leads nowhere, out of the reader's language or to
// a missing picture is a broken page the team only learns about from a visitor.

const PAGES_DIR = path.resolve("src/content/pages");
const PUBLIC_DIR = path.resolve("public");
/** A picture in a document travels with the page on a phone's connection. */
const MAX_IMAGE_BYTES = 60 * 1024;

interface Document {
  name: string;
  locale: Locale;
  body: string;
}

function documents(): Document[] {
  if (!fs.existsSync(PAGES_DIR)) return [];
  return fs.readdirSync(PAGES_DIR).flatMap((page) =>
    LOCALES.flatMap((locale) => {
      const file = path.join(PAGES_DIR, page, `${locale}.md`);
      if (!fs.existsSync(file)) return [];
      const text = fs.readFileSync(file, "utf8");
      return [{ name: `${page}/${locale}.md`, locale, body: text.replace(/^---\n[\s\S]*?\n---\n/, "") }];
    }),
  );
}

/** Every link and image target: `](target)`, whatever the text before it spans. */
const targets = (body: string) => [...body.matchAll(/\]\(([^)\s]*)\)/g)].map((match) => match[1] ?? "");

/** Every image with the size it declares: `![alt](src){width=… height=…}`. */
const images = (body: string) =>
  [...body.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)\{width=(\d+) height=(\d+)\}/g)].map((match) => ({
    src: match[1] ?? "",
    width: Number(match[2]),
    height: Number(match[3]),
  }));

const sitePath = (target: string) => (target.split(/[?#]/)[0] ?? "") || "/";
const isPicture = (target: string) => /^\/(?:screenshots|images)\//.test(target);

/** A database category named in a category page's address must be one the sections are seeded with. */
function categoryExists(section: string | null, category: string): boolean {
  const seed = SECTION_SEEDS.find((candidate) => candidate.slug === section);
  return seed?.categories.some((candidate) => candidate.slug === category) ?? false;
}

/** A location segment (a typo'd section reads as one) must be a seeded state or city. */
const LOCATION_SLUGS = new Set(
  LOCATION_SEEDS.flatMap((state) => [state.slug, ...state.cities.map((city) => city.slug)]),
);

describe("information documents' links and pictures", () => {
  const all = documents();

  it("every site link names a page of the route table (with a seeded location and category)", () => {
    const broken = all.flatMap((doc) =>
      targets(doc.body)
        .filter((target) => target.startsWith("/") && !isPicture(target))
        .flatMap((target) => {
          const match = matchPath(sitePath(target));
          if (!match) return [`${doc.name}: ${target}`];
          if (match.location !== null && !LOCATION_SLUGS.has(match.location))
            return [`${doc.name}: ${target} (no such location)`];
          const category = match.params.category;
          if (
            category !== undefined &&
            match.route.id.startsWith("category.") &&
            !categoryExists(match.route.section, category)
          )
            return [`${doc.name}: ${target} (no such category)`];
          return [];
        }),
    );
    expect(broken).toEqual([]);
  });

  it("a site link keeps the reader in the document's language wherever the page exists in it", () => {
    const strays = all.flatMap((doc) =>
      targets(doc.body)
        .filter((target) => target.startsWith("/") && !isPicture(target))
        .flatMap((target) => {
          const pathname = sitePath(target);
          const linked = matchPath(pathname);
          if (!linked || linked.locale === doc.locale) return [];
          const rest = linked.locale === "ru" ? pathname : pathname.slice(linked.locale.length + 1) || "/";
          const own = doc.locale === "ru" ? rest : `/${doc.locale}${rest === "/" ? "" : rest}`;
          // Another language is fine only for a page that has no version in the document's language.
          return matchPath(own) ? [`${doc.name}: ${target} (use ${own})`] : [];
        }),
    );
    expect(strays).toEqual([]);
  });

  it("every other link is https, mailto or tel", () => {
    const unsafe = all.flatMap((doc) =>
      targets(doc.body)
        .filter((target) => !target.startsWith("/") && !/^(?:https:\/\/\S+|mailto:\S+|tel:\+?[\d-]+)$/.test(target))
        .map((target) => `${doc.name}: ${target}`),
    );
    expect(unsafe).toEqual([]);
  });

  it("every picture is the site's own file, of the size the document declares and at most 60 KB", async () => {
    const problems: string[] = [];
    for (const doc of all) {
      const declared = images(doc.body);
      // An image without its size would make the page jump as it loads.
      const pictures = targets(doc.body).filter(isPicture);
      if (pictures.length !== declared.length) problems.push(`${doc.name}: an image without {width=… height=…}`);
      for (const image of declared) {
        const file = path.join(PUBLIC_DIR, image.src);
        if (!isPicture(image.src) || !file.startsWith(PUBLIC_DIR + path.sep) || !fs.existsSync(file)) {
          problems.push(`${doc.name}: ${image.src} missing`);
          continue;
        }
        const bytes = fs.statSync(file).size;
        if (bytes > MAX_IMAGE_BYTES) problems.push(`${doc.name}: ${image.src} is ${String(bytes)} bytes`);
        const { width, height } = await sharp(file).metadata();
        if (width !== image.width || height !== image.height)
          problems.push(`${doc.name}: ${image.src} is ${String(width)}×${String(height)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
