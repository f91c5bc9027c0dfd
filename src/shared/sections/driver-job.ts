import { section } from "./field";
import { endorsements } from "./shared-fields";

/** A driver's job, with or without a CDL (the cdl and no-cdl sections, one form). */
export const driverJob = section({
  fields: {
    cdl_required: {
      kind: "yes-no",
      label: /*i18n*/ { id: "cdl.cdl_required", message: "Нужна CDL?" },
      factLabel: /*i18n*/ { id: "cdl.cdl_required.fact", message: "CDL" },
      required: true,
      yes: /*i18n*/ { id: "cdl.cdl_required.yes", message: "Да, нужна CDL" },
      no: /*i18n*/ { id: "cdl.cdl_required.no", message: "Нет, без CDL" },
      shownYes: /*i18n*/ { id: "cdl.cdl_required.shown-yes", message: "нужна" },
      shownNo: /*i18n*/ { id: "cdl.cdl_required.shown-no", message: "не нужна" },
      initial: true,
    },
    route_type: {
      kind: "choice",
      label: /*i18n*/ { id: "cdl.route_type", message: "Маршрут" },
      options: {
        otr: /*i18n*/ { id: "cdl.route_type.otr", message: "OTR (дальние рейсы)" },
        regional: /*i18n*/ { id: "cdl.route_type.regional", message: "Региональные рейсы" },
        local: /*i18n*/ { id: "cdl.route_type.local", message: "Локальные рейсы" },
      },
      default: "otr",
      filter: { any: /*i18n*/ { id: "filter.any", message: "Любой" } },
    },
    truck_type: {
      kind: "text",
      label: /*i18n*/ { id: "cdl.truck_type", message: "Тип трака" },
      factLabel: /*i18n*/ { id: "cdl.truck_type.fact", message: "Трак" },
      max: 200,
    },
    trailer_type: {
      kind: "text",
      label: /*i18n*/ { id: "cdl.trailer_type", message: "Тип прицепа" },
      factLabel: /*i18n*/ { id: "cdl.trailer_type.fact", message: "Трейлер" },
      max: 200,
      hint: /*i18n*/ { id: "cdl.trailer_type.hint", message: "Например: Dry Van, Reefer, Flatbed" },
    },
    pay_per_mile: {
      kind: "number",
      label: /*i18n*/ { id: "cdl.pay_per_mile", message: "Оплата за милю, $" },
      min: 0,
      max: 100,
      step: 0.01,
      unit: "usd",
    },
    pay_per_week: {
      kind: "number",
      label: /*i18n*/ { id: "cdl.pay_per_week", message: "Оплата в неделю, $" },
      min: 0,
      max: 100_000_000,
      unit: "usd",
    },
    home_time: {
      kind: "text",
      label: /*i18n*/ { id: "cdl.home_time", message: "Время дома" },
      factLabel: /*i18n*/ { id: "cdl.home_time.fact", message: "Дома" },
      max: 200,
      hint: /*i18n*/ { id: "cdl.home_time.hint", message: "Например: каждые выходные" },
    },
    experience_years: {
      kind: "number",
      label: /*i18n*/ { id: "cdl.experience_years", message: "Опыт от, лет" },
      factLabel: /*i18n*/ { id: "experience", message: "Опыт" },
      min: 0,
      max: 60,
      integer: true,
      unit: "years",
      shows: /*i18n*/ { id: "cdl.experience_years.shows", message: "от {n, plural, one {# года} other {# лет}}" },
      zero: /*i18n*/ { id: "cdl.experience_years.zero", message: "без опыта" },
    },
    endorsements: { ...endorsements, hint: /*i18n*/ { id: "comma-separated", message: "Через запятую" } },
  },
  facts: [
    { label: /*i18n*/ { id: "cdl.pay", message: "Оплата" }, money: true, show: (_fields, { price }) => price },
    "route_type",
    "home_time",
    "cdl_required",
    "truck_type",
    "trailer_type",
    "experience_years",
    "endorsements",
  ],
  price: { amount: "pay_per_week", per: "week", first: { amount: "pay_per_mile", per: "mile" } },
  schemaOrg: { type: "JobPosting" },
});
