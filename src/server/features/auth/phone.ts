import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { countryByDial } from "../../../shared/countries";

/**
 * A typed number with a dial code of the spec's table, in E.164, or null when libphonenumber says
 * no such number can exist (the shared schema has already checked the country's mask).
 */
export function toE164(phone: string, dial: string): string | null {
  const country = countryByDial(dial);
  if (!country) return null;
  const parsed = parsePhoneNumberFromString(phone.replace(/\D/g, ""), country.iso as CountryCode);
  if (!parsed?.isPossible() || `+${parsed.countryCallingCode}` !== dial) return null;
  return parsed.number;
}

/** A number as an author typed it in an ad's contacts, in E.164 (national numbers read as `iso`'s). */
export function contactPhoneE164(phone: string, iso: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, iso as CountryCode);
  return parsed?.isPossible() ? parsed.number : null;
}
