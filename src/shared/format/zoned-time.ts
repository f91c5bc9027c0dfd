import { LOCALE_TAGS, type Locale } from "../locales";

// An event happens at its venue: its times are written in the venue's zone, whoever looks (and typed
// in it: zoned-input.ts). A null zone (an ad without a place) falls back to the runtime's own zone.

const formats = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(tag: string, timeZone: string | null, options: Intl.DateTimeFormatOptions) {
  const key = `${tag}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: timeZone ?? undefined });
    formats.set(key, format);
  }
  return format;
}

/**
 * The zone's short name at an instant as Americans write it ("CST", "EDT", "HST"): other languages'
 * Intl data says "GMT-6", which no venue puts on its poster.
 */
export function zoneAbbreviation(instant: Date, timeZone: string | null): string {
  const parts = dateTimeFormat("en-US", timeZone, { timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** «31 декабря в 19:00 (CST)», "December 31 at 7:00 PM (CST)": the time at the venue, its zone named. */
export function formatZonedDateTime(iso: string, locale: Locale, timeZone: string | null): string {
  const instant = new Date(iso);
  const options = { day: "numeric", month: "long", hour: "numeric", minute: "2-digit" } as const;
  const text = dateTimeFormat(LOCALE_TAGS[locale], timeZone, options).format(instant);
  return `${text} (${zoneAbbreviation(instant, timeZone)})`;
}
