import type { MessageDescriptor } from "@lingui/core";
import type { RejectReason } from "../contract/admin";

/**
 * A rejection's preset as its author reads it (in «Мои объявления», the SMS and the mail), in the author's own
 * language; the console shows the same words when the moderator picks one.
 */
export const rejectReasonMessages = {
  prohibited: /*i18n*/ { id: "reject.prohibited", message: "Товар или услуга запрещены правилами сайта." },
  fraud: /*i18n*/ { id: "reject.fraud", message: "Объявление похоже на мошенничество." },
  spam: /*i18n*/ { id: "reject.spam", message: "Объявление похоже на спам или рекламу без предложения." },
  duplicate: /*i18n*/ { id: "reject.duplicate", message: "Такое объявление уже опубликовано." },
  wrong_section: /*i18n*/ { id: "reject.wrongSection", message: "Объявление размещено не в том разделе." },
  contacts_in_text: /*i18n*/ {
    id: "reject.contactsInText",
    message: "Контакты и ссылки нужно указывать в полях для контактов, а не в тексте.",
  },
  incomplete: /*i18n*/ { id: "reject.incomplete", message: "В объявлении не хватает описания, цены или фото." },
  other: /*i18n*/ { id: "reject.other", message: "Объявление не соответствует правилам сайта." },
} satisfies Record<RejectReason, MessageDescriptor>;
