import type { ChoiceField, NumberField, WordsField } from "./field";

// Fields several sections ask alike: one declaration, spread into each section's fields.

export const endorsements: WordsField = {
  kind: "words",
  label: /*i18n*/ { id: "endorsements", message: "Допуски (endorsements)" },
  factLabel: /*i18n*/ { id: "endorsements.fact", message: "Эндорсменты" },
  itemMax: 20,
};

/** Dollars of an ad's price. */
export const price: NumberField = {
  kind: "number",
  label: /*i18n*/ { id: "price", message: "Цена, $" },
  factLabel: /*i18n*/ { id: "price.fact", message: "Цена" },
  min: 0,
  max: 100_000_000,
  unit: "usd",
};

export const address = { kind: "text", label: /*i18n*/ { id: "address", message: "Адрес" }, max: 200 } as const;

/** A rent or a sale: of a property, asked in its form; of a car, set by the form chosen. */
export const deal = {
  kind: "choice",
  label: /*i18n*/ { id: "deal", message: "Сделка" },
  options: {
    rent: /*i18n*/ { id: "deal.rent", message: "Аренда" },
    sale: /*i18n*/ { id: "deal.sale", message: "Продажа" },
  },
  required: true,
  filter: { any: /*i18n*/ { id: "deal.any", message: "Аренда и продажа" } },
} satisfies ChoiceField;
