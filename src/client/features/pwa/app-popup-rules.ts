import { localeFromPath } from "../../../shared/locales";

/** Pages of payments, subscriptions, an ad's replies and figures: the popup would interrupt them. */
const NO_POPUP_PAGES = [
  "after-payment",
  "quick-payment",
  "authorize-payment",
  "credit-card-payment",
  "payment-auto-charge",
  "single-promotion",
  "subscription",
  "requests",
  "statistic",
];
/** Pages where the app popup never shows and which hide it: those above, the profile area and sign-in. */
const NO_POPUP = new RegExp(`^/(?:auth|profile)(?:/|$)|^/(?:${NO_POPUP_PAGES.join("|")})$`);

export function isAppPopupBlockedPath(pathname: string): boolean {
  const locale = localeFromPath(pathname);
  const rest = locale === "ru" ? pathname : pathname.slice(locale.length + 1) || "/";
  return NO_POPUP.test(rest);
}

/** Every third session, counting from the first: (count − 1) divisible by 3. */
export function isAppPopupSession(sessionCount: number): boolean {
  return sessionCount >= 1 && (sessionCount - 1) % 3 === 0;
}
