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
      "Здравствуйте!\n\nЧтобы задать новый пароль на Obyava, откройте ссылку:\n{link}\n\nСсылка действует 1 час и открывается один раз. Если вы не просили сменить пароль, просто удалите это письмо.",
  },
} satisfies Record<string, MessageDescriptor>;
