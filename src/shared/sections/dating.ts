import { section } from "./field";

/** A dating profile. */
export const dating = section({
  fields: {
    age: {
      kind: "number",
      label: /*i18n*/ { id: "dating.age", message: "Возраст" },
      min: 18,
      max: 120,
      integer: true,
      required: true,
      message: "age",
    },
    gender: {
      kind: "choice",
      label: /*i18n*/ { id: "dating.gender", message: "Я" },
      factLabel: /*i18n*/ { id: "dating.gender.fact", message: "Пол" },
      options: {
        female: /*i18n*/ { id: "dating.gender.female", message: "Женщина" },
        male: /*i18n*/ { id: "dating.gender.male", message: "Мужчина" },
      },
      required: true,
    },
    seeking: {
      kind: "choice",
      label: /*i18n*/ { id: "dating.seeking", message: "Ищу" },
      options: {
        female: /*i18n*/ { id: "dating.seeking.female", message: "Женщину" },
        male: /*i18n*/ { id: "dating.seeking.male", message: "Мужчину" },
        any: /*i18n*/ { id: "dating.seeking.any", message: "Не важно" },
      },
      required: true,
    },
    about: { kind: "text", label: /*i18n*/ { id: "dating.about", message: "О себе" }, max: 1000, input: "textarea" },
  },
  facts: ["age", "gender", "seeking"],
});
