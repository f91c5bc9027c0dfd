import { dateTimeFormat, relativeTimeFormat } from "../../lib/intl";

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A message's clock time: 14:05. */
export function clockTime(iso: string, tag: string): string {
  return dateTimeFormat(tag, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** The list's time of a conversation, as messengers show it: today the clock time, earlier the date. */
export function listTime(iso: string, tag: string, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return clockTime(iso, tag);
  const options: Intl.DateTimeFormatOptions =
    at.getFullYear() === now.getFullYear() ? { day: "numeric", month: "short" } : { dateStyle: "short" };
  return dateTimeFormat(tag, options).format(at);
}

/** The day a run of messages was written: today, yesterday, else the date. */
export function dayLabel(iso: string, tag: string, now = new Date()): string {
  const at = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(at, now)) return relativeTimeFormat(tag, { numeric: "auto" }).format(0, "day");
  if (sameDay(at, yesterday)) return relativeTimeFormat(tag, { numeric: "auto" }).format(-1, "day");
  const options: Intl.DateTimeFormatOptions =
    at.getFullYear() === now.getFullYear() ? { day: "numeric", month: "long" } : { dateStyle: "long" };
  return dateTimeFormat(tag, options).format(at);
}

/** The local day of a moment, to group messages by. */
export const dayKey = (iso: string): string => new Date(iso).toDateString();
