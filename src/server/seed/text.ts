import slugify from "slugify";

/** URL slug of a title in any of the four languages (Cyrillic and Polish letters transliterated). */
export function slugOf(title: string, maxLength = 80): string {
  const slug = slugify(title, { lower: true, strict: true, trim: true });
  return slug.length <= maxLength ? slug : slug.slice(0, maxLength).replace(/-[^-]*$/, "");
}

/** The slug of a news tag's page (news/listing/tag/{slug}): "USCIS" → "uscis", "погода" → "pogoda". */
export function tagSlugOf(tag: string): string {
  return slugOf(tag, 60);
}

/** The first words of a text for a card, cut at a word boundary. */
export function excerptOf(content: string, maxLength = 180): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : maxLength).replace(/[,.;:!?-]+$/, "")}…`;
}
