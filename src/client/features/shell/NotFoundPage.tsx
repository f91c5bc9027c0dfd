import { Trans } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";

/** 404 (spec section 2): back and home buttons. */
export function NotFoundPage() {
  const router = useRouter();
  return (
    <main className="container not-found" id="main">
      <h1>
        <Trans>Упс! Страница не найдена.</Trans>
      </h1>
      <div className="not-found__actions">
        <button type="button" className="button" onClick={() => router.history.back()}>
          <Trans>Назад</Trans>
        </button>
        <Link to="/{-$locale}" params={{ locale: undefined }} search={{}} className="button button--primary">
          <Trans>На главную</Trans>
        </Link>
      </div>
    </main>
  );
}
