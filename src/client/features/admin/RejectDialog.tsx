import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type SyntheticEvent } from "react";
import { REJECT_REASONS, type RejectReason } from "../../../shared/contract/admin";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { DialogActions } from "./DialogActions";
import { rejectMutation } from "./api";
import { rejectReasonMessages } from "../../../shared/messages/reject-reasons";

/** The longest note the API takes (its `reason` bound). */
const NOTE_MAX = 500;

/**
 * Rejecting an ad: a preset the author reads in their own language and, for «Другая причина» (required then),
 * the moderator's note.
 */
export function RejectDialog({
  open,
  postId,
  title,
  onClose,
  onDone,
}: {
  open: boolean;
  postId: number;
  title: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const noteId = useId();
  const reject = useMutation(rejectMutation(locale));
  const [reason, setReason] = useState<RejectReason | null>(null);
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const noteNeeded = reason === "other";
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure(t`Выберите причину отказа.`);
    if (noteNeeded && !note.trim()) return setFailure(t`Напишите автору, в чём причина.`);
    const trimmed = note.trim();
    reject.mutate(
      { id: postId, reason, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          onDone();
          onClose();
        },
        onError: (error) => setFailure(error instanceof ApiError ? error.message : t`Не удалось. Попробуйте ещё раз.`),
      },
    );
  };
  return (
    <Modal open={open} onClose={onClose} title={t`Отклонить объявление`} closable={!reject.isPending}>
      <h2 className="modal__title">
        <Trans>Отклонить объявление</Trans>
      </h2>
      <p className="admin-dialog__subject">{title}</p>
      <form className="admin-form" onSubmit={submit} noValidate>
        <fieldset className="admin-choices">
          <legend>
            <Trans>Причина (автор прочтёт её на своём языке)</Trans>
          </legend>
          {REJECT_REASONS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="reject-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setFailure(null);
                }}
              />
              {i18n._(rejectReasonMessages[value])}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            {noteNeeded ? t`Комментарий для автора (обязательно)` : t`Комментарий для автора`}
          </label>
          <textarea
            id={noteId}
            className="input textarea"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            aria-required={noteNeeded}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <FormAlert message={failure} />
        <DialogActions busy={reject.isPending} onCancel={onClose} danger>
          <Trans>Отклонить</Trans>
        </DialogActions>
      </form>
    </Modal>
  );
}
