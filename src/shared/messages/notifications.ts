import type { MessageDescriptor } from "@lingui/core";

/**
 * Texts of the SMS and mails the server sends, in the recipient's language. Here (not in src/server)
 * so that `lingui extract` finds them; only the server uses them.
 */
export const notificationMessages = {
  smsCode: /*i18n*/ { id: "sms.code", message: "Obyava: ваш код {code}. Никому его не сообщайте." },
  resetSubject: /*i18n*/ { id: "mail.resetSubject", message: "Obyava: смена пароля" },
  resetText: /*i18n*/ {
    id: "mail.resetText",
    message:
      "Здравствуйте!\n\n" +
      "Чтобы задать новый пароль на Obyava, откройте ссылку:\n{link}\n\n" +
      "Ссылка действует 1 час и открывается один раз. Если вы не просили сменить пароль, просто удалите это письмо.",
  },
  // Anyone may post an ad with any phone or e-mail: its links say nothing the author wrote (no title, no name),
  // so the site relays no stranger's words.
  postSecretSms: /*i18n*/ {
    id: "sms.postSecret",
    message: "Obyava: ваше объявление №{id} сохранено. Отклики: {requests} Статистика: {statistic}",
  },
  articleApprovedSubject: /*i18n*/ {
    id: "mail.articleApprovedSubject",
    message: "Obyava: статья «{title}» опубликована",
  },
  articleApprovedText: /*i18n*/ {
    id: "mail.articleApprovedText",
    message:
      "Здравствуйте!\n\n" +
      "Ваша статья «{title}» прошла проверку и опубликована:\n{link}\n\n" +
      "Спасибо, что пишете для Obyava. Отключить такие письма можно в настройках профиля.",
  },
  articleRejectedSubject: /*i18n*/ {
    id: "mail.articleRejectedSubject",
    message: "Obyava: статья «{title}» не опубликована",
  },
  articleRejectedText: /*i18n*/ {
    id: "mail.articleRejectedText",
    message:
      "Здравствуйте!\n\n" +
      "Модератор не опубликовал вашу статью «{title}».\n\n" +
      "Причина: {reason}\n\n" +
      "Вы можете исправить статью и предложить её снова:\n{link}\n\n" +
      "Отключить такие письма можно в настройках профиля.",
  },
  postSecretSubject: /*i18n*/ { id: "mail.postSecretSubject", message: "Obyava: ваше объявление №{id} сохранено" },
  postSecretText: /*i18n*/ {
    id: "mail.postSecretText",
    message:
      "Здравствуйте!\n\n" +
      "Ваше объявление №{id} сохранено на Obyava.\n\n" +
      "Отклики на него:\n{requests}\n\n" +
      "Статистика просмотров:\n{statistic}\n\n" +
      "Ссылки открываются без входа: не пересылайте их никому.\n\n" +
      "Если это объявление не ваше, просто удалите это письмо.",
  },
  expirySms: /*i18n*/ {
    id: "sms.expiry",
    message: "Obyava: объявление «{title}» снимется с публикации {date}. Продлить в один клик: {link}",
  },
  expirySubject: /*i18n*/ { id: "mail.expirySubject", message: "Obyava: объявление «{title}» активно до {date}" },
  expiryText: /*i18n*/ {
    id: "mail.expiryText",
    message:
      "Здравствуйте!\n\n" +
      "Ваше объявление «{title}» снимется с публикации {date}.\n\n" +
      "Чтобы оно осталось в ленте, продлите его в один клик в разделе «Мои объявления»:\n{link}\n\n" +
      "Если объявление уже неактуально, отметьте его как проданное или закрытое там же.",
  },
  adRejectedSms: /*i18n*/ {
    id: "sms.adRejected",
    message: "Obyava: объявление «{title}» не прошло проверку. Причина: {reason}. Подробнее в «Мои объявления».",
  },
  adRejectedSubject: /*i18n*/ { id: "mail.adRejectedSubject", message: "Obyava: объявление «{title}» не опубликовано" },
  adRejectedText: /*i18n*/ {
    id: "mail.adRejectedText",
    message:
      "Здравствуйте!\n\n" +
      "Модератор не опубликовал ваше объявление «{title}».\n\n" +
      "Причина: {reason}\n\n" +
      "Исправьте объявление в разделе «Мои объявления»:\n{link}",
  },
  editRejectedSms: /*i18n*/ {
    id: "sms.editRejected",
    message:
      "Obyava: изменения объявления «{title}» не прошли проверку. Причина: {reason}. " +
      "Объявление остаётся на сайте в прежнем виде.",
  },
  editRejectedSubject: /*i18n*/ {
    id: "mail.editRejectedSubject",
    message: "Obyava: изменения объявления «{title}» не приняты",
  },
  editRejectedText: /*i18n*/ {
    id: "mail.editRejectedText",
    message:
      "Здравствуйте!\n\n" +
      "Модератор не принял изменения вашего объявления «{title}». Объявление остаётся на сайте в прежнем виде.\n\n" +
      "Причина: {reason}\n\n" +
      "Исправить объявление можно в разделе «Мои объявления»:\n{link}",
  },
} satisfies Record<string, MessageDescriptor>;
