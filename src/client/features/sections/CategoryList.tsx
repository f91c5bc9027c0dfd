import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { buildPath, ROUTES_BY_ID } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { categoryCountsQuery } from "../../api/sections";

/**
 * A section's categories, each with its number of active ads, as marketplaces list them above the
 * ads: the way into a category without typing its address. The open category is marked.
 */
export function CategoryList({
  section,
  location,
  current,
}: {
  section: string;
  location: string | undefined;
  current: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(categoryCountsQuery(locale, section, location));
  const route = ROUTES_BY_ID.get(`category.${section}`);
  if (!route?.locales.includes(locale) || !data?.data.length) return null;
  return (
    <nav className="category-list" aria-label={t`Категории`}>
      <ul>
        {data.data.map((category) => (
          <li key={category.slug}>
            <Link
              to={buildPath(route, locale, { location: location ?? null, params: { category: category.slug } })}
              className="category-list__link"
              aria-current={category.slug === current ? "page" : undefined}
            >
              <span className="category-list__name">{category.name}</span>
              <span className="category-list__count">{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
