import { useLingui } from "@lingui/react";
import type { FormKind } from "../../../../shared/contract/post-form";
import type { Field, Label } from "../../../../shared/sections";
import { formFields } from "../../../../shared/sections/form";

export { initialFields } from "../../../../shared/sections/form";

export type KindField =
  | { name: string; label: string; type: "text" | "textarea" | "words"; required?: boolean; hint?: string }
  | { name: string; label: string; type: "datetime"; required?: boolean; hint?: string; zone?: "place" }
  | { name: string; label: string; type: "number"; required?: boolean; step?: number; hint?: string }
  | { name: string; label: string; type: "select"; options: [string, string][]; required?: boolean; optional?: boolean }
  | { name: string; label: string; type: "checkboxes"; options: [string, string][] }
  | { name: string; label: string; type: "yes-no"; required?: boolean; yes: string; no: string };

/** Each form's own fields, as its section declares them (shared/sections), labelled in the interface language. */
export function useKindFields(kind: FormKind): KindField[] {
  const { i18n } = useLingui();
  const say = (label: Label) => (typeof label === "string" ? label : i18n._(label));
  const options = (labels: Readonly<Record<string, Label>>): [string, string][] =>
    Object.entries(labels).map(([value, label]) => [value, say(label)]);
  return formFields(kind).map(([name, field]: [string, Field]): KindField => {
    const common = {
      name,
      label: say(field.label),
      ...(field.required ? { required: true } : {}),
      ...(field.hint ? { hint: say(field.hint) } : {}),
    };
    switch (field.kind) {
      case "text":
        return { ...common, type: field.input ?? "text" };
      case "words":
        return { ...common, type: field.kind };
      case "datetime":
        return { ...common, type: field.kind, ...(field.zone ? { zone: field.zone } : {}) };
      case "number":
        return { ...common, type: "number", ...(field.step ? { step: field.step } : {}) };
      case "choice":
        return {
          ...common,
          type: "select",
          options: options(field.options),
          // Without a default the choice may be left empty: a blank first option.
          ...(field.default === undefined && !field.required ? { optional: true } : {}),
        };
      case "choices":
        return { name, label: common.label, type: "checkboxes", options: options(field.options) };
      case "yes-no":
        return { ...common, type: "yes-no", yes: say(field.yes), no: say(field.no) };
    }
  });
}
