import fs from "node:fs";
import path from "node:path";
import type { Alternate } from "../../shared/head";
import { escapeMarkup } from "./escape";
import { jsonLdScript, SITE_NAME, type JsonLd } from "./json-ld";

/** Everything a page's <head> says about it, rendered into the built shell. */
export interface PageHead {
  /** BCP 47 tag for <html lang> and og:locale ("uk" for ua). */
  languageTag: string;
  title: string;
  description: string;
  canonical: string | null;
  alternates: readonly Alternate[];
  noindex: boolean;
  ogType: "website" | "article";
  jsonLd: readonly JsonLd[];
}

const OG_LOCALES: Record<string, string> = { ru: "ru_RU", uk: "uk_UA", pl: "pl_PL", en: "en_US" };

function headTags(head: PageHead): string {
  const attr = escapeMarkup;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
  ];
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${attr(head.canonical)}" />`);
  for (const alternate of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${attr(alternate.hreflang)}" href="${attr(alternate.href)}" />`);
  }
  tags.push(
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[head.languageTag] ?? "ru_RU"}" />`,
  );
  if (head.canonical) tags.push(`<meta property="og:url" content="${attr(head.canonical)}" />`);
  for (const data of head.jsonLd) tags.push(jsonLdScript(data));
  return tags.map((tag) => `    ${tag}\n`).join("");
}

/**
 * The built index.html with a page's head filled in: the first paint is in the page's language and
 * search engines read the same title, description, canonical and hreflang the client shows.
 * Read once: a new build means a new process.
 */
export function createShell(distDir: string) {
  const file = path.join(distDir, "index.html");
  let template: string | null = null;
  return {
    /**
     * `bodyEnd`: markup for the end of <body> (the page's boot data). `content`: the page drawn by the
     * server's renderer, in place of the shell's static header.
     */
    render(head: PageHead, bodyEnd = "", content: string | null = null): string | null {
      template ??= fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
      if (template === null) return null;
      const tags = headTags(head);
      return (
        template
          .replace(/<html lang="[^"]*"/, `<html lang="${escapeMarkup(head.languageTag)}"`)
          .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\n?/, "")
          .replace(/[ \t]*<meta name="description"[^>]*>[ \t]*\n?/, "")
          .replace("</head>", () => `\n${tags}  </head>`)
          // #root spans several lines of index.html (its static header): all of it gives way to the drawn page.
          .replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/, (root) =>
            content === null ? root : `<div id="root" data-ssr>${content}</div>`,
          )
          .replace("</body>", () => `${bodyEnd ? `  ${bodyEnd}\n` : ""}</body>`)
      );
    },
  };
}

export type Shell = ReturnType<typeof createShell>;

/** What a crawler gets for a missing page: no app shell, only a title and one sentence. */
export function botNotFoundPage(languageTag: string, title: string, sentence: string): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeMarkup(languageTag)}">`,
    `<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title></head>`,
    `<body><p>${escapeMarkup(sentence)}</p></body>`,
    "</html>",
    "",
  ].join("\n");
}
