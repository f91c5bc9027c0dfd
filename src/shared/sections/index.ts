import type { FormKind } from "../contract/form-kinds";
import type { SectionSlug } from "../contract/slugs";
import { afisha } from "./afisha";
import { blog, news } from "./articles";
import { business } from "./business";
import { cv } from "./cv";
import { dating } from "./dating";
import { driverJob } from "./driver-job";
import { section, type Field, type FormVariant, type Section } from "./field";
import { job } from "./job";
import { properties } from "./properties";
import { rentSale } from "./rent-sale";

export type * from "./field";
export { PROPERTY_TYPES, type PropertyType } from "./properties";

/** Every section's fields: one declaration each, read by forms, cards, filters, the server and the seed. */
export const SECTIONS: Readonly<Record<SectionSlug, Section>> = {
  job,
  workers: cv,
  cdl: driverJob,
  "no-cdl": driverJob,
  "drivers-cv": cv,
  "drivers-corner": blog,
  business,
  properties,
  "rent-sale": rentSale,
  afisha,
  dating,
  blog,
  news,
  feed: section({ fields: {}, facts: [] }),
};

/** Each ad form: the section whose fields it asks, and what the form sets or words its own way. */
export const FORMS: Readonly<Record<FormKind, { section: SectionSlug; variant?: FormVariant }>> = {
  cv: { section: "workers" },
  cdl: { section: "cdl" },
  job: { section: "job" },
  business: { section: "business" },
  property: { section: "properties", variant: { fixed: { find: false } } },
  "property-find": { section: "properties", variant: { fixed: { find: true } } },
  afisha: { section: "afisha" },
  dating: { section: "dating" },
  "drivers-cv": { section: "drivers-cv" },
  "autobazar-rent": {
    section: "rent-sale",
    variant: {
      fixed: { deal: "rent" },
      labels: { price: /*i18n*/ { id: "car.price.rent", message: "Цена аренды, $ в неделю" } },
    },
  },
  "autobazar-sale": { section: "rent-sale", variant: { fixed: { deal: "sale" } } },
  feed: { section: "feed" },
};

/** A form's inputs in order: its section's fields less those the form sets itself, with the form's labels. */
export function formFields(kind: FormKind): [string, Field][] {
  const { section: slug, variant } = FORMS[kind];
  return Object.entries(SECTIONS[slug].fields)
    .filter(([name, field]) => !field.hidden && variant?.fixed?.[name] === undefined)
    .map(([name, field]) => {
      const label = variant?.labels?.[name];
      return [name, label ? { ...field, label } : field];
    });
}

/** What a new form of the kind starts with: the form's own values, then each field's default or empty value. */
export function initialFields(kind: FormKind): Record<string, unknown> {
  const { section: slug, variant } = FORMS[kind];
  return Object.fromEntries(
    Object.entries(SECTIONS[slug].fields).map(([name, field]) => [name, variant?.fixed?.[name] ?? initialOf(field)]),
  );
}

function initialOf(field: Field): unknown {
  switch (field.kind) {
    case "text":
      return "";
    case "words":
    case "choices":
      return [];
    case "number":
      return null;
    case "choice":
      return field.default ?? field.initial ?? (field.required ? "" : null);
    case "yes-no":
      return field.initial ?? null;
    case "datetime":
      return field.required ? "" : null;
  }
}

/** The listing filters that pick one option of a field (route type, property type, deal, employment). */
export const CHOICE_FILTERS = (() => {
  const found = new Map<string, readonly string[]>();
  for (const { fields } of Object.values(SECTIONS))
    for (const [name, field] of Object.entries(fields))
      if (field.kind === "choice" && field.filter) found.set(name, Object.keys(field.options));
  return found;
})();

/** The fields a listing's price range compares, one per section that has a price. */
export const PRICE_FIELDS = [...new Set(Object.values(SECTIONS).flatMap(({ price }) => (price ? [price.amount] : [])))];
