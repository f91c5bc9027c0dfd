import { useLingui } from "@lingui/react/macro";
import { useLocation, useRouter } from "@tanstack/react-router";
import { LOCALES, LOCALE_NATIVE_NAMES, LOCALE_TAGS, pathInLocale, type Locale } from "../../../shared/locales";
import { useCurrentPage } from "../../lib/usePageHead";
import { rememberChosenLanguage } from "./remember";
import { useLocale } from "../../lib/useLocale";

/**
 * Links to the same page in each language (the alternate-language links);
 * `page` is dropped. A page that has no version in a language links to that language's home. `label` names a
 * second switch (the footer's) apart from the header's, as two landmarks of one name would confuse.
 */
export function LanguageSwitch({ label }: { label?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const current = useLocale();
  const page = useCurrentPage();
  const { pathname, searchStr } = useLocation();
  const search = new URLSearchParams(searchStr);
  search.delete("page");
  const query = search.toString();
  const hrefOf = (locale: Locale) =>
    page && !page.route.locales.includes(locale)
      ? pathInLocale("/", locale)
      : `${pathInLocale(pathname, locale)}${query ? `?${query}` : ""}`;
  return (
    <nav aria-label={label ?? t`Язык интерфейса`} className="lang-switch">
      <ul>
        {LOCALES.map((locale) => {
          const href = hrefOf(locale);
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={LOCALE_TAGS[locale]}
                lang={LOCALE_TAGS[locale]}
                aria-current={locale === current ? "true" : undefined}
                title={LOCALE_NATIVE_NAMES[locale]}
                onClick={(event) => {
                  rememberChosenLanguage(locale);
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void router.navigate({ href });
                }}
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
