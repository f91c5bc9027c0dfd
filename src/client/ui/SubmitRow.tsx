import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FormAlert } from "./FormAlert";

/**
 * The end of a form that keeps a draft: its send button (waiting while it sends or photos upload), what is going
 * on, and why the last send failed.
 */
export function SubmitRow({
  label,
  submitting,
  uploading,
  failure,
}: {
  label: ReactNode;
  submitting: boolean;
  uploading: boolean;
  failure: string | null;
}) {
  return (
    <>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || uploading}
          aria-busy={submitting}
        >
          {label}
        </button>
        <span className="form-actions__note" role="status">
          {uploading ? <Trans>Загружаем фото…</Trans> : <Trans>Черновик сохраняется автоматически</Trans>}
        </span>
      </div>
      <FormAlert message={failure} />
    </>
  );
}
