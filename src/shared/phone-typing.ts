// The small metadata is enough to tell a country code and a national prefix apart; validity is the
// server's (lib/phone.ts, with the full metadata).
import { AsYouType, type CountryCode } from "libphonenumber-js/min";
import { applyMask, countryByDial, countryByIso, maskDigits, type Country } from "./countries";

/** What a phone field holds: the country of the dial-code picker and the number in its mask. */
export interface TypedPhone {
  country: Country;
  phone: string;
}

/** Longer text is no phone: nothing past this is read (a pasted paragraph). */
const MAX_TYPED = 40;

/** The country of a number written with its calling code, when the country table has it. */
function tableCountry(typer: AsYouType): Country | undefined {
  const code = typer.getCallingCode();
  if (!code) return undefined;
  const byDial = countryByDial(`+${code}`);
  const iso = typer.getCountry();
  const exact = iso ? countryByIso(iso) : undefined;
  return exact && exact.dial === byDial?.dial ? exact : byDial;
}

/** The digits after the calling code or the national prefix; none while only a prefix is typed. */
const nationalOf = (typer: AsYouType): string => typer.getNumber()?.nationalNumber ?? "";

function international(text: string): TypedPhone | null {
  const typer = new AsYouType();
  typer.input(text);
  const country = tableCountry(typer);
  return country ? { country, phone: applyMask(nationalOf(typer), country.mask) } : null;
}

/**
 * Reads what is typed or pasted into a phone field, however it is written: "+1 (212) 555-0173",
 * "(212) 555-0173", "212.555.0173", "1-212-555-0173" (national prefix dropped), "+380 67 123 4567" or
 * "00380…" (the country switches), or too many digits for the country that begin with another
 * country's code. The number comes back in the country's mask of the country table.
 */
export function readTypedPhone(typed: string, current: Country): TypedPhone {
  const text = typed.slice(0, MAX_TYPED).trim().replace(/^00/, "+");
  if (text.startsWith("+")) {
    // A calling code still being typed ("+38") stays as it is until it names a country.
    return international(text) ?? { country: current, phone: `+${text.replace(/\D/g, "")}` };
  }
  const digits = text.replace(/\D/g, "");
  const typer = new AsYouType(current.iso as CountryCode);
  typer.input(digits);
  const national = nationalOf(typer);
  const [, most] = maskDigits(current.mask);
  if (national.length > most) {
    const abroad = international(`+${digits}`);
    if (abroad) return abroad;
  }
  return { country: current, phone: applyMask(national, current.mask) };
}
