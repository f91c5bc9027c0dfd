import { Parser } from "htmlparser2";

const BLOCKS = new Set(["p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "blockquote", "tr"]);

/**
 * The text a reader sees in an ad's HTML content: tags dropped, entities decoded, blocks on their own
 * lines, runs of spaces collapsed. The content's length (20 to 4500) is counted on this text, on both
 * sides, so htmlparser2 (isomorphic, the parser under sanitize-html) does it rather than the DOM.
 */
export function plainText(html: string): string {
  let out = "";
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "script" || name === "style") skipped += 1;
        if (BLOCKS.has(name)) out += "\n";
      },
      onclosetag(name) {
        if (name === "script" || name === "style") skipped = Math.max(0, skipped - 1);
        if (BLOCKS.has(name)) out += "\n";
      },
      ontext(text) {
        if (skipped === 0) out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .join("\n")
    .trim();
}
