import { useLingui } from "@lingui/react/macro";
import { COUNTRIES, type Country } from "../../shared/countries";
import { LOCALE_TAGS } from "../../shared/locales";
import { useLocale } from "../lib/useLocale";
import { displayNames } from "../lib/intl";

/**
 * The dial-code picker: shows the flag and dial code; the native list (full country names in the
 * interface language) opens over it, so phones get their own picker and screen readers a select.
 */
export function CountrySelect({ value, onChange }: { value: Country; onChange: (country: Country) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const names = displayNames(LOCALE_TAGS[locale], { type: "region" });
  return (
    <span className="country-select">
      <span className="country-select__face" aria-hidden="true">
        <span className="country-select__iso">{value.iso}</span>
        {value.dial}
        <svg viewBox="0 0 12 12" width="10" height="10" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <select
        className="country-select__native"
        aria-label={t`Код страны`}
        value={value.iso}
        onChange={(event) => {
          const country = COUNTRIES.find((c) => c.iso === event.target.value);
          if (country) onChange(country);
        }}
      >
        {COUNTRIES.map((country) => (
          <option key={country.iso} value={country.iso}>
            {`${country.flag} ${names.of(country.iso) ?? country.iso} (${country.dial})`}
          </option>
        ))}
      </select>
    </span>
  );
}
