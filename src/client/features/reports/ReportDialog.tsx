import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { REPORT_REASONS, type ReportReason, type ReportTarget } from "../../../shared/contract/moderation";
import { REPORT_NOTE_MAX } from "../../../shared/contract/reports";
import { ApiError } from "../../lib/api";
import { useLocale } from "../../lib/useLocale";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";
import { reportMutation } from "./api";
import { REASON_LABELS, TARGET_TITLES } from "./reasons";
import "./reports.css";

export interface ReportDialogProps {
  target: ReportTarget;
  targetId: number;
  onClose: () => void;
}

/**
 * The report itself: one of six reasons and an optional note. Once sent, the same dialog says it was received
 * (or that this person had already reported it), with focus on its close button.
 */
export function ReportDialog({ target, targetId, onClose }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const send = useMutation(reportMutation(locale));
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<{ repeated: boolean } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const title = i18n._(TARGET_TITLES[target]);
  const max = REPORT_NOTE_MAX;
  const left = max - note.length;

  useEffect(() => {
    if (received) closeButton.current?.focus();
  }, [received]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    try {
      const trimmed = note.trim();
      const answer = await send.mutateAsync({
        target,
        target_id: targetId,
        reason,
        ...(trimmed ? { note: trimmed } : {}),
      });
      setReceived({ repeated: answer.data.repeated });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} closeOnMask>
      {received ? (
        <div className="report-dialog__done" role="status">
          <h2 className="modal__title">
            <Trans>Жалоба получена</Trans>
          </h2>
          <p>
            {received.repeated ? (
              <Trans>Вы уже жаловались на это раньше: жалоба у модераторов, повторять не нужно.</Trans>
            ) : (
              <Trans>
                Спасибо! Модераторы проверят её и примут меры, если правила нарушены. Кто пожаловался, знает только
                команда.
              </Trans>
            )}
          </p>
          <p className="confirm-dialog__actions">
            <button ref={closeButton} type="button" className="button button--primary" onClick={onClose}>
              <Trans>Закрыть</Trans>
            </button>
          </p>
        </div>
      ) : (
        <form className="report-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <h2 className="modal__title">{title}</h2>
          <fieldset
            className="report-dialog__reasons"
            aria-describedby={missingReason && !reason ? `${id}-reason-error` : undefined}
            aria-invalid={missingReason && !reason}
          >
            <legend className="field__label">
              <Trans>Что не так?</Trans>
            </legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="choice report-dialog__reason">
                <input
                  id={`${id}-reason-${value}`}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {i18n._(REASON_LABELS[value])}
              </label>
            ))}
            {missingReason && !reason ? (
              <p className="field__error" id={`${id}-reason-error`} role="alert">
                <Trans>Выберите причину жалобы</Trans>
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              <Trans>Комментарий для модератора (необязательно)</Trans>
            </label>
            <textarea
              id={`${id}-note`}
              className="input textarea report-dialog__note"
              rows={3}
              maxLength={REPORT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`${id}-note-hint`}
            />
            <p className="field__hint" id={`${id}-note-hint`}>
              <Trans>
                Что именно вы заметили (до {max} знаков). Осталось: {left}
              </Trans>
            </p>
          </div>
          <FormAlert message={failure} />
          <p className="confirm-dialog__actions">
            <button type="button" className="button" onClick={onClose} disabled={send.isPending}>
              <Trans>Отмена</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={send.isPending}>
              <Trans>Отправить жалобу</Trans>
            </button>
          </p>
        </form>
      )}
    </Modal>
  );
}
