import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

/** Previous/next links that keep the other search parameters (`?page=`). */
export function Pagination({ page, lastPage }: { page: number; lastPage: number }) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Страницы`}>
      {page > 1 ? (
        <Link
          to="."
          search={(prev) => ({ ...prev, page: page - 1 === 1 ? undefined : page - 1 })}
          rel="prev"
          className="button"
        >
          <Trans>← Назад</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className="pagination__status">
        <Trans>
          Страница {page} из {lastPage}
        </Trans>
      </span>
      {page < lastPage ? (
        <Link to="." search={(prev) => ({ ...prev, page: page + 1 })} rel="next" className="button">
          <Trans>Вперёд →</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
