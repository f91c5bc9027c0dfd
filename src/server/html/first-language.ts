import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../shared/constants";
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  localeFromPath,
  pathInLocale,
  type Locale,
} from "../../shared/locales";
import { matchPath } from "../../shared/routes";
import { CACHE_POLICY } from "../http/cache-control";
import { isBot } from "./bots";

/** An unprefixed (Russian) page's answer depends on these: a shared cache must keep them apart. */
export const LANGUAGE_VARY = "Accept-Language, Cookie";

/**
 * The language a visitor's unprefixed page should be in: the remembered choice (i18n_redirected), else
 * the browser's languages, else Russian. Crawlers are never moved: they index each language's own URL.
 */
function wantedLocale(c: Context): Locale {
  if (isBot(c.req.header("user-agent"))) return DEFAULT_LOCALE;
  const remembered = getCookie(c, COOKIE.locale);
  if (isLocale(remembered)) return remembered;
  return localeFromAcceptLanguage(c.req.header("accept-language")?.slice(0, 500));
}

/**
 * Where a visitor asking for an unprefixed page in another language goes: the same page in that language,
 * the query kept; null to stay (already prefixed, Russian wanted, or a page the language lacks, such as
 * /pl/dating). Answered before any HTML, so the first paint is already in the visitor's language.
 */
export function languageRedirect(c: Context, pathname: string, search: string): string | null {
  if (localeFromPath(pathname) !== DEFAULT_LOCALE) return null;
  const locale = wantedLocale(c);
  if (locale === DEFAULT_LOCALE) return null;
  const target = pathInLocale(pathname, locale);
  return matchPath(target) ? target + search : null;
}

/** The 302 to the visitor's language, remembered so the browser's own check agrees and moves no more. */
export function redirectToLanguage(c: Context, target: string): Response {
  const locale = localeFromPath(target);
  c.header("Cache-Control", CACHE_POLICY.personal);
  c.header("Vary", LANGUAGE_VARY);
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  c.header("Set-Cookie", `${COOKIE.locale}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax`);
  return c.redirect(target, 302);
}
