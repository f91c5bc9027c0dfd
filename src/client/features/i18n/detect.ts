import { isLocale, pathInLocale, type Locale } from "../../../shared/locales";
import { rememberedLanguage } from "./remember";

let decided = false;

/**
 * The browser's languages are the server's to read: a first visit is redirected before any HTML
 * (server/html/first-language.ts), with the choice remembered in the i18n_redirected cookie. What is left
 * here is what the server cannot see: a choice kept only in interface_lang (the cookie was cleared), and
 * the home page answered by the service worker's shell offline. Deeper Russian pages are never moved
 * here: a link names the language it wants. Returns the path to move to, or null to stay.
 */
export function firstVisitLanguageRedirect(pathLocale: Locale, pathname: string): string | null {
  // The server's page renderer draws the page asked for; the browser decides once it runs.
  if (decided || typeof window === "undefined") return null;
  decided = true;
  if (pathLocale !== "ru" || pathname !== "/") return null;
  const locale = rememberedLanguage();
  return isLocale(locale) && locale !== "ru" ? pathInLocale(pathname, locale) : null;
}
