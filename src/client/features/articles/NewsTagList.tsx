import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { newsTagsQuery } from "../../api/articles";

/** The most used tags shown above the news: enough to browse by topic, not a wall of words. */
const SHOWN = 12;

/** The news' most used topics, each a link to its tag page with its count of news; the open one is marked. */
export function NewsTagList({ location, current }: { location: string | undefined; current: string | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(newsTagsQuery(locale));
  const tags = data?.data.slice(0, SHOWN) ?? [];
  if (!tags.length) return null;
  return (
    <nav className="category-list" aria-label={t`Темы новостей`}>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              to={pathOf("news.tag", locale, { location: location ?? null, params: { tag: tag.slug } })}
              className="category-list__link"
              aria-current={tag.slug === current ? "page" : undefined}
            >
              <span className="category-list__name">#{tag.name}</span>
              <span className="category-list__count">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
