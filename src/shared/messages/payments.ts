import type { MessageDescriptor } from "@lingui/core";

/**
 * Why a card payment failed, by the provider's reason code, and the mails about payments: in the payer's language.
 * Here (not in src/server) so that `lingui extract` finds them; the server writes them into its answers and mails.
 */
export const paymentFailures = {
  card_declined: /*i18n*/ { id: "payment.cardDeclined", message: "Карта отклонена. Попробуйте другую карту." },
  insufficient_funds: /*i18n*/ {
    id: "payment.insufficientFunds",
    message: "На карте недостаточно средств. Попробуйте другую карту.",
  },
  authentication_failed: /*i18n*/ {
    id: "payment.authenticationFailed",
    message: "Банк не подтвердил платёж. Попробуйте ещё раз или другую карту.",
  },
  expired_card: /*i18n*/ { id: "payment.expiredCard", message: "Срок действия карты истёк. Попробуйте другую карту." },
  processing_error: /*i18n*/ {
    id: "payment.processingError",
    message: "Банк не смог обработать платёж. Деньги не списаны, попробуйте ещё раз.",
  },
} satisfies Record<string, MessageDescriptor>;

export type PaymentFailureCode = keyof typeof paymentFailures;

export const paymentMails = {
  receiptSubject: /*i18n*/ { id: "mail.receiptSubject", message: "Obyava: оплата {amount} — {product}" },
  receiptText: /*i18n*/ {
    id: "mail.receiptText",
    message:
      "Здравствуйте!\n\n" +
      "Спасибо за оплату на Obyava.\n\n" +
      "Услуга: {product}\n{subject}" +
      "Сумма: {amount}\nКарта: {card}\nДействует до: {until}\nНомер платежа: {payment}\n\n" +
      "Ваши услуги и автопродление: {link}",
  },
  receiptAd: /*i18n*/ { id: "mail.receiptAd", message: "Объявление: «{title}»\n" },
  noticeSubject: /*i18n*/ { id: "mail.chargeNoticeSubject", message: "Obyava: {date} продлим «{product}»" },
  noticeText: /*i18n*/ {
    id: "mail.chargeNoticeText",
    message:
      "Здравствуйте!\n\n" +
      "{date} мы спишем {amount} с карты {card}, чтобы продлить «{product}».\n\n" +
      "Отключить автопродление можно в любой момент: {link}",
  },
  noticeSms: /*i18n*/ {
    id: "sms.chargeNotice",
    message: "Obyava: {date} спишем {amount} с карты {card} за продление «{product}». Отключить: {link}",
  },
  renewalFailedSubject: /*i18n*/ {
    id: "mail.renewalFailedSubject",
    message: "Obyava: не удалось продлить «{product}»",
  },
  renewalFailedText: /*i18n*/ {
    id: "mail.renewalFailedText",
    message:
      "Здравствуйте!\n\n" +
      "Не удалось списать {amount} с карты {card} за продление «{product}»: {reason}\n\n" +
      "{next}\n\nОплатить другой картой: {link}",
  },
  renewalRetry: /*i18n*/ { id: "mail.renewalRetry", message: "Попробуем ещё раз {date}." },
  renewalEnded: /*i18n*/ {
    id: "mail.renewalEnded",
    message: "Попыток больше не будет: услуга закончилась, автопродление выключено.",
  },
  renewalFailedSms: /*i18n*/ {
    id: "sms.renewalFailed",
    message: "Obyava: не удалось продлить «{product}» — {reason} {link}",
  },
} satisfies Record<string, MessageDescriptor>;
