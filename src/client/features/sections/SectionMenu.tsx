import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { LISTING_SECTIONS } from "../../../shared/routes";
import { useLocale } from "../i18n/useLocale";
import { sectionsQuery } from "./api";

const LISTED: readonly string[] = LISTING_SECTIONS;

/** The sections of the marketplace, each linking to its listing in the current language and location. */
export function SectionMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(sectionsQuery(locale));
  const { location, section: current } = useParams({ strict: false });
  const params = { locale: locale === "ru" ? undefined : locale, location };
  return (
    <nav aria-label={t`Разделы`} className="section-menu">
      <ul>
        <li>
          <Link to="/{-$locale}/{-$location}" params={params} aria-current={current ? undefined : "page"}>
            {t`Все`}
          </Link>
        </li>
        {data?.data
          .filter((section) => LISTED.includes(section.slug))
          .map((section) => (
            <li key={section.slug}>
              <Link
                to="/{-$locale}/{-$location}/$section"
                params={{ ...params, section: section.slug }}
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
