import type { MessageDescriptor } from "@lingui/core";

/** Generated SEO texts (GET /v1/seo/meta), where no hand-written override exists. */
export const seoMessages = {
  listingText: /*i18n*/ {
    id: "seo.listingText",
    message:
      "{title}: {count} актуальных объявлений на Obyava. Новые объявления появляются каждый день — выбирайте " +
      "город и категорию и связывайтесь с авторами напрямую.",
  },
  faqsTitle: /*i18n*/ { id: "seo.faqsTitle", message: "Частые вопросы" },
  faqCountQ: /*i18n*/ { id: "seo.faqCountQ", message: "Сколько объявлений в разделе «{title}»?" },
  faqCountA: /*i18n*/ {
    id: "seo.faqCountA",
    message:
      "Сейчас здесь {count} актуальных объявлений. Новые появляются каждый день, а устаревшие авторы снимают сами.",
  },
  faqContactQ: /*i18n*/ { id: "seo.faqContactQ", message: "Как связаться с автором объявления?" },
  faqContactA: /*i18n*/ {
    id: "seo.faqContactA",
    message:
      "Откройте объявление и нажмите «Показать телефон» — или войдите по номеру телефона и напишите автору в " +
      "чат Obyava.",
  },
  faqPostQ: /*i18n*/ { id: "seo.faqPostQ", message: "Как разместить своё объявление?" },
  faqPostA: /*i18n*/ {
    id: "seo.faqPostA",
    message:
      "Нажмите «Разместить объявление» и заполните форму: черновик сохраняется сам, даже без интернета. Перед " +
      "публикацией подтвердите телефон кодом из SMS.",
  },
} satisfies Record<string, MessageDescriptor>;
