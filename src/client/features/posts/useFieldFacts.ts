import { useLingui } from "@lingui/react/macro";
import { isSectionSlug } from "../../../shared/contract/slugs";
import { LOCALE_NATIVE_NAMES, LOCALE_TAGS, isLocale } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { dateTimeFormat, listFormat, numberFormat } from "../../lib/intl";

export interface Fact {
  label: string;
  value: string;
  /** A price or pay: cards leave it out when the post's own price line says it already. */
  money?: boolean;
}

// A section's own fields (contract/post-fields.ts) are read with small guards, not its zod schemas:
// cards are on the first page, zod is not (issue 7's size budget). The server checked the fields with
// those schemas on the way in; a section's required fields that are missing or mistyped still show no facts.
const text = (value: unknown) => (typeof value === "string" ? value.trim() : undefined);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.find((candidate) => candidate === value);
const isDate = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));
const DEALS = ["rent", "sale"] as const;
const GENDERS = ["female", "male"] as const;

/**
 * A section's own fields as labelled facts in the interface language: all of them on a detail
 * page, the first few as chips on a card. Fields that do not parse are left out, never guessed.
 */
export function useFieldFacts(): (section: string, fields: Record<string, unknown>) => Fact[] {
  const { t } = useLingui();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  // Made on first use: building a formatter costs more than the whole card, and most sections need one or two.
  const money = {
    format: (value: number) =>
      numberFormat(
        tag,
        Number.isInteger(value)
          ? { style: "currency", currency: "USD", maximumFractionDigits: 0 }
          : { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 },
      ).format(value),
  };
  const number = { format: (value: number) => numberFormat(tag).format(value) };
  const date = {
    format: (value: Date) =>
      dateTimeFormat(tag, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" }).format(value),
  };
  const list = { format: (items: string[]) => listFormat(tag, { type: "conjunction" }).format(items) };
  const periods = { hour: t`в час`, week: t`в неделю`, month: t`в месяц`, year: t`в год` };
  const employment = { full_time: t`полная занятость`, part_time: t`частичная занятость`, contract: t`контракт` };
  const routes = { otr: t`OTR (дальние рейсы)`, regional: t`региональные рейсы`, local: t`локальные рейсы` };
  const deals = { rent: t`аренда`, sale: t`продажа` };
  const genders = { female: t`женщина`, male: t`мужчина`, any: t`не важно` };
  const types = {
    apartment: t`квартира`,
    house: t`дом`,
    townhouse: t`таунхаус`,
    room: t`комната`,
    commercial: t`коммерческая`,
    land: t`участок`,
  };

  return (sectionSlug, raw) => {
    if (!isSectionSlug(sectionSlug)) return [];
    const facts: Fact[] = [];
    const add = (label: string, value: string | null | undefined, isMoney = false) => {
      if (value) facts.push({ label, value, money: isMoney });
    };
    switch (sectionSlug) {
      case "job": {
        const range = [num(raw.salary_from), num(raw.salary_to)]
          .filter((v): v is number => typeof v === "number")
          .map((v) => money.format(v))
          .join("–");
        const period = oneOf(["hour", "week", "month", "year"] as const, raw.salary_period);
        add(t`Зарплата`, range ? `${range} ${period ? periods[period] : ""}`.trim() : null, true);
        const employmentType = oneOf(["full_time", "part_time", "contract"] as const, raw.employment_type);
        add(t`Занятость`, employmentType ? employment[employmentType] : null);
        add(t`График`, text(raw.schedule));
        const languages = texts(raw.languages);
        add(
          t`Языки`,
          languages.length ? list.format(languages.map((l) => (isLocale(l) ? LOCALE_NATIVE_NAMES[l] : l))) : null,
        );
        break;
      }
      case "cdl":
      case "no-cdl": {
        if (typeof raw.cdl_required !== "boolean") break;
        const perMile = num(raw.pay_per_mile);
        const perWeek = num(raw.pay_per_week);
        add(
          t`Оплата`,
          perMile
            ? `${money.format(perMile)} ${t`за милю`}`
            : perWeek
              ? `${money.format(perWeek)} ${t`в неделю`}`
              : null,
          true,
        );
        const routeType = oneOf(["otr", "regional", "local"] as const, raw.route_type);
        add(t`Маршрут`, routeType ? routes[routeType] : null);
        add(t`Дома`, text(raw.home_time));
        add(t`CDL`, raw.cdl_required ? t`нужна` : t`не нужна`);
        add(t`Трак`, text(raw.truck_type));
        add(t`Трейлер`, text(raw.trailer_type));
        const experience = num(raw.experience_years);
        const years = experience != null ? number.format(experience) : null;
        add(t`Опыт`, experience === 0 ? t`без опыта` : years ? t`от ${years} лет` : null);
        add(t`Эндорсменты`, texts(raw.endorsements).join(", "));
        break;
      }
      case "workers":
      case "drivers-cv": {
        const position = text(raw.position);
        if (position === undefined) break;
        add(t`Должность`, position);
        const experience = num(raw.experience_years);
        const years = experience != null ? number.format(experience) : null;
        add(t`Опыт`, years ? t`${years} лет` : null);
        add(t`Категории прав`, texts(raw.licence_classes).join(", "));
        add(t`Эндорсменты`, texts(raw.endorsements).join(", "));
        add(t`Готов(а) начать`, text(raw.availability));
        break;
      }
      case "business": {
        const company = text(raw.company);
        if (company === undefined) break;
        add(t`Компания`, company);
        add(t`Услуги`, texts(raw.services).join(", "));
        add(t`Часы работы`, text(raw.hours));
        add(t`Адрес`, text(raw.address));
        break;
      }
      case "properties": {
        const propertyType = oneOf(
          ["apartment", "house", "townhouse", "room", "commercial", "land"] as const,
          raw.property_type,
        );
        const deal = oneOf(DEALS, raw.deal);
        if (!propertyType || !deal) break;
        add(t`Тип`, `${types[propertyType]}, ${deals[deal]}`);
        const price = num(raw.price);
        add(t`Цена`, price ? money.format(price) : null, true);
        const bedrooms = num(raw.bedrooms);
        add(t`Спальни`, bedrooms != null ? number.format(bedrooms) : null);
        const bathrooms = num(raw.bathrooms);
        add(t`Ванные`, bathrooms != null ? number.format(bathrooms) : null);
        const area = num(raw.area_sqft);
        add(t`Площадь`, area ? `${number.format(area)} sq ft` : null);
        add(t`Животные`, text(raw.pets));
        break;
      }
      case "rent-sale": {
        const deal = oneOf(DEALS, raw.deal);
        const make = text(raw.make);
        const model = text(raw.model);
        if (!deal || make === undefined || model === undefined) break;
        const year = num(raw.year);
        add(t`Авто`, `${make} ${model}${year ? `, ${String(year)}` : ""}`);
        add(t`Сделка`, deals[deal]);
        const mileage = num(raw.mileage);
        add(t`Пробег`, mileage != null ? `${number.format(mileage)} mi` : null);
        add(
          t`Коробка`,
          raw.transmission === "manual" ? t`механика` : raw.transmission === "automatic" ? t`автомат` : null,
        );
        const price = num(raw.price);
        add(t`Цена`, price ? money.format(price) : null, true);
        break;
      }
      case "afisha": {
        const venue = text(raw.venue);
        if (!isDate(raw.starts_at) || venue === undefined) break;
        add(t`Когда`, date.format(new Date(raw.starts_at)));
        add(t`Где`, [venue, text(raw.address)].filter(Boolean).join(", "));
        const price = num(raw.price);
        add(t`Билет`, price ? money.format(price) : price === 0 ? t`бесплатно` : null, true);
        break;
      }
      case "dating": {
        const age = num(raw.age);
        const gender = oneOf(GENDERS, raw.gender);
        const seeking = oneOf([...GENDERS, "any"] as const, raw.seeking);
        if (age === undefined || !gender || !seeking) break;
        add(t`Возраст`, number.format(age));
        add(t`Пол`, genders[gender]);
        add(t`Ищу`, genders[seeking]);
        break;
      }
      case "blog":
      case "news":
      case "drivers-corner": {
        const author = text(raw.author);
        if (author === undefined) break;
        add(t`Автор`, author);
        // A news article's tags are links to their pages (PostPage's ArticleTags), not a fact.
        if (sectionSlug !== "news") add(t`Темы`, texts(raw.tags).join(", "));
        break;
      }
      case "feed":
        break;
    }
    return facts;
  };
}
