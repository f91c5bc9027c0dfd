import { Lexer, type Token, type Tokens } from "marked";
import type { Block, InfoDocument, Inline } from "../../shared/contract/info-pages";
import { LOCALES, type Locale } from "../../shared/locales";

/** What a document says of itself in its front matter, and its Markdown. */
export interface DocumentSource {
  version: number;
  /** YYYY-MM-DD. */
  effectiveOn: string;
  title: string;
  description: string;
  body: string;
}

/** A document that does not fit the block contract: the loader names the file and refuses to start. */
export class DocumentError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
    this.name = "DocumentError";
  }
}

/** Documents are short texts; anything past this is not a page people read and is refused before parsing. */
const DOCUMENT_MAX_CHARS = 200_000;
const FRONT_MATTER = /^---\r?\n([\s\S]{0,2000}?)\r?\n---\r?\n/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `---`-fenced `key: value` lines (title, description, version, effective_on) and the body after them. */
export function parseDocumentFile(text: string, where: string): DocumentSource {
  if (text.length > DOCUMENT_MAX_CHARS) throw new DocumentError(where, `longer than ${DOCUMENT_MAX_CHARS} characters`);
  const fence = FRONT_MATTER.exec(text);
  if (!fence?.[1])
    throw new DocumentError(where, "no front matter (--- title, description, version, effective_on ---)");
  const fields = new Map<string, string>();
  for (const line of fence[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const at = line.indexOf(":");
    if (at < 1) throw new DocumentError(where, `front matter line without "key: value": ${line.slice(0, 60)}`);
    fields.set(
      line.slice(0, at).trim(),
      line
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1"),
    );
  }
  const title = fields.get("title") ?? "";
  const description = fields.get("description") ?? "";
  const version = Number(fields.get("version"));
  const effectiveOn = fields.get("effective_on") ?? "";
  if (!title || !description) throw new DocumentError(where, "title and description are required");
  if (!Number.isInteger(version) || version < 1 || version > 1_000_000)
    throw new DocumentError(where, "version must be a positive integer");
  if (!DATE.test(effectiveOn) || Number.isNaN(Date.parse(effectiveOn)))
    throw new DocumentError(where, "effective_on must be a date YYYY-MM-DD");
  return { version, effectiveOn, title, description, body: text.slice(fence[0].length) };
}

/** The locale a document's file name says (`ru.md` → ru), or null for any other file. */
export function localeOfFile(name: string): Locale | null {
  const locale = name.endsWith(".md") ? name.slice(0, -3) : "";
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
}

/** A site path (not `//host`), or an https, mailto or tel address: the only links a document may hold. */
export function isAllowedHref(href: string): boolean {
  if (href.length > 500) return false;
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  if (href.startsWith("#")) return true;
  return /^(https:\/\/[^\s]+|mailto:[^\s]+@[^\s]+|tel:\+?[\d\s()-]+)$/.test(href);
}

/** Pictures are the site's own files, so their size is known and nothing is fetched from elsewhere. */
const IMAGE_SRC = /^\/(screenshots|images)\/[\w-]+(\/[\w-]+)*\.(png|webp|jpg|jpeg|svg)$/;
const IMAGE_SIZE = /^\{width=(\d{1,4}) height=(\d{1,4})\}$/;

/**
 * A heading's anchor: its words lowercased and joined by hyphens, letters of any script kept (a Russian
 * heading keeps its Cyrillic: browsers show and follow such anchors), made unique within the document.
 */
export function headingSlug(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/ё/g, "е")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "section";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${String(n)}`;
  taken.add(id);
  return id;
}

/** What to do with what the contract cannot hold: refuse (the loader) or leave it out (a served document). */
type Strictness = { strict: boolean; where: string };

function problem(mode: Strictness, what: string): void {
  if (mode.strict) throw new DocumentError(mode.where, what);
}

/** marked keeps entities of `&`, `<`, quotes in text tokens' `text`; the client draws text, so they go back. */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function plainOf(tokens: readonly Token[] | undefined, mode: Strictness): string {
  return inlinesOf(tokens ?? [], mode, {})
    .map((inline) => inline.text)
    .join("");
}

function inlinesOf(tokens: readonly Token[], mode: Strictness, marks: { strong?: true; em?: true }): Inline[] {
  const out: Inline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.type === "text" && last.strong === marks.strong && last.em === marks.em) last.text += text;
    else out.push({ type: "text", text, ...marks });
  };
  for (const token of tokens) {
    switch (token.type) {
      case "text":
      case "escape":
        if ("tokens" in token && token.tokens?.length) out.push(...inlinesOf(token.tokens, mode, marks));
        else pushText(unescape((token as Tokens.Text).text));
        break;
      case "codespan":
        pushText(unescape((token as Tokens.Codespan).text));
        break;
      case "br":
        pushText(" ");
        break;
      case "strong":
        out.push(...inlinesOf((token as Tokens.Strong).tokens, mode, { ...marks, strong: true }));
        break;
      case "em":
        out.push(...inlinesOf((token as Tokens.Em).tokens, mode, { ...marks, em: true }));
        break;
      case "link": {
        const link = token as Tokens.Link;
        const text = plainOf(link.tokens, mode);
        if (isAllowedHref(link.href)) out.push({ type: "link", text, href: link.href });
        else {
          problem(mode, `a link may lead only to a site path, https, mailto or tel: ${link.href.slice(0, 80)}`);
          pushText(text);
        }
        break;
      }
      case "html":
        problem(mode, `raw HTML is not allowed: ${token.raw.slice(0, 60)}`);
        break;
      default:
        problem(mode, `"${token.type}" is not allowed inside a paragraph`);
        pushText(unescape(token.raw));
    }
  }
  return out;
}

function imageOf(paragraph: Tokens.Paragraph, mode: Strictness): Block | null {
  const [image, size, ...rest] = paragraph.tokens;
  if (image?.type !== "image") return null;
  const picture = image as Tokens.Image;
  const measured = size?.type === "text" ? IMAGE_SIZE.exec(size.raw.trim()) : null;
  if (!measured || rest.length > 0 || !IMAGE_SRC.test(picture.href) || picture.href.includes("..")) {
    problem(mode, `an image must be the site's own (/screenshots/ or /images/) with {width=… height=…} after it`);
    return null;
  }
  return {
    type: "image",
    src: picture.href,
    alt: unescape(picture.text),
    width: Number(measured[1]),
    height: Number(measured[2]),
  };
}

