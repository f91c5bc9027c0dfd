import { Trans } from "@lingui/react/macro";
import { Link, useRouter } from "@tanstack/react-router";
import { editKindOf, kindOfSection } from "../../../shared/contract/form-kinds";
import type { PostDetail } from "../../../shared/contract/posts";
import { pathOf } from "../../../shared/routes";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../../lib/useLocale";
import { ActiveToggle, DeleteAdDialog, OwnerLinks, useOwnerActions } from "./owner-actions";
import { PostStatusBadge } from "../../entities/post-status";
import { AdLifeActions } from "./AdLife";

/**
 * The author's panel above their ad: its state and all they can do with it (bring back or take down, edit,
 * promote, figures, replies, delete).
 */
export function OwnerControls({ post }: { post: PostDetail }) {
  const locale = useLocale();
  const router = useRouter();
  const { remove, busy, failure, deleting, setDeleting, setActive } = useOwnerActions(post.id);
  const { status, title } = post;
  const kind = kindOfSection(post.section, post.fields);
  const editPath = kind ? pathOf(`profile.edit.${editKindOf(kind)}`, locale) : null;

  return (
    <section className={`owner-panel owner-panel--${status}`} aria-labelledby="owner-panel-title">
      <p className="owner-panel__head">
        <strong id="owner-panel-title">
          <Trans>Ваше объявление</Trans>
        </strong>
        <PostStatusBadge status={status} section={post.section} />
      </p>
      {status === "active" ? null : (
        <p className="owner-panel__hint">
          <Trans>Его видите только вы: в поиске и по ссылке оно не показывается.</Trans>
        </p>
      )}
      <p className="form-actions">
        <ActiveToggle status={status} busy={busy} onSet={setActive} />
        {/* The ad's end is not in its page's answer: «Продлить» shows where renewing makes sense. */}
        <AdLifeActions post={{ id: post.id, section: post.section, status, expires_at: undefined }} busy={busy} />
        {editPath ? (
          <Link className="button button--secondary button--small" to={editPath} search={{ id: post.id }}>
            <Trans>Редактировать</Trans>
          </Link>
        ) : null}
        <OwnerLinks postId={post.id} status={status} />
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
        status={status}
        onConfirm={() => remove(() => router.navigate({ href: pathOf("profile.listing", locale) }))}
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}
