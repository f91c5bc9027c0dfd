import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "./Field";
import { PhoneWithCountry } from "./PhoneWithCountry";

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The form's names of the dial code and of the number (a nested form names them `contact.phone`…). */
  dialName: Path<T>;
  phoneName: Path<T>;
  label: string;
  /** The translated error, shown under the field. */
  error: string | undefined;
}

/** A form's phone: its labelled field with the dial-code picker and the masked number, bound to the form. */
export function PhoneField<T extends FieldValues>({ control, dialName, phoneName, label, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={dialName}
      render={({ field: dial }) => (
        <Controller
          control={control}
          name={phoneName}
          render={({ field: phone }) => (
            <Field label={label} required error={error}>
              {(aria) => (
                <PhoneWithCountry
                  {...aria}
                  dial={String(dial.value)}
                  phone={String(phone.value)}
                  onDialChange={dial.onChange}
                  onPhoneChange={phone.onChange}
                  onBlur={phone.onBlur}
                />
              )}
            </Field>
          )}
        />
      )}
    />
  );
}
