import { plainText } from "../../../shared/text/plain-text";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The textarea's text as the ad's HTML: paragraphs at blank lines, line breaks kept, nothing else. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escape(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** An ad's HTML back as the textarea's text (editing an ad). */
export function htmlToText(html: string): string {
  return plainText(html.replace(/<\/p>\s*<p>/g, "</p>\n<p>")).replace(/\n/g, "\n\n").replace(/\n{3,}/g, "\n\n");
}
