import { Controller, useFormContext } from "react-hook-form";
import { errorAt } from "./error-at";
import type { FormKind } from "../../../../shared/contract/post-form";
import { instantOfWallTime, wallTimeInput } from "../../../../shared/format/zoned-input";
import { parseAmount } from "../../../../shared/validation/amount";
import { Field } from "../../../ui/Field";
import { useTranslateError } from "../../../lib/useTranslateError";
import type { PostFormValues } from "../../../lib/post-form-values";
import { useKindFields, type KindField } from "./useKindFields";
import { useVenueTimeZone } from "./useVenueTimeZone";

const toWords = (raw: string) =>
  raw
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);

/** The kind's own inputs, each in the field wrapper with its translated error. */
export function KindFieldInputs({ kind }: { kind: FormKind }) {
  const fields = useKindFields(kind);
  const { control, formState } = useFormContext<PostFormValues>();
  const translateError = useTranslateError();
  const timeZone = useVenueTimeZone();
  if (fields.length === 0) return null;
  return (
    <div className="form-grid">
      {fields.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={`fields.${field.name}`}
          render={({ field: input }) => {
            const error = translateError(errorAt(formState.errors, `fields.${field.name}`));
            const required = "required" in field && field.required === true;
            const wide = field.type === "textarea" || field.type === "checkboxes";
            return (
              <div className={wide ? "form-grid__wide" : undefined}>
                <Field
                  label={field.label}
                  required={required}
                  error={error}
                  hint={"hint" in field ? field.hint : undefined}
                >
                  {(aria) => renderInput(field, input.value, input.onChange, input.onBlur, aria, timeZone)}
                </Field>
              </div>
            );
          }}
        />
      ))}
    </div>
  );
}

type Aria = { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined; "aria-required": boolean };

function renderInput(
  field: KindField,
  value: unknown,
  onChange: (value: unknown) => void,
  onBlur: () => void,
  aria: Aria,
  timeZone: string | null,
) {
  switch (field.type) {
    case "text":
      return (
        <input
          {...aria}
          className="input"
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case "textarea":
      return (
        <textarea
          {...aria}
          className="input textarea"
          rows={4}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case "number":
      return (
        <input
          {...aria}
          className="input"
          type="text"
          inputMode="decimal"
          defaultValue={typeof value === "number" && Number.isFinite(value) ? String(value) : ""}
          onChange={(e) => onChange(parseAmount(e.target.value))}
          onBlur={onBlur}
        />
      );
    case "words":
      return (
        <input
          {...aria}
          className="input"
          defaultValue={Array.isArray(value) ? value.join(", ") : ""}
          onChange={(e) => onChange(toWords(e.target.value))}
          onBlur={onBlur}
        />
      );
    case "datetime":
      return (
        <input
          {...aria}
          className="input"
          type="datetime-local"
          // A time of the place is typed and shown on its clock, whatever the author's own zone.
          value={wallTimeInput(value, field.zone === "place" ? timeZone : null)}
          onChange={(e) =>
            onChange(
              instantOfWallTime(e.target.value, field.zone === "place" ? timeZone : null) ??
                (field.required ? "" : null),
            )
          }
          onBlur={onBlur}
        />
      );
    case "select":
      return (
        <select
          {...aria}
          className="input"
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.target.value === "" && field.optional ? null : e.target.value)}
          onBlur={onBlur}
        >
          {field.optional || field.required ? <option value="">—</option> : null}
          {field.options.map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
      );
    case "checkboxes": {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <span className="choice-row" id={aria.id} role="group" aria-describedby={aria["aria-describedby"]}>
          {field.options.map(([option, label]) => (
            <label key={option} className="choice">
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
              {label}
            </label>
          ))}
        </span>
      );
    }
    case "yes-no":
      return (
        <span className="choice-row" id={aria.id} role="radiogroup" aria-describedby={aria["aria-describedby"]}>
          <label className="choice">
            <input type="radio" checked={value === true} onChange={() => onChange(true)} />
            {field.yes}
          </label>
          <label className="choice">
            <input type="radio" checked={value === false} onChange={() => onChange(false)} />
            {field.no}
          </label>
        </span>
      );
  }
}
