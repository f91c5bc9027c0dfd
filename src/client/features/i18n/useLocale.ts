import { useParams } from "@tanstack/react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../shared/locales";

/** The language of the current route: its prefix, or Russian without one. */
export function useLocale(): Locale {
  const { locale } = useParams({ strict: false });
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
