import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { ROUTES_BY_ID } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { sectionsQuery } from "../../api/sections";

/**
 * The sections of the marketplace that have a listing in the current language (none in Polish for afisha, dating,
 * properties).
 */
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
          {/* Exact: the router would mark the home page current on every page under it. */}
          <Link to="/{-$locale}/{-$location}" params={params} activeOptions={{ exact: true, includeSearch: false }}>
            {t`Все`}
          </Link>
        </li>
        {data?.data
          .filter((section) => ROUTES_BY_ID.get(`listing.${section.slug}`)?.locales.includes(locale))
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
