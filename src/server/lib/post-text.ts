import { randomBytes } from "node:crypto";
import sanitizeHtml from "sanitize-html";
import slugify from "slugify";
import { plainText } from "../../shared/text/plain-text";

/**
 * The HTML an ad may keep: paragraphs, emphasis, lists, small headings, quotes and links that open
 * web, mail or phone addresses in a new tab without passing on the page's rank or access. Anything
 * else is stripped; the text inside <script>, <style> and similar is dropped with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "nofollow noopener ugc", target: "_blank" },
    }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The first words of the content's visible text for a card, cut at a word boundary. */
export function excerptOf(html: string, maxLength = 200): string {
  const flat = plainText(html).replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  const space = cut.lastIndexOf(" ");
  return `${cut.slice(0, space > maxLength / 2 ? space : maxLength).replace(/[,.;:!?\-–—]+$/, "")}…`;
}

/** A slug of the title (Cyrillic and Polish letters transliterated) with a short random suffix. */
export function slugForTitle(title: string, maxLength = 60): string {
  let base = slugify(title, { lower: true, strict: true, trim: true });
  if (base.length > maxLength) base = base.slice(0, maxLength).replace(/-[^-]*$/, "") || base.slice(0, maxLength);
  const suffix = randomBytes(4).readUInt32BE(0).toString(36).padStart(6, "0").slice(-6);
  return `${base || "post"}-${suffix}`;
}
