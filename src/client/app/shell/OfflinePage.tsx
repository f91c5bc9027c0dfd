import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { DefaultLayout } from "./DefaultLayout";
import { Icon } from "../../ui/Icon";
import { formatSince } from "../../features/pwa/time";
import { visitedPages } from "../../features/pwa/visited";

/** A page never opened before, asked for with no network: what can be opened instead. */
export default function OfflinePage() {
  const { i18n } = useLingui();
  const pages = visitedPages().filter((page) => page.path !== window.location.pathname + window.location.search);
  return (
    <DefaultLayout>
      <section className="offline-page" aria-labelledby="offline-title">
        <Icon name="offline" size={48} className="offline-page__icon" />
        <h1 id="offline-title">
          <Trans>Нет подключения к интернету</Trans>
        </h1>
        <p>
          <Trans>
            Эта страница ещё не сохранена на устройстве. Откройте её, когда появится сеть, или посмотрите то, что уже
            открывали:
          </Trans>
        </p>
        <ul className="offline-page__list">
          <li>
            <a href="/">
              <Trans>Главная</Trans>
            </a>
          </li>
          {pages.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.title || page.path}</a>{" "}
              <span className="offline-page__time">{formatSince(page.at, i18n.locale)}</span>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Trans>Попробовать снова</Trans>
        </button>
      </section>
    </DefaultLayout>
  );
}
