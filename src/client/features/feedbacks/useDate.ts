import { LOCALE_TAGS } from "../../../shared/locales";
import { dateTimeFormat } from "../../lib/intl";
import { useLocale } from "../../lib/useLocale";

/** A review's day as the page's language writes it ("21 ноября 2026 г.", "21 listopada 2026"). */
export function useDate(): (iso: string) => string {
  const locale = useLocale();
  const format = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", year: "numeric" });
  return (iso) => format.format(new Date(iso));
}
