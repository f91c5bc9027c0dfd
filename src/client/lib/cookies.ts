import Cookies from "js-cookie";
import { COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../shared/constants";
import { isLocale, type Locale } from "../../shared/locales";

const YEAR_DAYS = 365;
const options = (days: number) => ({ expires: days, path: "/", sameSite: "lax" as const });

/** The chosen language, remembered for a year (spec sections 3 and 9). */
export function rememberLocale(locale: Locale): void {
  Cookies.set(COOKIE.locale, locale, options(LOCALE_COOKIE_MAX_AGE_DAYS));
}

export function rememberedLocale(): Locale | null {
  const value = Cookies.get(COOKIE.locale);
  return isLocale(value) ? value : null;
}

/** Cookie `location` holds `{"slug": …}` (spec section 3); "all" or nothing means the whole USA. */
export function savedLocationSlug(): string | null {
  const raw = Cookies.get(COOKIE.location);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "slug" in parsed && typeof parsed.slug === "string" && parsed.slug !== "all") {
      return parsed.slug;
    }
  } catch {
    // a malformed cookie is no saved location
  }
  return null;
}

export function saveLocation(slug: string | null): void {
  Cookies.set(COOKIE.location, JSON.stringify({ slug: slug ?? "all" }), options(YEAR_DAYS));
  Cookies.set(COOKIE.interfaceCity, slug ?? "all", options(YEAR_DAYS));
}

/** `interface_city` defaults to 'all' (spec section 3). */
export function ensureInterfaceCity(): void {
  if (!Cookies.get(COOKIE.interfaceCity)) Cookies.set(COOKIE.interfaceCity, "all", options(YEAR_DAYS));
}

export function sessionToken(): string | null {
  return Cookies.get(COOKIE.token) ?? null;
}

/** Whether the visitor has a location at all, "all" included. */
export function hasLocationCookie(): boolean {
  return Cookies.get(COOKIE.location) !== undefined;
}
