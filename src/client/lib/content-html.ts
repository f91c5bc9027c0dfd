import { Parser } from "htmlparser2";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const PARAGRAPHS = new Set(["p", "div", "li", "h3", "h4", "blockquote"]);

/** The textarea's text as the ad's HTML: paragraphs at blank lines, line breaks kept, nothing else. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** An ad's HTML back as the textarea's text (editing an ad): paragraphs apart, <br> as a line break. */
export function htmlToText(html: string): string {
  let out = "";
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "br") out += "\n";
      },
      onclosetag(name) {
        if (PARAGRAPHS.has(name)) out += "\n\n";
      },
      ontext(text) {
        out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.replace(/\n{3,}/g, "\n\n").trim();
}
