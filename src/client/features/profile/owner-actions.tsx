import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useLocale } from "../../lib/useLocale";
import { usePostActions } from "../../entities/post-status";

/**
 * What the author can do with an ad, the same on their list and above the ad: take it down or bring it back
 * (busy while asked, the failure in their language) and delete it after a dialog.
 */
export function useOwnerActions(postId: number) {
  const { t } = useLingui();
  const actions = usePostActions(postId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const setActive = async (active: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await actions.setActive(active);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`);
    } finally {
      setBusy(false);
    }
  };
  return { remove: actions.remove, busy, failure, deleting, setDeleting, setActive };
}

/** «Активировать» for an ad taken down, «Деактивировать» for a live one; nothing for the other states. */
export function ActiveToggle({
  status,
  busy,
  onSet,
}: {
  status: PostStatus;
  busy: boolean;
  onSet: (active: boolean) => Promise<void>;
}) {
  if (status !== "active" && status !== "inactive") return null;
  const activating = status === "inactive";
  return (
    <button
      type="button"
      className={`button ${activating ? "button--primary" : "button--secondary"} button--small`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void onSet(activating)}
    >
      {activating ? <Trans>Активировать</Trans> : <Trans>Деактивировать</Trans>}
    </button>
  );
}

/** The question before deleting: what goes with the ad, and for a live one that taking it down is undoable. */
export function DeleteAdDialog({
  open,
  title,
  status,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  status: PostStatus;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      title={t`Удалить объявление?`}
      confirmLabel={t`Удалить`}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <Trans>
          «{title}» исчезнет из поиска и из ваших объявлений вместе со статистикой и откликами. Это нельзя отменить.
        </Trans>
      </p>
      {status === "active" ? (
        <p>
          <Trans>Если объявление нужно лишь на время убрать, деактивируйте его: потом его можно вернуть.</Trans>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** The ad's pages for its author: promoting it (only a live ad is shown to anyone), its figures and its replies. */
export function OwnerLinks({ postId, status }: { postId: number; status: PostStatus }) {
  const locale = useLocale();
  const search = { post_id: postId };
  return (
    <>
      {status === "active" ? (
        <Link
          className="button button--secondary button--small"
          to={pathOf("page.single-promotion", locale)}
          search={search}
        >
          <Trans>Продвинуть</Trans>
        </Link>
      ) : null}
      <Link className="button button--secondary button--small" to={pathOf("page.statistic", locale)} search={search}>
        <Trans>Статистика</Trans>
      </Link>
      <Link className="button button--secondary button--small" to={pathOf("page.requests", locale)} search={search}>
        <Trans>Отклики</Trans>
      </Link>
    </>
  );
}
