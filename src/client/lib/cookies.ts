import Cookies from "js-cookie";
import { COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../shared/constants";
import type { Locale } from "../../shared/locales";

/** The chosen language, remembered for a year (spec sections 3 and 9). */
export function rememberLocale(locale: Locale): void {
  Cookies.set(COOKIE.locale, locale, { expires: LOCALE_COOKIE_MAX_AGE_DAYS, path: "/", sameSite: "lax" });
}
