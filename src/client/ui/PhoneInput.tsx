import type { ComponentPropsWithRef } from "react";
import { applyMask } from "../../shared/countries";

type Props = Omit<ComponentPropsWithRef<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
  /** The spec's mask scheme: 9 a digit, a part after `?` optional. */
  mask: string;
};

/** A phone field that formats as it is typed (tel keyboard); read-only when the number is fixed. */
export function PhoneInput({ value, onChange, mask, className, name = "phone", ...rest }: Props) {
  return (
    <input
      {...rest}
      name={name}
      className={`input${className ? ` ${className}` : ""}`}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(applyMask(event.target.value, mask))}
    />
  );
}
