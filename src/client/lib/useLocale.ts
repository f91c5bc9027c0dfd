import { useParams } from "@tanstack/react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";

/** The language of the current route: its prefix, or Russian without one. */
export function useLocale(): Locale {
  const { locale } = useParams({ strict: false });
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Params of the home page in a language (Russian has no prefix), with no location. */
export function homeParams(locale: Locale): { locale: Exclude<Locale, "ru"> | undefined; location: undefined } {
  return { locale: locale === "ru" ? undefined : locale, location: undefined };
}
