import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { MyPostsView } from "../../../shared/contract/profile";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { useOutbox } from "../../api/useOutbox";
import { Pagination } from "../../ui/Pagination";
import { myPostsQuery } from "./api";
import { QueryView } from "../../ui/QueryView";
import { MyPostRow } from "./MyPostRow";
import { ProfileSection } from "../../entities/ProfileSection";
import { dateTimeFormat } from "../../lib/intl";

/**
 * /profile/listing: the user's ads with their figures, their ends and what can be done with each; `?view=archive`
 * holds the sold (filled) and ended ones.
 */
export function MyPostsPage({ page, view }: { page: number; view: MyPostsView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const posts = useQuery(myPostsQuery(locale, page, view));
  const outbox = useOutbox();
  const queuedAt = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "short", timeStyle: "short" });
  return (
    <ProfileSection current="listing">
      {outbox.length > 0 ? (
        <div className="pending-list" role="region" aria-label={t`Ожидают отправки`}>
          <h2>
            <Trans>Ожидают отправки</Trans>
          </h2>
          <ul>
            {outbox.map((item) => {
              const when = queuedAt.format(item.queuedAt);
              const reason = item.error ?? "";
              return (
                <li key={item.key}>
                  <strong>{item.title}</strong>{" "}
                  <span className="status status--pending">
                    {item.error ? t`Не принято: ${reason}` : t`ждёт связи с ${when}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <nav className="view-tabs" aria-label={t`Какие объявления показать`}>
        <Link
          className="view-tabs__tab"
          to={pathOf("profile.listing", locale)}
          search={{}}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          <Trans>Текущие</Trans>
        </Link>
        <Link
          className="view-tabs__tab"
          to={pathOf("profile.listing", locale)}
          search={{ view: "archive" }}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          <Trans>Архив</Trans>
        </Link>
      </nav>
      <QueryView query={posts}>
        {(found) =>
          found.data.length === 0 && view === "archive" ? (
            <p className="empty">
              <Trans>В архиве пусто. Сюда попадают проданные, закрытые и истёкшие объявления.</Trans>
            </p>
          ) : found.data.length === 0 ? (
            <div className="empty">
              <p>
                <Trans>У вас пока нет объявлений.</Trans>
              </p>
              <Link className="button button--primary" to={pathOf("form.job", locale)}>
                <Trans>Разместить объявление</Trans>
              </Link>
            </div>
          ) : (
            <>
              <ul className="my-posts">
                {found.data.map((post) => (
                  <li key={post.id}>
                    <MyPostRow post={post} />
                  </li>
                ))}
              </ul>
              <Pagination page={found.meta.page} lastPage={found.meta.last_page} />
            </>
          )
        }
      </QueryView>
    </ProfileSection>
  );
}
