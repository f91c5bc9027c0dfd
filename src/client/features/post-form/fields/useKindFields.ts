import { useLingui } from "@lingui/react/macro";
import type { FormKind } from "../../../../shared/contract/post-form";
import { LOCALE_NATIVE_NAMES } from "../../../../shared/locales";

export type KindField =
  | { name: string; label: string; type: "text" | "textarea" | "words" | "datetime"; required?: boolean; hint?: string }
  | { name: string; label: string; type: "number"; required?: boolean; step?: number; hint?: string }
  | { name: string; label: string; type: "select"; options: [string, string][]; required?: boolean; optional?: boolean }
  | { name: string; label: string; type: "checkboxes"; options: [string, string][] }
  | { name: string; label: string; type: "yes-no"; required?: boolean };

/** Each form's own fields (contract/post-form.ts FORM_FIELDS), labelled in the interface language. */
export function useKindFields(kind: FormKind): KindField[] {
  const { t } = useLingui();
  const commaHint = t`Через запятую`;
  const propertyTypes: [string, string][] = [
    ["apartment", t`Квартира`],
    ["house", t`Дом`],
    ["townhouse", t`Таунхаус`],
    ["room", t`Комната`],
    ["commercial", t`Коммерческая`],
    ["land", t`Участок`],
  ];
  const cv: KindField[] = [
    { name: "position", label: t`Желаемая должность`, type: "text", required: true },
    { name: "experience_years", label: t`Опыт, лет`, type: "number" },
    { name: "licence_classes", label: t`Категории прав`, type: "words", hint: t`Например: A, B, CDL-A` },
    { name: "endorsements", label: t`Допуски (endorsements)`, type: "words", hint: t`Например: H, N, T` },
    { name: "availability", label: t`Когда готовы начать`, type: "text" },
  ];
  const property: KindField[] = [
    { name: "property_type", label: t`Тип недвижимости`, type: "select", options: propertyTypes, required: true },
    {
      name: "deal",
      label: t`Сделка`,
      type: "select",
      options: [
        ["rent", t`Аренда`],
        ["sale", t`Продажа`],
      ],
      required: true,
    },
    { name: "price", label: t`Цена, $`, type: "number" },
    { name: "bedrooms", label: t`Спальни`, type: "number" },
    { name: "bathrooms", label: t`Ванные`, type: "number", step: 0.5 },
    { name: "area_sqft", label: t`Площадь, кв. футов`, type: "number" },
    { name: "pets", label: t`Животные`, type: "text", hint: t`Например: можно с кошкой` },
  ];
  const auto: KindField[] = [
    { name: "make", label: t`Марка`, type: "text", required: true },
    { name: "model", label: t`Модель`, type: "text", required: true },
    { name: "year", label: t`Год выпуска`, type: "number" },
    { name: "mileage", label: t`Пробег, миль`, type: "number" },
    {
      name: "transmission",
      label: t`Коробка передач`,
      type: "select",
      optional: true,
      options: [
        ["automatic", t`Автомат`],
        ["manual", t`Механика`],
      ],
    },
    { name: "price", label: kind === "autobazar-rent" ? t`Цена аренды, $ в неделю` : t`Цена, $`, type: "number" },
  ];
  switch (kind) {
    case "job":
      return [
        { name: "salary_from", label: t`Зарплата от, $`, type: "number" },
        { name: "salary_to", label: t`Зарплата до, $`, type: "number" },
        {
          name: "salary_period",
          label: t`За период`,
          type: "select",
          options: [
            ["hour", t`в час`],
            ["week", t`в неделю`],
            ["month", t`в месяц`],
            ["year", t`в год`],
          ],
        },
        { name: "schedule", label: t`График`, type: "text", hint: t`Например: пн–пт, 8:00–17:00` },
        {
          name: "employment_type",
          label: t`Занятость`,
          type: "select",
          options: [
            ["full_time", t`Полная`],
            ["part_time", t`Частичная`],
            ["contract", t`Контракт`],
          ],
        },
        {
          name: "languages",
          label: t`Языки на работе`,
          type: "checkboxes",
          options: (["ru", "ua", "pl", "en"] as const).map((l) => [l, LOCALE_NATIVE_NAMES[l]]),
        },
      ];
    case "cdl":
      return [
        { name: "cdl_required", label: t`Нужна CDL?`, type: "yes-no", required: true },
        {
          name: "route_type",
          label: t`Маршрут`,
          type: "select",
          options: [
            ["otr", t`OTR (дальние рейсы)`],
            ["regional", t`Региональные`],
            ["local", t`Локальные`],
          ],
        },
        { name: "truck_type", label: t`Тип трака`, type: "text" },
        { name: "trailer_type", label: t`Тип прицепа`, type: "text", hint: t`Например: Dry Van, Reefer, Flatbed` },
        { name: "pay_per_mile", label: t`Оплата за милю, $`, type: "number", step: 0.01 },
        { name: "pay_per_week", label: t`Оплата в неделю, $`, type: "number" },
        { name: "home_time", label: t`Время дома`, type: "text", hint: t`Например: каждые выходные` },
        { name: "experience_years", label: t`Опыт от, лет`, type: "number" },
        { name: "endorsements", label: t`Допуски (endorsements)`, type: "words", hint: commaHint },
      ];
    case "cv":
    case "drivers-cv":
      return cv;
    case "business":
      return [
        { name: "company", label: t`Компания`, type: "text", required: true },
        { name: "services", label: t`Услуги`, type: "words", hint: commaHint },
        { name: "hours", label: t`Часы работы`, type: "text" },
        { name: "address", label: t`Адрес`, type: "text" },
      ];
    case "property":
    case "property-find":
      return property;
    case "autobazar-rent":
    case "autobazar-sale":
      return auto;
    case "afisha":
      return [
        { name: "starts_at", label: t`Начало`, type: "datetime", required: true },
        { name: "ends_at", label: t`Окончание`, type: "datetime" },
        { name: "venue", label: t`Место`, type: "text", required: true },
        { name: "address", label: t`Адрес`, type: "text" },
        { name: "price", label: t`Билет, $`, type: "number", hint: t`0 — вход свободный` },
      ];
    case "dating":
      return [
        { name: "age", label: t`Возраст`, type: "number", required: true },
        {
          name: "gender",
          label: t`Я`,
          type: "select",
          required: true,
          options: [
            ["female", t`Женщина`],
            ["male", t`Мужчина`],
          ],
        },
        {
          name: "seeking",
          label: t`Ищу`,
          type: "select",
          required: true,
          options: [
            ["female", t`Женщину`],
            ["male", t`Мужчину`],
            ["any", t`Не важно`],
          ],
        },
        { name: "about", label: t`О себе`, type: "textarea" },
      ];
    case "feed":
      return [];
  }
}

