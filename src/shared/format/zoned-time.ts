import { LOCALE_TAGS, type Locale } from "../locales";

// An event happens at its venue: its times are read and written in the venue's zone, whoever looks.
// A null zone (an ad without a place) falls back to the runtime's own zone.

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(tag: string, timeZone: string | null, options: Intl.DateTimeFormatOptions) {
  const key = `${tag}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: timeZone ?? undefined });
    formats.set(key, format);
  }
  return format;
}

const WALL = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const satisfies Intl.DateTimeFormatOptions;

/** The wall clock in a zone at an instant, as numbers. */
function wallParts(instant: number, timeZone: string | null): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of dateTimeFormat("en-US", timeZone, WALL).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

const utcOfWall = (p: Record<string, number>) =>
  Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);

/** How far the zone's clock is ahead of UTC at an instant, in ms (CST: −6 h). */
function offsetAt(instant: number, timeZone: string | null): number {
  const minute = Math.floor(instant / 60_000) * 60_000;
  return utcOfWall(wallParts(minute, timeZone)) - minute;
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

/** A datetime-local input's value ("2026-12-31T19:00") for an ISO instant, on the zone's clock. */
export function wallTimeInput(iso: unknown, timeZone: string | null): string {
  if (typeof iso !== "string" || iso === "") return "";
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

/** The instant (ISO, UTC) a datetime-local value names on the zone's clock; null when it names none. */
export function instantOfWallTime(wall: string, timeZone: string | null): string | null {
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset of the guess, then of the corrected guess: right on both sides of a DST change.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
}
