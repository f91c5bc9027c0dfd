import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { editKindOf, kindOfSection } from "../../../shared/contract/form-kinds";
import { isAuthorType } from "../../../shared/contract/slugs";
import type { MyPost } from "../../../shared/contract/profile";
import { pathOf } from "../../../shared/routes";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { usePostHref } from "../../lib/usePostHref";
import { ActiveToggle, DeleteAdDialog, OwnerLinks, useOwnerActions } from "./owner-actions";
import { PostStatusBadge, usePostStatusText } from "../../entities/post-status";
import { AdEnd, AdLifeActions } from "./AdLife";

/** One of the user's ads on /profile/listing: its state, its figures and what can be done with it. */
export function MyPostRow({ post }: { post: MyPost }) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = usePostHref();
  const { remove, busy, failure, deleting, setDeleting, setActive } = useOwnerActions(post.id);
  const kind = post.kind ?? kindOfSection(post.section, post.fields);
  const title = post.title;
  const { hint } = usePostStatusText()(post.status, post.section);
  const views = post.view_count;
  const likes = post.favourite_count;
  const answers = post.answers_count;
  // A proposed article is no ad: nothing to sell, renew, promote or answer; its author may hide or delete it.
  const article = isAuthorType(post.section);

  return (
    <article className={`my-post my-post--${post.status}`} aria-labelledby={`my-post-${String(post.id)}`}>
      {post.thumb_url ? (
        <img className="my-post__thumb" src={post.thumb_url} alt="" width={96} height={72} loading="lazy" />
      ) : null}
      <div className="my-post__body">
        <h2 id={`my-post-${String(post.id)}`} className="my-post__title">
          {/* Its page opens for its author whatever its state: the author sees it as it is. */}
          <Link to={href(post)}>{title}</Link>
        </h2>
        <p className="my-post__meta">
          <PostStatusBadge status={post.status} section={post.section} />
          <AdEnd post={post} />
          <span>{t`Просмотры: ${views}`}</span>
          <span>{t`В избранном: ${likes}`}</span>
          <span>{t`Отклики: ${answers}`}</span>
        </p>
        {hint ? <p className="my-post__hint">{hint}</p> : null}
        {post.edit_held ? (
          <p className="my-post__hint">
            <Trans>Изменения на проверке: посетители пока видят прежний вариант.</Trans>
          </p>
        ) : null}
        {post.status === "rejected" && post.review_note ? (
          <p className="my-post__hint">
            <Trans>Причина: {post.review_note}</Trans>
          </p>
        ) : null}
        <p className="form-actions">
          {post.status === "inactive" ? <ActiveToggle status={post.status} busy={busy} onSet={setActive} /> : null}
          {kind ? (
            <Link
              className="button button--secondary button--small"
              to={pathOf(`profile.edit.${editKindOf(kind)}`, locale)}
              search={{ id: post.id }}
            >
              <Trans>Редактировать</Trans>
            </Link>
          ) : null}
          {article ? null : <AdLifeActions post={post} busy={busy} />}
          {post.status === "active" ? <ActiveToggle status={post.status} busy={busy} onSet={setActive} /> : null}
          {article ? null : <OwnerLinks postId={post.id} status={post.status} />}
          <button
            type="button"
            className="button button--secondary button--small button--danger"
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            <Trans>Удалить</Trans>
          </button>
        </p>
        <FormAlert message={failure} />
        <DeleteAdDialog
          open={deleting}
          title={title}
          status={post.status}
          onConfirm={() => remove()}
          onClose={() => setDeleting(false)}
        />
      </div>
    </article>
  );
}
