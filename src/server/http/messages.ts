import type { Locale } from "../../shared/locales";

/**
 * The few texts the API itself writes (error summaries). The UI's texts live in the Lingui
 * catalogs; these are for API clients and are kept beside the server in the four languages.
 */
const MESSAGES = {
  invalidRequest: {
    ru: "Проверьте введённые данные.",
    ua: "Перевірте введені дані.",
    pl: "Sprawdź wprowadzone dane.",
    en: "Please check the data you entered.",
  },
  notFound: {
    ru: "Не найдено.",
    ua: "Не знайдено.",
    pl: "Nie znaleziono.",
    en: "Not found.",
  },
  serverError: {
    ru: "Что-то пошло не так. Попробуйте ещё раз.",
    ua: "Щось пішло не так. Спробуйте ще раз.",
    pl: "Coś poszło nie tak. Spróbuj ponownie.",
    en: "Something went wrong. Please try again.",
  },
} satisfies Record<string, Record<Locale, string>>;

export type ServerMessageKey = keyof typeof MESSAGES;

export function serverMessage(locale: Locale, key: ServerMessageKey): string {
  return MESSAGES[key][locale];
}
