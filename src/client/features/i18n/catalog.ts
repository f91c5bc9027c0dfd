import { i18n, type Messages } from "@lingui/core";
import { LOCALE_TAGS, type Locale } from "../../../shared/locales";

const loaded = new Set<Locale>();

/** A catalog already at hand (the server's page renderer reads them from the build). */
export function loadCatalog(locale: Locale, messages: Messages): void {
  if (loaded.has(locale)) return;
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Loads the compiled catalog of a language from /_i18n (cached by the service worker), once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const response = await fetch(`/_i18n/${locale}/messages.json`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Could not load the ${locale} messages: HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Messages };
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Loads a language's catalog and activates it. Lingui renders nothing before the first activation. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  if (i18n.locale !== locale) {
    i18n.activate(locale, [LOCALE_TAGS[locale]]);
    if (typeof document !== "undefined") document.documentElement.lang = LOCALE_TAGS[locale];
  }
}
