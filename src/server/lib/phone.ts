// The full metadata: isValid() checks a number against its country's real ranges (not just its
// length) and getType() tells premium-rate lines apart. Server-only, so its size does not matter;
// the client reads typed numbers with the small metadata (src/shared/phone-typing.ts) and never imports this file.
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
  type PhoneNumberType,
} from "libphonenumber-js/max";
import { countryByDial } from "../../shared/countries";

/**
 * Numbers a text or a call costs the sender extra for, or that reach no person: never accepted,
 * whether to sign in, to post an ad or to write to an author.
 */
const REFUSED_TYPES: ReadonlySet<PhoneNumberType> = new Set<PhoneNumberType>([
  "PREMIUM_RATE",
  "SHARED_COST",
  "VOICEMAIL",
]);

/** Each digit one more (or one less) than the one before, 9 wrapping to 0: 1234567890, 9876543210. */
function isRun(digits: string): boolean {
  const step = (i: number) => (Number(digits[i]) - Number(digits[i - 1]) + 10) % 10;
  const first = step(1);
  if (first !== 1 && first !== 9) return false;
  for (let i = 2; i < digits.length; i++) if (step(i) !== first) return false;
  return true;
}

/**
 * Numbers anyone can see are made up, though their country's plan allows them: one digit all
 * through, a run like 2345678901, or the North American 555-0100…555-0199 range kept for fiction.
 */
function isObviouslyFake(parsed: PhoneNumber): boolean {
  const national = parsed.nationalNumber;
  if (/^(\d)\1*$/.test(national)) return true;
  if (isRun(national)) return true;
  return parsed.countryCallingCode === "1" && /^\d{3}55501\d{2}$/.test(national);
}

/** A parsed number we accept: valid for its country by the full metadata, not premium-rate, not fake. */
function acceptable(parsed: PhoneNumber | undefined): parsed is PhoneNumber {
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type)) return false;
  return !isObviouslyFake(parsed);
}

/**
 * A typed number with a dial code of the country table, in E.164, or null when it is no number we
 * accept: libphonenumber must find it valid (a real range of its country, not merely the right
 * length), and premium-rate, shared-cost and obviously made-up numbers are refused (the shared
 * schema has already checked the country's mask). Sign-in, ads, the contact form and the
 * username all go through here: the answer is the field's "Неправильный номер телефона".
 */
export function toE164(phone: string, dial: string): string | null {
  const country = countryByDial(dial);
  if (!country) return null;
  const parsed = parsePhoneNumberFromString(phone.replace(/\D/g, ""), country.iso as CountryCode);
  if (!acceptable(parsed) || `+${parsed.countryCallingCode}` !== dial) return null;
  return parsed.number;
}

/**
 * A number as an author typed it in an ad's contacts, in E.164 (national numbers read as `iso`'s).
 * Only compares stored contacts with a proven phone, so it keeps the looser "possible" check: a
 * seeded or older ad's number still matches its owner's.
 */
export function contactPhoneE164(phone: string, iso: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, iso as CountryCode);
  return parsed?.isPossible() ? parsed.number : null;
}
