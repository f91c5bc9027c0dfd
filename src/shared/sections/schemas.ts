import { z } from "zod";
import type { FormKind } from "../contract/form-kinds";
import type { SectionSlug } from "../contract/slugs";
import { parseAmount } from "../validation/amount";
import { v, type ValidationKey } from "../validation/messages";
import type { Field, OrderRule, Section } from "./field";
import { FORMS, SECTIONS } from "./index";

// The zod schemas of every section, built from its declaration: the stored shape (lenient: an old ad
// missing an optional field still reads) and the form's (Russian messages, defaults a new form fills).

type Shape = Record<string, z.ZodType>;

const MAX_MESSAGE: Record<number, ValidationKey> = { 200: "max200", 1000: "max1000" };
const isEmpty = (value: unknown) => value === null || value === undefined || value === "";
const ordered = (value: unknown) => (typeof value === "string" ? Date.parse(value) : Number(value));

/** The rules between fields: the later value, when given, is not below the earlier one. */
function withRules<T extends z.ZodObject>(schema: T, rules: readonly OrderRule[] = []): T {
  return rules.reduce(
    (checked, rule) =>
      checked.refine(
        (fields: Record<string, unknown>) =>
          isEmpty(fields[rule.field]) ||
          isEmpty(fields[rule.atLeast]) ||
          ordered(fields[rule.field]) >= ordered(fields[rule.atLeast]),
        { path: [rule.field], message: v(rule.message) },
      ),
    schema,
  );
}

function storedField(field: Field): z.ZodType {
  const optional = <T extends z.ZodType>(schema: T) => (field.required ? schema : schema.nullable().optional());
  switch (field.kind) {
    case "text":
      return optional(z.string().trim().max(field.max));
    case "words":
      return z.array(z.string().max(field.itemMax)).default([]);
    case "number": {
      const number = z.number().min(field.min).max(field.max);
      return optional(field.integer ? number.int() : number);
    }
    case "choice":
      return optional(z.enum(Object.keys(field.options)));
    case "choices":
      return z.array(z.enum(Object.keys(field.options))).default([]);
    case "yes-no":
      return optional(z.boolean());
    case "datetime":
      return optional(z.iso.datetime({ offset: true }));
  }
}

function formNumber(field: Extract<Field, { kind: "number" }>): z.ZodType {
  const say = (key: ValidationKey) => v(field.message ?? key);
  let number = z
    .number({ error: say("number") })
    .refine(Number.isFinite, say("number"))
    .min(field.min, say("range"))
    .max(field.max, say("range"));
  if (field.integer) number = number.int(say("number"));
  if (field.required) return number;
  const nullable = number.nullable();
  // Dollars as people type them ("2 300", "$2,300.50"), read by parseAmount.
  const typed =
    field.unit === "usd"
      ? z.preprocess((value) => (typeof value === "string" ? parseAmount(value) : value), nullable)
      : nullable;
  return typed.default(null);
}

function formField(field: Field, fixed: string | boolean | undefined): z.ZodType {
  if (fixed !== undefined) return z.literal(fixed).default(fixed);
  const choose = { error: v("choose") };
  switch (field.kind) {
    case "text": {
      const max = MAX_MESSAGE[field.max] ?? "range";
      if (!field.required) return z.string().trim().max(field.max, v(max)).default("");
      return z
        .string({ error: v("required") })
        .trim()
        .min(1, v("required"))
        .max(field.max, v(max));
    }
    case "words":
      return z
        .array(z.string().trim().min(1, v("required")).max(field.itemMax, v("range")))
        .max(20, v("range"))
        .default([]);
    case "number":
      return formNumber(field);
    case "choice": {
      const choice = z.enum(Object.keys(field.options), choose);
      if (field.default !== undefined) return choice.default(field.default);
      return field.required ? choice : choice.nullable().default(null);
    }
    case "choices":
      return z.array(z.enum(Object.keys(field.options), choose)).default([]);
    case "yes-no":
      return field.required ? z.boolean(choose) : z.boolean(choose).nullable().default(null);
    case "datetime": {
      const instant = z.iso.datetime({ offset: true, error: v("dateTime") });
      return field.required ? instant : instant.nullable().default(null);
    }
  }
}

const map = <K extends string, T>(keys: readonly K[], make: (key: K) => T) =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, T>;

function storageSchema({ fields }: Section) {
  return z.object(map(Object.keys(fields), (name) => storedField(fields[name] as Field)));
}

function formFieldsSchema(kind: FormKind) {
  const { section, variant } = FORMS[kind];
  const { fields, rules } = SECTIONS[section];
  const shape = map(Object.keys(fields), (name) => formField(fields[name] as Field, variant?.fixed?.[name]));
  return withRules(z.object(shape as Shape), rules);
}

const SECTION_SLUGS = Object.keys(SECTIONS) as SectionSlug[];
const FORM_KINDS = Object.keys(FORMS) as FormKind[];

/** Each section's stored fields (posts.fields), checked on the way in and by the seed. */
export const STORED_FIELDS = map(SECTION_SLUGS, (slug) => storageSchema(SECTIONS[slug]));

/** Each form's own fields with their messages; what they produce fits STORED_FIELDS of the form's section. */
export const FORM_FIELD_SCHEMAS = map(FORM_KINDS, formFieldsSchema);
