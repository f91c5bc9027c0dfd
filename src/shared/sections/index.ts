import type { FormKind } from "../contract/form-kinds";
import { SECTION_SLUGS, type SectionSlug } from "../contract/slugs";
import { afisha } from "./afisha";
import { blog, news } from "./articles";
import { business } from "./business";
import { cv } from "./cv";
import { dating } from "./dating";
import { driverJob } from "./driver-job";
import { section, type FormVariant, type Section } from "./field";
import { job } from "./job";
import { properties } from "./properties";
import { rentSale } from "./rent-sale";

export type * from "./field";

/** Every section's fields: one declaration each, read by forms, cards, filters, the server and the seed. */
const DECLARED = {
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
} satisfies Record<SectionSlug, Section>;
export const SECTIONS: Readonly<Record<SectionSlug, Section>> = DECLARED;

/** The sections declared by one declaration: one kind of ad listed in several places. */
const declaredAs = (declaration: Section): readonly SectionSlug[] =>
  SECTION_SLUGS.filter((slug) => SECTIONS[slug] === declaration);
/** Truck-driver jobs, CDL and non-CDL: one kind of ad in two listings, and an ad may move between them. */
export const DRIVER_JOB_SECTIONS = declaredAs(driverJob);
/** CVs, everyone's and drivers': their contacts are hidden from callers while hide_cv is true. */
export const CV_SECTIONS = declaredAs(cv);
/** Every job ad: the general section and the drivers'. */
export const JOB_SECTIONS: readonly SectionSlug[] = [...declaredAs(job), ...DRIVER_JOB_SECTIONS];
/** Ads that end by being filled (a job taken, a worker hired) rather than sold: «Закрыто», not «Продано». */
export const isFilledSection = (section: SectionSlug) => [...JOB_SECTIONS, ...CV_SECTIONS].includes(section);

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

/** A section's fields; none for a section without any (feed). */
type FieldsOf<S> = S extends Section<infer F> ? ([keyof F] extends [never] ? never : F) : never;
type FilterKeys<F> = { [K in keyof F]: F[K] extends { filter: object } ? K : never }[keyof F];
type FilterOptions<F> = F extends unknown
  ? [FilterKeys<F>] extends [never]
    ? never
    : { [K in FilterKeys<F>]: F[K] extends { options: infer O } ? Extract<keyof O, string> : never }
  : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The listing filters that pick one option of a field, each with the values it takes. */
export type ChoiceFilters = Intersection<FilterOptions<FieldsOf<(typeof DECLARED)[SectionSlug]>>>;
/** A listing's choice filters as its search and its API call hold them. */
export type ChoiceFilterParams = { [K in keyof ChoiceFilters]?: ChoiceFilters[K] | undefined };

/** Each choice filter's values (route type, property type, deal, employment), from the fields that declare one. */
export const CHOICE_FILTERS = Object.fromEntries(
  Object.values(SECTIONS).flatMap(({ fields }) =>
    Object.entries(fields).flatMap(([name, field]) =>
      field.kind === "choice" && field.filter ? [[name, Object.keys(field.options)]] : [],
    ),
  ),
) as unknown as { readonly [K in keyof ChoiceFilters]: readonly ChoiceFilters[K][] };
export const CHOICE_FILTER_NAMES = Object.keys(CHOICE_FILTERS) as (keyof ChoiceFilters)[];

/** The fields a listing's price range compares, one per section that has a price. */
export const PRICE_FIELDS = [...new Set(Object.values(SECTIONS).flatMap(({ price }) => (price ? [price.amount] : [])))];
