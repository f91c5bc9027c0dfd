import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { useAttempt } from "../../lib/useAttempt";
import { FormAlert } from "../../ui/FormAlert";
import { Modal } from "../../ui/Modal";

export interface DeleteAccountDialogProps {
  open: boolean;
  /** Deletes the account; the dialog stays open and shows the reason if it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The last question before the account is closed: the user types the word shown and ticks that they understand,
 * and only then can the red button be pressed. Focus starts in the word's field; Escape or «Отмена» close the
 * dialog (never while the deletion runs) and give focus back to the button that opened it.
 */
export function DeleteAccountDialog({ open, onConfirm, onClose }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const word = t`УДАЛИТЬ`;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [typed, setTyped] = useState("");
  const [understood, setUnderstood] = useState(false);
  const { busy, failure, run, reset } = useAttempt();
  const ready = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase() && understood;

  const close = () => {
    setTyped("");
    setUnderstood(false);
    reset();
    onClose();
  };
  const confirm = async () => {
    if (ready) await run(onConfirm);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Удалить аккаунт навсегда?`}
      closable={!busy}
      initialFocus={input}
      closeButton={false}
    >
      <h2 className="modal__title">
        <Trans>Удалить аккаунт навсегда?</Trans>
      </h2>
      <form
        className="delete-account"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
        noValidate
      >
        <div className="confirm-dialog__text">
          <ul className="delete-account__list">
            <li>
              <Trans>Объявления снимутся с публикации, их фото и контакты удалятся.</Trans>
            </li>
            <li>
              <Trans>Избранное, отзывы и сессии на всех устройствах удалятся.</Trans>
            </li>
            <li>
              <Trans>Собеседники в чатах увидят ваши сообщения под именем «Удалённый пользователь».</Trans>
            </li>
            <li>
              <Trans>Автопродления остановятся; оплаты останутся в учёте без вашего имени.</Trans>
            </li>
          </ul>
        </div>
        <label className="field__label" htmlFor={`${id}-word`}>
          <Trans>Введите слово {word}, чтобы подтвердить</Trans>
        </label>
        <input
          ref={input}
          id={`${id}-word`}
          className="input"
          value={typed}
          onChange={(event) => setTyped(event.target.value.slice(0, 40))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={busy}
        />
        <label className="choice delete-account__understood">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            disabled={busy}
          />
          <Trans>Я понимаю, что аккаунт и объявления нельзя будет восстановить</Trans>
        </label>
        <FormAlert message={failure} />
        <p className="confirm-dialog__actions">
          <button type="button" className="button" onClick={close} disabled={busy}>
            <Trans>Отмена</Trans>
          </button>
          <button
            type="submit"
            className="button button--primary button--danger-solid"
            disabled={!ready || busy}
            aria-busy={busy || undefined}
          >
            <Trans>Удалить аккаунт</Trans>
          </button>
        </p>
      </form>
    </Modal>
  );
}
