import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A console dialog's buttons: «Отмена» and its action (a form's submit), both held while the action runs. */
export function DialogActions({
  busy,
  onCancel,
  danger = false,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <p className="confirm-dialog__actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        <Trans>Отмена</Trans>
      </button>
      <button
        type="submit"
        className={danger ? "button button--primary button--danger-solid" : "button button--primary"}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {children}
      </button>
    </p>
  );
}
