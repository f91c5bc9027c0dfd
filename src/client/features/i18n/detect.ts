import { isLocale, localeFromAcceptLanguage, pathInLocale, type Locale } from "../../../shared/locales";
import { rememberLocale } from "../../lib/cookies";
import { rememberedLanguage } from "./remember";

let decided = false;

/**
 * The language of a first visit to the home page "/": the cookie (or interface_lang, the language the visitor
 * once chose), then the browser's languages, then Russian. The answer is remembered in the cookie, so the
 * visitor is moved at most once and an explicit choice of Russian sticks. Deeper Russian pages are
 * never moved: a link or a search result names the language it wants.
 * Returns the path to move to, or null to stay.
 */
export function firstVisitLanguageRedirect(pathLocale: Locale, pathname: string): string | null {
  // The server's page renderer draws the page asked for; the browser decides once it runs.
  if (decided || typeof window === "undefined") return null;
  decided = true;
  if (pathLocale !== "ru" || pathname !== "/") return null;
  let locale = rememberedLanguage();
  if (!locale) {
    locale = localeFromAcceptLanguage(navigator.languages.join(","));
    rememberLocale(locale);
  }
  return isLocale(locale) && locale !== "ru" ? pathInLocale(pathname, locale) : null;
}
