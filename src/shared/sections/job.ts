import { LOCALE_NATIVE_NAMES } from "../locales";
import { section } from "./field";

/** A job offer. */
export const job = section({
  fields: {
    salary_from: {
      kind: "number",
      label: /*i18n*/ { id: "job.salary_from", message: "Зарплата от, $" },
      min: 0,
      max: 100_000_000,
      unit: "usd",
    },
    salary_to: {
      kind: "number",
      label: /*i18n*/ { id: "job.salary_to", message: "Зарплата до, $" },
      min: 0,
      max: 100_000_000,
      unit: "usd",
    },
    salary_period: {
      kind: "choice",
      label: /*i18n*/ { id: "job.salary_period", message: "За период" },
      options: {
        hour: /*i18n*/ { id: "period.hour", message: "в час" },
        week: /*i18n*/ { id: "period.week", message: "в неделю" },
        month: /*i18n*/ { id: "period.month", message: "в месяц" },
        year: /*i18n*/ { id: "period.year", message: "в год" },
      },
      default: "month",
    },
    schedule: {
      kind: "text",
      label: /*i18n*/ { id: "job.schedule", message: "График" },
      max: 200,
      hint: /*i18n*/ { id: "job.schedule.hint", message: "Например: пн–пт, 8:00–17:00" },
    },
    employment_type: {
      kind: "choice",
      label: /*i18n*/ { id: "job.employment_type", message: "Занятость" },
      options: {
        full_time: /*i18n*/ { id: "job.employment_type.full_time", message: "Полная" },
        part_time: /*i18n*/ { id: "job.employment_type.part_time", message: "Частичная" },
        contract: /*i18n*/ { id: "job.employment_type.contract", message: "Контракт" },
      },
      default: "full_time",
      filter: { any: /*i18n*/ { id: "filter.any.feminine", message: "Любая" } },
    },
    languages: {
      kind: "choices",
      label: /*i18n*/ { id: "job.languages", message: "Языки на работе" },
      factLabel: /*i18n*/ { id: "job.languages.fact", message: "Языки" },
      options: LOCALE_NATIVE_NAMES,
    },
  },
  facts: [
    { label: /*i18n*/ { id: "job.salary", message: "Зарплата" }, money: true, show: (_fields, { price }) => price },
    "employment_type",
    "schedule",
    "languages",
  ],
  rules: [{ field: "salary_to", atLeast: "salary_from", message: "rangeOrder" }],
  price: { amount: "salary_from", to: "salary_to", period: "salary_period" },
  schemaOrg: {
    type: "JobPosting",
    employmentType: {
      field: "employment_type",
      values: { full_time: "FULL_TIME", part_time: "PART_TIME", contract: "CONTRACTOR" },
    },
  },
});
