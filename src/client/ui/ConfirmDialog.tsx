import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { ApiError } from "../lib/api";
import { FormAlert } from "./FormAlert";
import { Modal } from "./Modal";

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, also the dialog's accessible name: «Удалить объявление?». */
  title: string;
  /** What happens if the user agrees. */
  children: ReactNode;
  /** The confirming button's words: «Удалить», «Выйти». */
  confirmLabel: string;
  /** A destructive action: the confirming button is drawn red. */
  danger?: boolean;
  /** The action itself; the dialog stays open and shows the reason if it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * A question before an action that cannot be undone, instead of window.confirm(): focus starts on
 * «Отмена» (the safe choice), Escape or «Отмена» close it and give focus back to the button that
 * opened it; while the action runs both buttons are disabled and the dialog cannot be closed.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={title} narrow closable={!busy} initialFocus={cancel} closeButton={false}>
      <h2 className="modal__title">{title}</h2>
      <div className="confirm-dialog__text">{children}</div>
      <FormAlert message={failure} />
      <p className="confirm-dialog__actions">
        <button ref={cancel} type="button" className="button" onClick={close} disabled={busy}>
          <Trans>Отмена</Trans>
        </button>
        <button
          type="button"
          className={danger ? "button button--primary button--danger-solid" : "button button--primary"}
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      </p>
    </Modal>
  );
}
