import { localeFromPath } from "../../../shared/locales";

/** Pages where the app popup never shows and which hide it (spec section 4). */
const NO_POPUP =
  /^\/(?:auth|profile)(?:\/|$)|^\/(?:after-payment|quick-payment|authorize-payment|credit-card-payment|payment-auto-charge|single-promotion|subscription|requests|statistic)$/;

export function isAppPopupBlockedPath(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  const rest = locale === "ru" ? pathname : pathname.slice(locale.length + 1) || "/";
  return NO_POPUP.test(rest);
}

/** Every third session, counting from the first: (count − 1) divisible by 3. */
export function isAppPopupSession(sessionCount: number): boolean {
  return sessionCount >= 1 && (sessionCount - 1) % 3 === 0;
}
