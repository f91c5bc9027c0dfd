import type { MessageDescriptor } from "@lingui/core";
import type { ReportReason, ReportTarget } from "../../../shared/contract/moderation";

/** The dialog's choices, in the contract's order, as a reporter reads them. */
export const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: /*i18n*/ { id: "report.reason.spam", message: "Спам или реклама" },
  fraud: /*i18n*/ { id: "report.reason.fraud", message: "Мошенничество" },
  prohibited: /*i18n*/ { id: "report.reason.prohibited", message: "Запрещённый товар или услуга" },
  wrong_section: /*i18n*/ { id: "report.reason.wrong_section", message: "Не тот раздел или категория" },
  sold: /*i18n*/ { id: "report.reason.sold", message: "Уже продано или неактуально" },
  offensive: /*i18n*/ { id: "report.reason.offensive", message: "Оскорбления или непристойности" },
};

/** What the report is about: the dialog's title and the button's accessible name. */
export const TARGET_TITLES: Record<ReportTarget, MessageDescriptor> = {
  post: /*i18n*/ { id: "report.title.post", message: "Пожаловаться на объявление" },
  user: /*i18n*/ { id: "report.title.user", message: "Пожаловаться на пользователя" },
  message: /*i18n*/ { id: "report.title.message", message: "Пожаловаться на сообщение" },
};
