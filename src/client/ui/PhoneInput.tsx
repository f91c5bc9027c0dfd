import type { ComponentPropsWithRef } from "react";
import type { Country } from "../../shared/countries";
import { readTypedPhone, type TypedPhone } from "../../shared/phone-typing";

type Props = Omit<ComponentPropsWithRef<"input">, "value" | "onChange" | "type"> & {
  value: string;
  /** The picker's country: its mask is the visible format. */
  country: Country;
  /** The number in the mask, and the country it belongs to (a pasted "+380…" switches it). */
  onChange: (typed: TypedPhone) => void;
};

/**
 * A phone field that reads the number however it is typed or pasted and shows it in the country's mask (tel
 * keyboard).
 */
export function PhoneInput({ value, onChange, country, className, name = "phone", ...rest }: Props) {
  return (
    <input
      {...rest}
      name={name}
      className={`input${className ? ` ${className}` : ""}`}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={country.placeholder}
      value={value}
      onChange={(event) => onChange(readTypedPhone(event.target.value, country))}
    />
  );
}
