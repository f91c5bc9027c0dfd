import Cookies from "js-cookie";
import { COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, TOKEN_COOKIE_MAX_AGE_S } from "../../shared/constants";
import { isLocale, type Locale } from "../../shared/locales";
import { storeInterfaceCity, storedInterfaceCity } from "./stored-values";

const YEAR_DAYS = 365;
const options = (days: number) => ({ expires: days, path: "/", sameSite: "lax" as const });

/** The chosen language, remembered for a year. */
export function rememberLocale(locale: Locale): void {
  Cookies.set(COOKIE.locale, locale, options(LOCALE_COOKIE_MAX_AGE_DAYS));
}

export function rememberedLocale(): Locale | null {
  const value = Cookies.get(COOKIE.locale);
  return isLocale(value) ? value : null;
}

/** Cookie `location` holds `{"slug": …}`; "all" means the whole USA, undefined no cookie. */
function locationCookieSlug(): string | null | undefined {
  const raw = Cookies.get(COOKIE.location);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "slug" in parsed && typeof parsed.slug === "string") {
      return parsed.slug === "all" ? null : parsed.slug;
    }
  } catch {
    // a malformed cookie is no saved location
  }
  return undefined;
}

/**
 * The saved location: the `location` cookie or, when the cookie is gone (cleared, expired), the city
 * remembered in interface_city. Null is the whole USA.
 */
export function savedLocationSlug(): string | null {
  const fromCookie = locationCookieSlug();
  return fromCookie === undefined ? storedInterfaceCity() : fromCookie;
}

/** The visitor's place, in the cookie the location redirect reads and in interface_city. */
export function saveLocation(slug: string | null): void {
  Cookies.set(COOKIE.location, JSON.stringify({ slug: slug ?? "all" }), options(YEAR_DAYS));
  storeInterfaceCity(slug);
}

export function sessionToken(): string | null {
  return Cookies.get(COOKIE.token) ?? null;
}

/**
 * A short, non-secret fingerprint of the session (FNV-1a of the token), for cache keys: what was
 * cached for one session (or for a visitor) is never taken for another's after a reload. Kept, not
 * read per call: every card's heart asks for it while rendering, and each document.cookie read costs.
 */
export function sessionFingerprint(): string {
  fingerprint ??= fingerprintOf(sessionToken());
  return fingerprint;
}

let fingerprint: string | null = null;

function fingerprintOf(token: string | null): string {
  if (!token) return "visitor";
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const tokenListeners = new Set<() => void>();

/**
 * Called when the session changes, in this tab (sign-in, sign-out) or in another (seen when this one
 * is shown again): what is keyed by the session (sessionFingerprint) is read again under the new key.
 * Returns the unsubscribe, as React's useSyncExternalStore expects.
 */
export function onSessionTokenChange(listener: () => void): () => void {
  if (tokenListeners.size === 0) document.addEventListener("visibilitychange", rereadToken);
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
    if (tokenListeners.size === 0) document.removeEventListener("visibilitychange", rereadToken);
  };
}

function rereadToken(): void {
  if (document.visibilityState !== "visible") return;
  const before = fingerprint;
  fingerprint = null;
  if (sessionFingerprint() !== before) notifyTokenChange();
}

function notifyTokenChange(): void {
  fingerprint = null;
  for (const listener of tokenListeners) listener();
}

/** The session token for 30 days, as the cookie the server also reads. */
export function saveSessionToken(token: string): void {
  Cookies.set(COOKIE.token, token, {
    expires: TOKEN_COOKIE_MAX_AGE_S / 86_400,
    path: "/",
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
  notifyTokenChange();
}

export function clearSessionToken(): void {
  Cookies.remove(COOKIE.token, { path: "/" });
  notifyTokenChange();
}

/** Whether the visitor has a location at all, "all" included. */
export function hasLocationCookie(): boolean {
  return Cookies.get(COOKIE.location) !== undefined;
}

/** App popup bookkeeping: kept a year. */
const APP_POPUP_SEEN = "hasSeenAppPopup";
const APP_POPUP_SESSIONS = "sessionCountAppPopup";

export function hasSeenAppPopup(): boolean {
  return Cookies.get(APP_POPUP_SEEN) === "true";
}

export function markAppPopupSeen(): void {
  Cookies.set(APP_POPUP_SEEN, "true", options(YEAR_DAYS));
}

/** The sessions counted so far (this one included once the app started). */
export function appPopupSessionCount(): number {
  return Number(Cookies.get(APP_POPUP_SESSIONS) ?? 0) || 0;
}

/** Counts this browser session once (a sessionStorage flag) and returns the session count. */
export function countAppPopupSession(): number {
  const counted = Number(Cookies.get(APP_POPUP_SESSIONS) ?? 0) || 0;
  let isNewSession = true;
  try {
    isNewSession = sessionStorage.getItem(APP_POPUP_SESSIONS) === null;
    sessionStorage.setItem(APP_POPUP_SESSIONS, "1");
  } catch {
    // no session storage: every page load counts as a session
  }
  const count = isNewSession ? counted + 1 : Math.max(counted, 1);
  if (isNewSession) Cookies.set(APP_POPUP_SESSIONS, String(count), options(YEAR_DAYS));
  return count;
}
