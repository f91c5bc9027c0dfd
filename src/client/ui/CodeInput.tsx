import type { ComponentPropsWithRef } from "react";
import { OTP_LENGTH } from "../../shared/constants";

type Props = Omit<ComponentPropsWithRef<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (value: string) => void;
  length?: number;
};

/** The one-time code: digits only, capped at its length, numeric keyboard, SMS autofill. */
export function CodeInput({ value, onChange, length = OTP_LENGTH, className, ...rest }: Props) {
  return (
    <input
      {...rest}
      className={`input input--code${className ? ` ${className}` : ""}`}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      maxLength={length}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, length))}
    />
  );
}
