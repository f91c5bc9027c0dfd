import type { MessageDescriptor } from "@lingui/core";

/** Generated SEO texts (GET /v1/seo/meta), where no hand-written override exists. */
export const seoMessages = {
  listingText: /*i18n*/ {
    id: "seo.listingText",
    message:
      "{title}: {count} актуальных объявлений на Obyava. Новые объявления появляются каждый день — выбирайте город и категорию и связывайтесь с авторами напрямую.",
  },
  faqsTitle: /*i18n*/ { id: "seo.faqsTitle", message: "Частые вопросы" },
} satisfies Record<string, MessageDescriptor>;
