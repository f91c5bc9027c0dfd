import type { MessageDescriptor } from "@lingui/core";

/**
 * The validation messages. Schemas carry the id as their zod message; the client
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
  titleMin: /*i18n*/ { id: "validation.titleMin", message: "Не менее 5 символов" },
  titleMax: /*i18n*/ { id: "validation.titleMax", message: "Не более 120 символов" },
  titleRule: /*i18n*/ {
    id: "validation.titleRule",
    message:
      "В заголовке нельзя использовать все заглавные буквы, номера телефонов, электронную почту и ссылки на веб-сайты",
  },
  contentMin: /*i18n*/ { id: "validation.contentMin", message: "Не менее 20 символов" },
  contentMax: /*i18n*/ { id: "validation.contentMax", message: "Максимальное количество символов 4500" },
  categoryRequired: /*i18n*/ { id: "validation.categoryRequired", message: "Выберите хотя бы одну категорию" },
  locationRequired: /*i18n*/ { id: "validation.locationRequired", message: "Выберите хотя бы один город" },
  leadingSpace: /*i18n*/ { id: "validation.leadingSpace", message: "Не начинайте с пробела" },
  max50: /*i18n*/ { id: "validation.max50", message: "Не более 50 символов" },
  max100: /*i18n*/ { id: "validation.max100", message: "Не более 100 символов" },
  max200: /*i18n*/ { id: "validation.max200", message: "Не более 200 символов" },
  max1000: /*i18n*/ { id: "validation.max1000", message: "Не более 1000 символов" },
  url: /*i18n*/ { id: "validation.url", message: "Только url" },
  messageMin: /*i18n*/ { id: "validation.messageMin", message: "Не менее 5 символов" },
  messageMax: /*i18n*/ { id: "validation.messageMax", message: "Не более 255 символов" },
  number: /*i18n*/ { id: "validation.number", message: "Введите число" },
  range: /*i18n*/ { id: "validation.range", message: "Недопустимое значение" },
  rangeOrder: /*i18n*/ { id: "validation.rangeOrder", message: "«До» не может быть меньше «от»" },
  age: /*i18n*/ { id: "validation.age", message: "Возраст от 18 до 120 лет" },
  dateTime: /*i18n*/ { id: "validation.dateTime", message: "Укажите дату и время" },
  endsBeforeStart: /*i18n*/ { id: "validation.endsBeforeStart", message: "Окончание не может быть раньше начала" },
  choose: /*i18n*/ { id: "validation.choose", message: "Выберите значение из списка" },
  photosMax: /*i18n*/ { id: "validation.photosMax", message: "Не более 10 фотографий" },
  cardNumber: /*i18n*/ { id: "validation.cardNumber", message: "Неверный номер карты" },
  cardExpiry: /*i18n*/ { id: "validation.cardExpiry", message: "Проверьте срок действия карты" },
  cardExpired: /*i18n*/ { id: "validation.cardExpired", message: "Срок действия карты истёк" },
  cardCvc: /*i18n*/ { id: "validation.cardCvc", message: "Неверный код CVC" },
  // What zod itself would say in English: every answer is in the caller's language.
  invalidType: /*i18n*/ { id: "validation.invalidType", message: "Неверный тип значения" },
  tooLong: /*i18n*/ { id: "validation.tooLong", message: "Слишком длинное значение" },
  tooShort: /*i18n*/ { id: "validation.tooShort", message: "Слишком короткое значение" },
  invalidFormat: /*i18n*/ { id: "validation.invalidFormat", message: "Неверный формат" },
  invalidChars: /*i18n*/ { id: "validation.invalidChars", message: "Текст содержит недопустимые символы" },
  unknownField: /*i18n*/ { id: "validation.unknownField", message: "Неизвестное поле" },
  tooBigNumber: /*i18n*/ { id: "validation.tooBigNumber", message: "Слишком большое число" },
  max500: /*i18n*/ { id: "validation.max500", message: "Не более 500 символов" },
} satisfies Record<string, MessageDescriptor>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const BY_ID: ReadonlyMap<string, MessageDescriptor> = new Map(Object.values(VALIDATION_MESSAGES).map((d) => [d.id, d]));

/** The descriptor behind a zod message, when it is one of ours. */
export function validationDescriptor(message: string): MessageDescriptor | undefined {
  return BY_ID.get(message);
}

/** The zod message for a rule: its descriptor's id. */
export const v = (key: ValidationKey): string => VALIDATION_MESSAGES[key].id;
