/**
 * The phone-code country table: flag, dial code, mask and placeholder.
 * Masks use one scheme: 9 is a digit, a part after `?` is optional.
 */
export interface Country {
  iso: string;
  dial: string;
  flag: string;
  mask: string;
  placeholder: string;
}

const c = (iso: string, dial: string, flag: string, mask: string): Country => ({
  iso,
  dial,
  flag,
  mask,
  placeholder: mask.replace("?", "").replace(/9/g, "0"),
});

export const COUNTRIES: readonly Country[] = [
  c("US", "+1", "🇺🇸", "999-999-9999"),
  c("CA", "+1", "🇨🇦", "999-999-9999"),
  c("UA", "+380", "🇺🇦", "99 999 9999"),
  c("PL", "+48", "🇵🇱", "999 999 999"),
  c("GB", "+44", "🇬🇧", "9999 999999"),
  c("DE", "+49", "🇩🇪", "999 9999999?9"),
  c("FR", "+33", "🇫🇷", "9 99 99 99 99"),
  c("ES", "+34", "🇪🇸", "999 999 999"),
  c("IT", "+39", "🇮🇹", "999 999 999?9"),
  c("NL", "+31", "🇳🇱", "9 99999999"),
  c("BE", "+32", "🇧🇪", "999 99 99 99"),
  c("AT", "+43", "🇦🇹", "999 999999?9"),
  c("PT", "+351", "🇵🇹", "999 999 999"),
  c("IE", "+353", "🇮🇪", "99 999 9999"),
  c("SE", "+46", "🇸🇪", "99 999 99 99"),
  c("FI", "+358", "🇫🇮", "99 999 999?9"),
  c("DK", "+45", "🇩🇰", "99 99 99 99"),
  c("CZ", "+420", "🇨🇿", "999 999 999"),
  c("SK", "+421", "🇸🇰", "999 999 999"),
  c("HU", "+36", "🇭🇺", "99 999 9999"),
  c("RO", "+40", "🇷🇴", "999 999 999"),
  c("BG", "+359", "🇧🇬", "99 999 9999"),
  c("GR", "+30", "🇬🇷", "999 999 9999"),
  c("HR", "+385", "🇭🇷", "99 999 999?9"),
  c("SI", "+386", "🇸🇮", "99 999 999"),
  c("LT", "+370", "🇱🇹", "999 99999"),
  c("LV", "+371", "🇱🇻", "99 999 999"),
  c("EE", "+372", "🇪🇪", "9999 999?9"),
  c("LU", "+352", "🇱🇺", "999 999 999"),
  c("MT", "+356", "🇲🇹", "9999 9999"),
  c("CY", "+357", "🇨🇾", "99 999999"),
  c("NO", "+47", "🇳🇴", "999 99 999"),
  c("IS", "+354", "🇮🇸", "999 9999"),
  c("CH", "+41", "🇨🇭", "99 999 99 99"),
  c("MX", "+52", "🇲🇽", "99 9999 9999"),
  c("CL", "+56", "🇨🇱", "9 9999 9999"),
  c("AR", "+54", "🇦🇷", "99 9999 9999"),
  c("UY", "+598", "🇺🇾", "99 999 999"),
  c("CR", "+506", "🇨🇷", "9999 9999"),
];

export const DEFAULT_DIAL = "+1";
export const DEFAULT_COUNTRY = "US";

export function countryByIso(iso: string): Country | undefined {
  return COUNTRIES.find((country) => country.iso === iso);
}

/** The first country of a dial code (+1 is the USA; Canada shares its numbering). */
export function countryByDial(dial: string): Country | undefined {
  return COUNTRIES.find((country) => country.dial === dial);
}

/** How many digits a mask takes: [fewest, most]. */
export function maskDigits(mask: string): [number, number] {
  const [required = "", optional = ""] = mask.split("?");
  const count = (part: string) => part.match(/9/g)?.length ?? 0;
  return [count(required), count(required) + count(optional)];
}

/** Whether a typed number fits the country's mask (separators ignored). */
export function fitsMask(phone: string, mask: string): boolean {
  const digits = phone.replace(/\D/g, "");
  const [min, max] = maskDigits(mask);
  return /^[\d\s()-]+$/.test(phone.trim()) && digits.length >= min && digits.length <= max;
}

/** Formats digits into the mask as they are typed: "5551234" → "555-123-4". */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, "");
  const pattern = mask.replace("?", "");
  let out = "";
  let index = 0;
  for (const ch of pattern) {
    if (index >= digits.length) break;
    if (ch === "9") out += digits[index++] ?? "";
    else out += ch;
  }
  return out;
}
