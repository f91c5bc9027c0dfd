import { section, type Fields } from "./field";

const fields = {
  author: { kind: "text", label: /*i18n*/ { id: "article.author", message: "Автор" }, max: 200, required: true },
  tags: { kind: "words", label: /*i18n*/ { id: "article.tags", message: "Темы" }, itemMax: 40 },
} satisfies Fields;

/** A blog post or a drivers' corner article: written by the editors, no form. */
export const blog = section({
  fields,
  facts: ["author", "tags"],
  schemaOrg: { type: "Article", author: "author", tags: "tags", article: "BlogPosting" },
});

/** A news article: its tags are links to their pages (the ad page's ArticleTags), not a fact. */
export const news = section({
  fields,
  facts: ["author"],
  schemaOrg: { type: "Article", author: "author", tags: "tags", article: "NewsArticle" },
});
