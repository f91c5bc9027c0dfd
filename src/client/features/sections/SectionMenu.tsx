import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useLocale } from "../i18n/useLocale";
import { sectionsQuery } from "./api";

/** The sections of the marketplace; the chosen one filters the home page's list. */
export function SectionMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(sectionsQuery(locale));
  const current = useSearch({ strict: false }).section;
  const params = { locale: locale === "ru" ? undefined : locale };
  return (
    <nav aria-label={t`Разделы`} className="section-menu">
      <ul>
        <li>
          <Link to="/{-$locale}" params={params} search={{}} aria-current={current ? undefined : "page"}>
            {t`Все`}
          </Link>
        </li>
        {data?.data.map((section) => (
          <li key={section.slug}>
            <Link
              to="/{-$locale}"
              params={params}
              search={{ section: section.slug }}
              aria-current={current === section.slug ? "page" : undefined}
            >
              {section.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
