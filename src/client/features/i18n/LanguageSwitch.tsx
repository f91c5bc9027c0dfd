import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { LOCALES, LOCALE_NATIVE_NAMES, LOCALE_TAGS, pathInLocale } from "../../../shared/locales";
import { rememberLocale } from "../../lib/cookies";
import { useLocale } from "./useLocale";

/** Links to the same page in each language; the `page` parameter is dropped (spec section 2). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const { pathname, searchStr } = useLocation();
  const search = new URLSearchParams(searchStr);
  search.delete("page");
  const query = search.toString();
  return (
    <nav aria-label={t`Язык интерфейса`} className="lang-switch">
      <ul>
        {LOCALES.map((locale) => {
          const href = `${pathInLocale(pathname, locale)}${query ? `?${query}` : ""}`;
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
                aria-current={locale === current ? "true" : undefined}
                title={LOCALE_NATIVE_NAMES[locale]}
                onClick={() => rememberLocale(locale)}
              >
                {locale.toUpperCase()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
