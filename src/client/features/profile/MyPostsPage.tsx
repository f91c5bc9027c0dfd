import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { editKindOf, kindOfSection } from "../../../shared/contract/form-kinds";
import type { MyPost } from "../../../shared/contract/profile";
import { LOCALE_TAGS } from "../../../shared/locales";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../i18n/useLocale";
import { deletePost, setPostActive } from "../post-form/api";
import { useOutbox } from "../post-form/useOutbox";
import { refreshAdReads } from "../posts/api";
import { Pagination } from "../posts/Pagination";
import { usePostHref } from "../posts/PostCard";
import { myPostsQuery } from "./api";
import { QueryView } from "../../ui/QueryView";
import { ProfileSection } from "./ProfileSection";
import { dateTimeFormat } from "../../lib/intl";

/** /profile/listing: the user's ads with their figures and what can be done with each. */
export function MyPostsPage({ page }: { page: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const posts = useQuery(myPostsQuery(locale, page));
  const outbox = useOutbox();
  const queuedAt = dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "short", timeStyle: "short" });
  return (
    <ProfileSection title={<Trans>Мои объявления</Trans>} current="listing">
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
                  <strong>{item.title}</strong> <span className="status status--pending">{item.error ? t`Не принято: ${reason}` : t`ждёт связи с ${when}`}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <QueryView query={posts}>
        {(found) =>
          found.data.length === 0 ? (
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

function MyPostRow({ post }: { post: MyPost }) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = post.kind ?? kindOfSection(post.section, post.fields);
  const title = post.title;
  const statusLabel = { active: t`Активно`, inactive: t`Неактивно`, pending: t`Ждёт подтверждения телефона`, deleted: t`Удалено` }[post.status];
  const views = post.view_count;
  const likes = post.favourite_count;
  const answers = post.answers_count;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await refreshAdReads(queryClient);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="my-post" aria-labelledby={`my-post-${String(post.id)}`}>
      {post.thumb_url ? <img className="my-post__thumb" src={post.thumb_url} alt="" width={96} height={72} loading="lazy" /> : null}
      <div className="my-post__body">
        <h2 id={`my-post-${String(post.id)}`} className="my-post__title">
          {post.status === "active" ? <Link to={href(post)}>{title}</Link> : title}
        </h2>
        <p className="my-post__meta">
          <span className={`status status--${post.status}`}>{statusLabel}</span>
          <span>{t`Просмотры: ${views}`}</span>
          <span>{t`В избранном: ${likes}`}</span>
          <span>{t`Отклики: ${answers}`}</span>
        </p>
        <p className="form-actions">
          {kind ? (
            <Link className="button button--secondary button--small" to={pathOf(`profile.edit.${editKindOf(kind)}`, locale)} search={{ id: post.id }}>
              <Trans>Редактировать</Trans>
            </Link>
          ) : null}
          {post.status === "active" ? (
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void run(() => setPostActive(locale, post.id, false))}>
              <Trans>Деактивировать</Trans>
            </button>
          ) : post.status === "inactive" ? (
            <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void run(() => setPostActive(locale, post.id, true))}>
              <Trans>Активировать</Trans>
            </button>
          ) : null}
          <Link className="button button--secondary button--small" to={pathOf("page.single-promotion", locale)} search={{ post_id: post.id }}>
            <Trans>Продвинуть</Trans>
          </Link>
          <Link className="button button--secondary button--small" to={pathOf("page.statistic", locale)} search={{ post_id: post.id }}>
            <Trans>Статистика</Trans>
          </Link>
          <Link className="button button--secondary button--small" to={pathOf("page.requests", locale)} search={{ post_id: post.id }}>
            <Trans>Отклики</Trans>
          </Link>
          <button
            type="button"
            className="button button--secondary button--small button--danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t`Удалить объявление «${title}»? Это нельзя отменить.`)) void run(() => deletePost(locale, post.id));
            }}
          >
            <Trans>Удалить</Trans>
          </button>
        </p>
        <FormAlert message={failure} />
      </div>
    </article>
  );
}
