import type { Context } from "hono";
import { localeFromAcceptLanguage, type Locale } from "../../shared/locales";

/** The caller's interface language, from Accept-Language, Russian by default. */
export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header("accept-language"));
}
