import type { Locale } from "../../../shared/locales";
import { rememberedLocale, rememberLocale } from "../../lib/cookies";
import { storedInterfaceLang, storeInterfaceLang } from "../../lib/stored-values";

/** The visitor chose a language: the i18n_redirected cookie the language rule reads, and interface_lang. */
export function rememberChosenLanguage(locale: Locale): void {
  rememberLocale(locale);
  storeInterfaceLang(locale);
}

/**
 * The remembered language: the i18n_redirected cookie, else interface_lang, the
 * visitor's own choice, which puts the cookie back (it was cleared or expired).
 */
export function rememberedLanguage(): Locale | null {
  const fromCookie = rememberedLocale();
  if (fromCookie) return fromCookie;
  const chosen = storedInterfaceLang();
  if (chosen) rememberLocale(chosen);
  return chosen;
}
