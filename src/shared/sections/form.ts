import type { FormKind } from "../contract/form-kinds";
import type { Field } from "./field";
import { FORMS, SECTIONS } from "./index";

// What a form derives from its section's declaration; apart from the registry so that only forms load it.

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