function listItemInlines(item: Tokens.ListItem, mode: Strictness): Inline[] {
  const inlines: Inline[] = [];
  for (const token of item.tokens) {
    if (token.type === "text" || token.type === "paragraph") {
      const tokens = "tokens" in token && token.tokens ? token.tokens : [];
      if (inlines.length > 0) inlines.push({ type: "text", text: " " });
      inlines.push(...inlinesOf(tokens, mode, {}));
    } else if (token.type !== "space") problem(mode, `"${token.type}" is not allowed inside a list item`);
  }
  return inlines;
}

/**
 * A document's Markdown as the contract's blocks: `##`/`###` headings with anchors, paragraphs, lists
 * (`-`, `1.`), the site's own pictures; inline text with bold, emphasis and links. `{{team_email}}` becomes
 * the team's address. Strict (the loader) refuses anything else, raw HTML first; lenient (serving a
 * version the team saved) leaves it out, so a page always draws.
 */
export function blocksOf(markdown: string, options: { teamEmail: string; strict: boolean; where: string }): Block[] {
  const mode: Strictness = { strict: options.strict, where: options.where };
  const source = markdown.slice(0, DOCUMENT_MAX_CHARS).replace(/\{\{\s*team_email\s*\}\}/g, options.teamEmail);
  const tokens = new Lexer({ gfm: true }).lex(source);
  const blocks: Block[] = [];
  const ids = new Set<string>();
  for (const token of tokens) {
    switch (token.type) {
      case "space":
        break;
      case "heading": {
        const heading = token as Tokens.Heading;
        const text = plainOf(heading.tokens, mode).trim();
        if (heading.depth !== 2 && heading.depth !== 3) {
          problem(mode, `only ## and ### headings (the page's title is its H1): ${text.slice(0, 60)}`);
          if (text) blocks.push({ type: "paragraph", inlines: [{ type: "text", text, strong: true }] });
          break;
        }
        blocks.push({ type: "heading", level: heading.depth, id: headingSlug(text, ids), text });
        break;
      }
      case "paragraph": {
        const paragraph = token as Tokens.Paragraph;
        const image = paragraph.tokens[0]?.type === "image" ? imageOf(paragraph, mode) : null;
        if (image) blocks.push(image);
        else if (paragraph.tokens[0]?.type !== "image") {
          const inlines = inlinesOf(paragraph.tokens, mode, {});
          if (inlines.length > 0) blocks.push({ type: "paragraph", inlines });
        }
        break;
      }
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item) => listItemInlines(item, mode)).filter((item) => item.length > 0);
        if (items.length > 0) blocks.push({ type: "list", ordered: list.ordered, items });
        break;
      }
      case "html":
        problem(mode, `raw HTML is not allowed: ${token.raw.trim().slice(0, 60)}`);
        break;
      default:
        problem(mode, `"${token.type}" is not one of the document's blocks (headings, paragraphs, lists, images)`);
    }
  }
  return blocks;
}

/** A stored version as the API sends it. */
export function documentOf(
  row: { page: string; locale: Locale; version: number; effectiveOn: string; title: string; description: string },
  blocks: Block[],
): InfoDocument {
  return {
    page: row.page,
    locale: row.locale,
    version: row.version,
    effective_on: row.effectiveOn,
    title: row.title,
    description: row.description,
    blocks,
  };
}
