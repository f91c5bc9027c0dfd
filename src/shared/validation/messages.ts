import type { MessageDescriptor } from "@lingui/core";

/**
 * The validation messages of spec section 5. Schemas carry the id as their zod message; the client
 * shows `i18n._(descriptor)` and the server answers the same text in the caller's language.
 */
export const VALIDATION_MESSAGES = {
  required: /*i18n*/ { id: "validation.required", message: "Обязательное поле" },
  nameMin: /*i18n*/ { id: "validation.nameMin", message: "Не менее 3 символов" },
  nameLetters: /*i18n*/ { id: "validation.nameLetters", message: "Только буквы" },
  nameMax: /*i18n*/ { id: "validation.nameMax", message: "Не более 30 символов" },
  phone: /*i18n*/ { id: "validation.phone", message: "Неправильный номер телефона" },
  countryCode: /*i18n*/ { id: "validation.countryCode", message: "Выберите страну из списка" },
  email: /*i18n*/ { id: "validation.email", message: "Не корректно введена почта" },
  loginEmail: /*i18n*/ { id: "validation.loginEmail", message: "Неверный адрес электронной почты" },
  emailOrPhone: /*i18n*/ { id: "validation.emailOrPhone", message: "Введите почту или номер телефона из 10 цифр" },
  passwordRequired: /*i18n*/ { id: "validation.passwordRequired", message: "Введите пароль" },
  passwordRule: /*i18n*/ { id: "validation.passwordRule", message: "Пароль не удовлетворяет все условия" },
  passwordsDiffer: /*i18n*/ { id: "validation.passwordsDiffer", message: "Пароли отличаются" },
  forgotEmail: /*i18n*/ { id: "validation.forgotEmail", message: "Это не похоже на email" },
  code: /*i18n*/ { id: "validation.code", message: "Проверьте правильность введенного кода, или запросите новый код." },
} satisfies Record<string, MessageDescriptor>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const BY_ID: ReadonlyMap<string, MessageDescriptor> = new Map(Object.values(VALIDATION_MESSAGES).map((d) => [d.id, d]));

/** The descriptor behind a zod message, when it is one of ours. */
export function validationDescriptor(message: string): MessageDescriptor | undefined {
  return BY_ID.get(message);
}

/** The zod message for a rule: its descriptor's id. */
export const v = (key: ValidationKey): string => VALIDATION_MESSAGES[key].id;
