import { yieldToMain } from "./yield";

/**
 * Intl formatters, made once per language and options: building one costs far more than using it,
 * and a listing formats prices, dates and ages for every card on every render.
 */
const cache = new Map<string, unknown>();

function cached<T>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${tag}|${JSON.stringify(options ?? {})}`;
  let value = cache.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

export const numberFormat = (tag: string, options?: Intl.NumberFormatOptions) =>
  cached("number", tag, options, () => new Intl.NumberFormat(tag, options));
export const dateTimeFormat = (tag: string, options?: Intl.DateTimeFormatOptions) =>
  cached("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
export const relativeTimeFormat = (tag: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached("relative", tag, options, () => new Intl.RelativeTimeFormat(tag, options));
export const listFormat = (tag: string, options?: Intl.ListFormatOptions) =>
  cached("list", tag, options, () => new Intl.ListFormat(tag, options));
export const displayNames = (tag: string, options: Intl.DisplayNamesOptions) =>
  cached("names", tag, options, () => new Intl.DisplayNames([tag], options));

/**
 * The browser loads its locale data on the first formatter it makes (~0.1 s of a slow phone's main
 * thread, most of it in the first one): made here one per task before the first render, the cards'
 * formatters no longer lengthen the task that draws them.
 */
export async function warmFormatters(tag: string): Promise<void> {
  const warmers = [
    () => dateTimeFormat(tag, { day: "numeric", month: "long" }).format(0),
    () => relativeTimeFormat(tag, { numeric: "auto" }).format(-1, "day"),
    () => numberFormat(tag).format(1),
  ];
  for (const warm of warmers) {
    warm();
    await yieldToMain();
  }
}