/** What a new form of the kind starts with (the schema's own defaults fill the rest). */
export function initialFields(kind: FormKind): Record<string, unknown> {
  switch (kind) {
    case "job":
      return {
        salary_from: null,
        salary_to: null,
        salary_period: "month",
        schedule: "",
        employment_type: "full_time",
        languages: [],
      };
    case "cdl":
      return {
        cdl_required: true,
        route_type: "otr",
        truck_type: "",
        trailer_type: "",
        pay_per_mile: null,
        pay_per_week: null,
        home_time: "",
        experience_years: null,
        endorsements: [],
      };
    case "cv":
    case "drivers-cv":
      return { position: "", experience_years: null, licence_classes: [], endorsements: [], availability: "" };
    case "business":
      return { company: "", services: [], hours: "", address: "" };
    case "property":
      return {
        property_type: "apartment",
        deal: "rent",
        price: null,
        bedrooms: null,
        bathrooms: null,
        area_sqft: null,
        pets: "",
        find: false,
      };
    case "property-find":
      return {
        property_type: "apartment",
        deal: "rent",
        price: null,
        bedrooms: null,
        bathrooms: null,
        area_sqft: null,
        pets: "",
        find: true,
      };
    case "autobazar-rent":
    case "autobazar-sale":
      return {
        make: "",
        model: "",
        year: null,
        mileage: null,
        transmission: null,
        price: null,
        deal: kind === "autobazar-rent" ? "rent" : "sale",
      };
    case "afisha":
      return { starts_at: "", ends_at: null, venue: "", address: "", price: null };
    case "dating":
      return { age: null, gender: "", seeking: "", about: "" };
    case "feed":
      return {};
  }
}
