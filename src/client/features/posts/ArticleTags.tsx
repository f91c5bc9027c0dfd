import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { PostDetail } from "../../../shared/contract/posts";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";

/** A news article's tags, each a link to the page of the news with that tag. */
export function ArticleTags({ tags, location }: { tags: PostDetail["tags"]; location: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!tags.length) return null;
  return (
    <nav className="article-tags" aria-label={t`Темы`}>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link
              to={pathOf("news.tag", locale, { location, params: { tag: tag.slug } })}
              className="article-tags__link"
            >
              <span aria-hidden="true">#</span>
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
