import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { AuthorType } from "../../../shared/contract/articles";
import { buildPath, ROUTES_BY_ID } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePageHead } from "../../lib/usePageHead";
import { authorsQuery } from "../../api/articles";

/** The blog's or the news' authors, each with how many articles they wrote. */
export function AuthorsPage({ type }: { type: AuthorType }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { head } = usePageHead();
  const { data } = useSuspenseQuery(authorsQuery(locale, type));
  const authorRoute = ROUTES_BY_ID.get(`author.${type}`);
  return (
    <>
      <h1 className="page-title">{head.h1}</h1>
      {data.data.length === 0 ? (
        <p className="empty">
          <Trans>Авторов пока нет.</Trans>
        </p>
      ) : (
        <ul className="author-list">
          {data.data.map((author) => {
            const count = author.count;
            return (
              <li key={author.slug}>
                {authorRoute ? (
                  <Link to={buildPath(authorRoute, locale, { params: { slug: author.slug } })}>{author.name}</Link>
                ) : (
                  author.name
                )}
                <span className="author-list__count">{t`Статей: ${count}`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
