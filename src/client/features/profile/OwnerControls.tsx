import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { PostDetail } from "../../../shared/contract/posts";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { useLocale } from "../i18n/useLocale";
import { PostStatusBadge, usePostActions } from "./post-status";

/** The author's panel above their ad: its state, taking it down or bringing it back, deleting it. */
export function OwnerControls({ post }: { post: PostDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const actions = usePostActions(post.id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { status, title } = post;

  async function setActive(active: boolean) {
    setBusy(true);
    setFailure(null);
    try {
      await actions.setActive(active);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`owner-panel owner-panel--${status}`} aria-labelledby="owner-panel-title">
      <p className="owner-panel__head">
        <strong id="owner-panel-title">
          <Trans>Ваше объявление</Trans>
        </strong>
        <PostStatusBadge status={status} />
      </p>
      {status === "active" ? null : (
        <p className="owner-panel__hint">
          <Trans>Его видите только вы: в поиске и по ссылке оно не показывается.</Trans>
        </p>
      )}
      <p className="form-actions">
        {status === "inactive" ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void setActive(true)}
          >
            <Trans>Активировать</Trans>
          </button>
        ) : status === "active" ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void setActive(false)}
          >
            <Trans>Деактивировать</Trans>
          </button>
        ) : null}
        <button type="button" className="button button--secondary button--small button--danger" disabled={busy} onClick={() => setDeleting(true)}>
          <Trans>Удалить</Trans>
        </button>
      </p>
      <FormAlert message={failure} />
      <ConfirmDialog
        open={deleting}
        title={t`Удалить объявление?`}
        confirmLabel={t`Удалить`}
        danger
        onConfirm={() => actions.remove(() => router.navigate({ href: pathOf("profile.listing", locale) }))}
        onClose={() => setDeleting(false)}
      >
        <p>
          <Trans>«{title}» исчезнет из поиска и из ваших объявлений вместе со статистикой и откликами. Это нельзя отменить.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
