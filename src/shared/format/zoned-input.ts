import { dateTimeFormat } from "./zoned-time";

// The event form's datetime-local input names a wall-clock time at the venue: read and written here on the
// venue zone's clock (the browser's own when the ad has no place yet). Apart from zoned-time.ts, which cards
// load on the first page: only the form needs this.

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
