import { isLocale, type Locale } from "../../shared/locales";

/**
 * The localStorage values (the cookies are in cookies.ts). form_draft_data is the
 * post form's: its drafts live in IndexedDB (lib/drafts.ts), the name is only cleared on sign-in.
 */
export const STORED = { userId: "user_id", interfaceLang: "interface_lang", interfaceCity: "interface_city" } as const;

/** interface_city's value for the whole USA, and its default. */
const ALL_CITIES = "all";

// A location slug as the routes have it; anything else found in storage is ignored.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 64;

// Storage can be blocked (private modes, sandboxed frames): then nothing is remembered.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // not remembered this time
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing was stored
  }
}

/** The interface language the visitor chose. */
export const storeInterfaceLang = (locale: Locale): void => write(STORED.interfaceLang, locale);

export function storedInterfaceLang(): Locale | null {
  const value = read(STORED.interfaceLang);
  return isLocale(value) ? value : null;
}

/** The city (or state) the visitor chose; null is the whole USA. */
export const storeInterfaceCity = (slug: string | null): void => write(STORED.interfaceCity, slug ?? ALL_CITIES);

/** The chosen city's slug, or null for the whole USA, nothing chosen, or a value that is no slug. */
export function storedInterfaceCity(): string | null {
  const value = read(STORED.interfaceCity);
  if (value === null || value === ALL_CITIES || value.length > SLUG_MAX || !SLUG.test(value)) return null;
  return value;
}

/** interface_city defaults to 'all', the whole USA. */
export function ensureInterfaceCity(): void {
  if (read(STORED.interfaceCity) === null) write(STORED.interfaceCity, ALL_CITIES);
}

/** Written on sign-in, cleared on sign-out. */
export const storeUserId = (id: number): void => write(STORED.userId, String(id));
export const forgetUserId = (): void => remove(STORED.userId);
