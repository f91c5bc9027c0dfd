import type { ComponentPropsWithRef } from "react";
import { COUNTRIES, countryByDial, type Country } from "../../shared/countries";
import { PhoneInput } from "./PhoneInput";
import { CountrySelect } from "./CountrySelect";

type Props = Omit<ComponentPropsWithRef<"input">, "value" | "onChange" | "type"> & {
  dial: string;
  phone: string;
  /** A new country empties the number: its mask is another. */
  onDialChange: (dial: string) => void;
  onPhoneChange: (phone: string) => void;
};

/** The dial-code picker and the masked number side by side, as every phone field of the site shows them. */
export function PhoneWithCountry({ dial, phone, onDialChange, onPhoneChange, ...input }: Props) {
  const country: Country | undefined = countryByDial(dial) ?? COUNTRIES[0];
  if (!country) return null;
  return (
    <span className="phone-row">
      <CountrySelect
        value={country}
        onChange={(next) => {
          onDialChange(next.dial);
          onPhoneChange("");
        }}
      />
      <PhoneInput
        {...input}
        country={country}
        value={phone}
        onChange={(typed) => {
          if (typed.country.dial !== dial) onDialChange(typed.country.dial);
          onPhoneChange(typed.phone);
        }}
      />
    </span>
  );
}
