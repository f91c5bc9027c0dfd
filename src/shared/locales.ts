/** The interface languages. `ru` has no URL prefix; the others are the first path segment. */
export const LOCALES = ["ru", "ua", "pl", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ru";
export const PREFIXED_LOCALES = ["ua", "pl", "en"] as const satisfies readonly Locale[];

/** BCP 47 tags for <html lang>, Intl and hreflang: `ua` is the site's name (and path prefix) for Ukrainian (`uk`). */
export const LOCALE_TAGS: Record<Locale, string> = { ru: "ru", ua: "uk", pl: "pl", en: "en" };

/** Native names, shown in the language switch whatever the current language is. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  ru: "Русский",
  ua: "Українська",
  pl: "Polski",
  en: "English",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in, from its first segment (no prefix = ru). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (PREFIXED_LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/** The same path in another language: the prefix is swapped, the rest kept. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current === DEFAULT_LOCALE ? pathname : pathname.slice(current.length + 1) || "/";
  if (locale === DEFAULT_LOCALE) return rest;
  return rest === "/" ? `/${locale}` : `/${locale}${rest}`;
}

/**
 * The best interface language for an Accept-Language header. `uk` maps to `ua`;
 * anything unknown falls back to Russian, the marketplace's default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (base === "uk" || base === "ua") return "ua";
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
