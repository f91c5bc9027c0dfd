import { section } from "./field";
import { deal, price } from "./shared-fields";

/** A car, van or truck for sale or for hire (forms autobazar-sale and autobazar-rent). */
export const rentSale = section({
  fields: {
    // Each car form sets it (autobazar-rent, autobazar-sale).
    deal: { ...deal, hidden: true },
    make: { kind: "text", label: /*i18n*/ { id: "car.make", message: "Марка" }, max: 200, required: true },
    model: { kind: "text", label: /*i18n*/ { id: "car.model", message: "Модель" }, max: 200, required: true },
    year: {
      kind: "number",
      label: /*i18n*/ { id: "car.year", message: "Год выпуска" },
      min: 1900,
      max: 2100,
      integer: true,
    },
    mileage: {
      kind: "number",
      label: /*i18n*/ { id: "car.mileage", message: "Пробег, миль" },
      factLabel: /*i18n*/ { id: "car.mileage.fact", message: "Пробег" },
      min: 0,
      max: 5_000_000,
      integer: true,
      unit: "mi",
    },
    transmission: {
      kind: "choice",
      label: /*i18n*/ { id: "car.transmission", message: "Коробка передач" },
      factLabel: /*i18n*/ { id: "car.transmission.fact", message: "Коробка" },
      options: {
        automatic: /*i18n*/ { id: "car.transmission.automatic", message: "Автомат" },
        manual: /*i18n*/ { id: "car.transmission.manual", message: "Механика" },
      },
    },
    fuel: {
      kind: "choice",
      label: /*i18n*/ { id: "car.fuel", message: "Топливо" },
      options: {
        gasoline: /*i18n*/ { id: "car.fuel.gasoline", message: "Бензин" },
        diesel: /*i18n*/ { id: "car.fuel.diesel", message: "Дизель" },
        hybrid: /*i18n*/ { id: "car.fuel.hybrid", message: "Гибрид" },
        electric: /*i18n*/ { id: "car.fuel.electric", message: "Электро" },
      },
      filter: { any: /*i18n*/ { id: "filter.any.neuter", message: "Любое" } },
    },
    price,
  },
  facts: [
    {
      label: /*i18n*/ { id: "car.fact", message: "Авто" },
      // Make, model and year once, even where a model was typed with its make or year ("Toyota Camry 2022").
      show: (fields, { text, num }) => carName(text(fields.make), text(fields.model), num(fields.year)),
    },
    "deal",
    "mileage",
    "transmission",
    "fuel",
    "price",
  ],
  price: { amount: "price", perRent: "week" },
  schemaOrg: { type: "Car", make: "make", model: "model", year: "year", mileage: "mileage" },
});

/** "Toyota Camry Hybrid, 2022": a model that repeats the make or the year does not say them twice. */
export function carName(make = "", model = "", year?: number): string {
  const words = model.split(/\s+/).filter(Boolean);
  if (make && words.slice(0, make.split(/\s+/).length).join(" ").toLowerCase() === make.toLowerCase())
    words.splice(0, make.split(/\s+/).length);
  if (year !== undefined && words.at(-1) === String(year)) words.pop();
  const name = [make, ...words].filter(Boolean).join(" ");
  return year ? `${name}, ${String(year)}` : name;
}
