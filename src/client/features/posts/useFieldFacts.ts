import { useLingui } from "@lingui/react/macro";
import { POST_FIELDS } from "../../../shared/contract/post-fields";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import { LOCALE_NATIVE_NAMES, LOCALE_TAGS, isLocale } from "../../../shared/locales";
import { useLocale } from "../i18n/useLocale";

export interface Fact {
  label: string;
  value: string;
  /** A price or pay: cards leave it out when the post's own price line says it already. */
  money?: boolean;
}

/**
 * A section's own fields as labelled facts in the interface language: all of them on a detail
 * page, the first few as chips on a card. Fields that do not parse are left out, never guessed.
 */
export function useFieldFacts(): (section: string, fields: Record<string, unknown>) => Fact[] {
  const { t } = useLingui();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  const whole = new Intl.NumberFormat(tag, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(tag, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = { format: (value: number) => (Number.isInteger(value) ? whole : cents).format(value) };
  const number = new Intl.NumberFormat(tag);
  const date = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });
  const list = new Intl.ListFormat(tag, { type: "conjunction" });
  const periods = { hour: t`в час`, week: t`в неделю`, month: t`в месяц`, year: t`в год` };
  const employment = { full_time: t`полная занятость`, part_time: t`частичная занятость`, contract: t`контракт` };
  const routes = { otr: t`OTR (дальние рейсы)`, regional: t`региональные рейсы`, local: t`локальные рейсы` };
  const deals = { rent: t`аренда`, sale: t`продажа` };
  const genders = { female: t`женщина`, male: t`мужчина`, any: t`не важно` };
  const types = { apartment: t`квартира`, house: t`дом`, townhouse: t`таунхаус`, room: t`комната`, commercial: t`коммерческая`, land: t`участок` };

  return (sectionSlug, raw) => {
    const section = sectionSlugSchema.safeParse(sectionSlug);
    if (!section.success) return [];
    const facts: Fact[] = [];
    const add = (label: string, value: string | null | undefined, isMoney = false) => {
      if (value) facts.push({ label, value, money: isMoney });
    };
    switch (section.data) {
      case "job": {
        const f = POST_FIELDS.job.safeParse(raw);
        if (!f.success) break;
        const range = [f.data.salary_from, f.data.salary_to].filter((v): v is number => typeof v === "number").map((v) => money.format(v)).join("–");
        add(t`Зарплата`, range ? `${range} ${f.data.salary_period ? periods[f.data.salary_period] : ""}`.trim() : null, true);
        add(t`Занятость`, f.data.employment_type ? employment[f.data.employment_type] : null);
        add(t`График`, f.data.schedule);
        add(t`Языки`, f.data.languages.length ? list.format(f.data.languages.map((l) => (isLocale(l) ? LOCALE_NATIVE_NAMES[l] : l))) : null);
        break;
      }
      case "cdl":
      case "no-cdl": {
        const f = POST_FIELDS.cdl.safeParse(raw);
        if (!f.success) break;
        add(t`Оплата`, f.data.pay_per_mile ? `${money.format(f.data.pay_per_mile)} ${t`за милю`}` : f.data.pay_per_week ? `${money.format(f.data.pay_per_week)} ${t`в неделю`}` : null, true);
        add(t`Маршрут`, f.data.route_type ? routes[f.data.route_type] : null);
        add(t`Дома`, f.data.home_time);
        add(t`CDL`, f.data.cdl_required ? t`нужна` : t`не нужна`);
        add(t`Трак`, f.data.truck_type);
        add(t`Трейлер`, f.data.trailer_type);
        const years = f.data.experience_years != null ? number.format(f.data.experience_years) : null;
        add(t`Опыт`, f.data.experience_years === 0 ? t`без опыта` : years ? t`от ${years} лет` : null);
        add(t`Эндорсменты`, f.data.endorsements.join(", "));
        break;
      }
      case "workers":
      case "drivers-cv": {
        const f = POST_FIELDS.workers.safeParse(raw);
        if (!f.success) break;
        add(t`Должность`, f.data.position);
        const years = f.data.experience_years != null ? number.format(f.data.experience_years) : null;
        add(t`Опыт`, years ? t`${years} лет` : null);
        add(t`Категории прав`, f.data.licence_classes.join(", "));
        add(t`Эндорсменты`, f.data.endorsements.join(", "));
        add(t`Готов(а) начать`, f.data.availability);
        break;
      }
      case "business": {
        const f = POST_FIELDS.business.safeParse(raw);
        if (!f.success) break;
        add(t`Компания`, f.data.company);
        add(t`Услуги`, f.data.services.join(", "));
        add(t`Часы работы`, f.data.hours);
        add(t`Адрес`, f.data.address);
        break;
      }
      case "properties": {
        const f = POST_FIELDS.properties.safeParse(raw);
        if (!f.success) break;
        add(t`Тип`, `${types[f.data.property_type]}, ${deals[f.data.deal]}`);
        add(t`Цена`, f.data.price ? money.format(f.data.price) : null, true);
        add(t`Спальни`, f.data.bedrooms != null ? number.format(f.data.bedrooms) : null);
        add(t`Ванные`, f.data.bathrooms != null ? number.format(f.data.bathrooms) : null);
        add(t`Площадь`, f.data.area_sqft ? `${number.format(f.data.area_sqft)} sq ft` : null);
        add(t`Животные`, f.data.pets);
        break;
      }
      case "rent-sale": {
        const f = POST_FIELDS["rent-sale"].safeParse(raw);
        if (!f.success) break;
        add(t`Авто`, `${f.data.make} ${f.data.model}${f.data.year ? `, ${String(f.data.year)}` : ""}`);
        add(t`Сделка`, deals[f.data.deal]);
        add(t`Пробег`, f.data.mileage != null ? `${number.format(f.data.mileage)} mi` : null);
        add(t`Коробка`, f.data.transmission === "manual" ? t`механика` : f.data.transmission === "automatic" ? t`автомат` : null);
        add(t`Цена`, f.data.price ? money.format(f.data.price) : null, true);
        break;
      }
      case "afisha": {
        const f = POST_FIELDS.afisha.safeParse(raw);
        if (!f.success) break;
        add(t`Когда`, date.format(new Date(f.data.starts_at)));
        add(t`Где`, [f.data.venue, f.data.address].filter(Boolean).join(", "));
        add(t`Билет`, f.data.price ? money.format(f.data.price) : f.data.price === 0 ? t`бесплатно` : null, true);
        break;
      }
      case "dating": {
        const f = POST_FIELDS.dating.safeParse(raw);
        if (!f.success) break;
        add(t`Возраст`, number.format(f.data.age));
        add(t`Пол`, genders[f.data.gender]);
        add(t`Ищу`, genders[f.data.seeking]);
        break;
      }
      case "blog":
      case "news":
      case "drivers-corner": {
        const f = POST_FIELDS.blog.safeParse(raw);
        if (!f.success) break;
        add(t`Автор`, f.data.author);
        add(t`Темы`, f.data.tags.join(", "));
        break;
      }
      case "feed":
        break;
    }
    return facts;
  };
}
