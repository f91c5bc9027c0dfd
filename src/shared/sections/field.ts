import type { MessageDescriptor } from "@lingui/core";
import type { ValidationKey } from "../validation/messages";

/**
 * The shape of a section's field declarations. Plain data only: cards read these declarations on the
 * first page, where zod is not loaded; the zod schemas are built from them in sections/schemas.ts.
 */

/** A label in the interface language, or a name that is the same in every language (a language's own name). */
export type Label = MessageDescriptor | string;

interface FieldBase {
  /** The form input's label (with its unit, "Цена, $"). */
  label: MessageDescriptor;
  /** The label of the fact on a card and the ad page, when shorter than the input's ("Цена"). */
  factLabel?: MessageDescriptor;
  /** Refused when empty, in the form and in storage; an ad missing one shows no facts at all. */
  required?: boolean;
  hint?: MessageDescriptor;
  /** Not an input of the form (set by the form kind itself, e.g. a property request's `find`). */
  hidden?: boolean;
}

interface TextField extends FieldBase {
  kind: "text";
  max: 200 | 1000;
  input?: "text" | "textarea";
}

/** A list of short words typed comma-separated ("H, N, T"). */
export interface WordsField extends FieldBase {
  kind: "words";
  /** Longest word. */
  itemMax: number;
}

/** What a number means when shown: dollars (a price or pay), miles, square feet, or a count of years. */
type NumberUnit = "usd" | "mi" | "sqft" | "years";

export interface NumberField extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  integer?: boolean;
  /** The input's step (0.5 bathrooms, cents of a pay per mile). */
  step?: number;
  unit?: NumberUnit;
  /**
   * The value as read, with the number as `n` (plural forms where a word follows the number: «3 года»);
   * without it the number is shown with its unit.
   */
  shows?: MessageDescriptor;
  /** What 0 reads as («бесплатно», «без опыта»); without it a 0 dollars is left out. */
  zero?: MessageDescriptor;
  /** One message for every way the number is wrong (an age). */
  message?: ValidationKey;
}

export interface ChoiceField<V extends string = string> extends FieldBase {
  kind: "choice";
  options: Readonly<Record<V, Label>>;
  /** What the form and a missing value take; a choice with neither a default nor `required` may stay empty. */
  default?: V;
  /** What a new form starts with when the choice is required (no default: an old ad must have said it). */
  initial?: V;
  /** A listing filter: the select's label and its «any» option. */
  filter?: { label?: MessageDescriptor; any: MessageDescriptor };
}

/** Several of fixed options (checkboxes). */
interface ChoicesField<V extends string = string> extends FieldBase {
  kind: "choices";
  options: Readonly<Record<V, Label>>;
}

interface YesNoField extends FieldBase {
  kind: "yes-no";
  /** The form's two answers. */
  yes: MessageDescriptor;
  no: MessageDescriptor;
  /** How each answer reads as a fact. */
  shownYes?: MessageDescriptor;
  shownNo?: MessageDescriptor;
  initial?: boolean;
}

/** An instant with its offset, entered and shown as a date and time. */
interface DateTimeField extends FieldBase {
  kind: "datetime";
  /**
   * "place": entered and shown in the time zone of the ad's place, with the zone named (an event starts at
   * 19:00 where it is held, whoever reads it where).
   */
  zone?: "place";
}

export type Field = TextField | WordsField | NumberField | ChoiceField | ChoicesField | YesNoField | DateTimeField;
export type Fields = Readonly<Record<string, Field>>;

/** The formatters a composite fact is written with, in the interface language. */
export interface FactTools {
  /** Dollars: "$2,150", cents when there are any. */
  money: (value: number) => string;
  /** The ad's price as its card's price line reads («2 150 $ в месяц»), when it names one. */
  price: string | undefined;
  number: (value: number) => string;
  /** An option's label, lower-cased as it reads inside a sentence ("квартира"). */
  option: (field: string, value: unknown) => string | undefined;
  /** A field's value as its own fact would read. */
  value: (field: string) => string | undefined;
  text: (value: unknown) => string | undefined;
  num: (value: unknown) => number | undefined;
  t: (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
}

/** A fact made of several fields or read in its own way (a salary range, a car's make, model and year). */
export interface CompositeFact {
  label: MessageDescriptor;
  /** A price or pay: cards leave it out when the post's own price line says it already. */
  money?: boolean;
  show: (fields: Record<string, unknown>, tools: FactTools) => string | null | undefined;
}

/** What a card and the ad page show, in order: a field by name (its own reading) or a composite. */
type FactDecl = string | CompositeFact;

/** A field that must not be less than another (salary to ≥ from, end ≥ start); numbers or instants. */
export interface OrderRule {
  field: string;
  atLeast: string;
  message: ValidationKey;
}

/** Which fields make a section's price: what price texts and the price filter read. */
export interface PriceDecl {
  /** The amount the listing's price range filters on. */
  amount: string;
  /** The upper end of a range (a salary to). */
  to?: string;
  /** A field holding the period (hour, week, month, year). */
  period?: string;
  /** A fixed period or unit of the amount: a pay per week, a rent per month. */
  per?: "hour" | "week" | "month" | "year" | "mile";
  /** The period of the amount when the ad's deal is a rent (a month's rent, a week's car hire). */
  perRent?: "week" | "month";
  /** Another amount shown instead when set (a pay per mile before a pay per week). */
  first?: { amount: string; per: "mile" | "week" };
}

/** schema.org: which type an ad of the section is and which fields fill it (server/html/post-json-ld.ts). */
type SchemaOrg =
  | { type: "JobPosting"; employmentType?: { field: string; values: Record<string, string> } }
  | { type: "RealEstateListing"; deal: string }
  | { type: "Car"; make: string; model: string; year: string; mileage: string }
  | { type: "Event"; startDate: string; endDate: string; venue: string; address: string }
  | { type: "Article"; author: string; tags: string; article: "NewsArticle" | "BlogPosting" };

/** A form kind's differences from its section: values it sets itself, labels it words its own way. */
export interface FormVariant {
  fixed?: Readonly<Record<string, string | boolean>>;
  labels?: Readonly<Record<string, MessageDescriptor>>;
}

export interface Section<F extends Fields = Fields> {
  fields: F;
  facts: readonly FactDecl[];
  rules?: readonly OrderRule[];
  price?: PriceDecl;
  schemaOrg?: SchemaOrg;
}

/** A section's declaration, its field names checked against its fields. */
export const section = <F extends Fields>(declaration: Section<F> & { facts: readonly (keyof F | CompositeFact)[] }) =>
  declaration as Section<F>;
