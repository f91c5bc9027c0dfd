import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_COUNTRY } from "../../../shared/countries";

/** A revealed phone as a person reads it, the number a dialer takes, and the one a copy gives. */
export interface ShownPhone {
  text: string;
  href: string;
  copy: string;
}

/**
 * "(212) 555-0174" for a number of the viewer's own country, "+48 512 345 678" for any other; the
 * link and the copy are always the full international number. A number libphonenumber cannot read
 * is shown as it came.
 */
export function phoneForDisplay(phone: string, viewerCountry: string | null): ShownPhone {
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY);
  if (!parsed) return { text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}`, copy: phone };
  const home = parsed.country !== undefined && parsed.country === (viewerCountry ?? DEFAULT_COUNTRY);
  const international = parsed.formatInternational();
  return { text: home ? parsed.formatNational() : international, href: parsed.getURI(), copy: international };
}
