import { LOCALE_TAGS, isLocale } from "../../../shared/locales";
import { dateTimeFormat, relativeTimeFormat } from "../../lib/intl";

/** «5 минут назад» within a day, a date and time before that, in the interface language. */
export function formatSince(at: number, locale: string, now = Date.now()): string {
  const tag = isLocale(locale) ? LOCALE_TAGS[locale] : locale;
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 24 * 3600) {
    const format = relativeTimeFormat(tag, { numeric: "auto" });
    if (abs < 60) return format.format(0, "minute");
    if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
    return format.format(Math.round(seconds / 3600), "hour");
  }
  return dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }).format(at);
}
