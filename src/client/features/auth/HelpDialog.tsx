import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Modal } from "../../ui/Modal";

/** 'Не получили код?': what to check before asking again. */
export function HelpDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const title = t`Не получили код?`;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} narrow closeOnMask>
        <h2 className="modal__title">{title}</h2>
        <ul className="help-list">
          <li>
            <Trans>Проверьте, правильно ли указан номер телефона.</Trans>
          </li>
          <li>
            <Trans>Подождите: SMS иногда приходит с задержкой. Запросить код повторно можно через 10 минут.</Trans>
          </li>
          <li>
            <Trans>Попробуйте другой номер телефона.</Trans>
          </li>
        </ul>
        <button type="button" className="button button--primary button--block" onClick={() => setOpen(false)}>
          <Trans>Понятно</Trans>
        </button>
      </Modal>
    </>
  );
}
