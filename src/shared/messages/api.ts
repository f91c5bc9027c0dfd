import type { MessageDescriptor } from "@lingui/core";

/**
 * Texts the API writes itself (error summaries). Marked with the i18n comment so that
 * `lingui extract` puts them in the catalogs without the macro (the server is not compiled by Babel).
 */
export const apiMessages = {
  invalidRequest: /*i18n*/ { id: "api.invalidRequest", message: "Проверьте введённые данные." },
  notFound: /*i18n*/ { id: "api.notFound", message: "Не найдено." },
  locationNotFound: /*i18n*/ { id: "api.locationNotFound", message: "Такой город или штат не найден." },
  serverError: /*i18n*/ { id: "api.serverError", message: "Что-то пошло не так. Попробуйте ещё раз." },
} satisfies Record<string, MessageDescriptor>;

export type ApiMessageKey = keyof typeof apiMessages;
