import type { MessageDescriptor } from "@lingui/core";

/**
 * The mail the team gets from the contact form. The team reads it in Russian (the server sends it so), but
 * the catalogs hold every language like any message, so a team of another language needs no code.
 */
export const teamMails = {
  contactSubject: /*i18n*/ { id: "mail.teamContactSubject", message: "Obyava: сообщение с формы «{page}», № {id}" },
  contactText: /*i18n*/ {
    id: "mail.teamContactText",
    message:
      "Страница: {page}\nИмя: {name}\nТелефон: {phone}\nЯзык сайта: {locale}\nВошёл в аккаунт: {account}\n" +
      "Хочет зарегистрироваться по этому номеру: {register}\n\nСообщение:\n{message}\n\nНомер {id} в contact_messages.",
  },
  yes: /*i18n*/ { id: "mail.yes", message: "да" },
  no: /*i18n*/ { id: "mail.no", message: "нет" },
} satisfies Record<string, MessageDescriptor>;
