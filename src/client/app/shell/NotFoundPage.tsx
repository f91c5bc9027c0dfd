import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { homeParams, useLocale } from "../../lib/useLocale";

/** 404: back and home buttons, and the path that was not found. */
export default function NotFoundPage() {
  const { t } = useLingui();
  const router = useRouter();
  const locale = useLocale();
  const { pathname } = useLocation();
  const title = t`Упс! Страница не найдена.`;
  useEffect(() => {
    document.title = `${title} | Obyava`;
  }, [title]);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p className="not-found__path">
        <Trans>Страница не найдена: {pathname}</Trans>
      </p>
      <div className="not-found__actions">
        <button type="button" className="button" onClick={() => router.history.back()}>
          <Trans>Назад</Trans>
        </button>
        <Link to="/{-$locale}/{-$location}" params={homeParams(locale)} className="button button--primary">
          <Trans>На главную</Trans>
        </Link>
      </div>
    </section>
  );
}
