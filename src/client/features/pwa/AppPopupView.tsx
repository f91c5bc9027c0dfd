import { Trans, useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { localeFromPath, pathInLocale } from "../../../shared/locales";
import { Icon } from "../../ui/Icon";
import { Modal } from "../../ui/Modal";
import { canPromptInstall, onInstallPromptChange, promptInstall } from "./install";

/** The popup itself: installs the PWA where the browser offers it, the store apps otherwise. */
export default function AppPopupView({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const { t } = useLingui();
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);
  return (
    <Modal open onClose={onClose} title={t`Приложение Obyava`} narrow closeOnMask>
      <div className="app-popup">
        <Icon name="phone" size={40} className="app-popup__icon" />
        <h2 className="modal__title">
          <Trans>Obyava всегда под рукой</Trans>
        </h2>
        <p>
          <Trans>Работа, жильё, авто и услуги для своих — в вашем телефоне, даже без сети.</Trans>
        </p>
        {installable ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              void promptInstall().finally(onClose);
            }}
          >
            <Icon name="download" size={18} /> <Trans>Установить приложение</Trans>
          </button>
        ) : (
          <a className="button button--primary button--block" href={pathInLocale("/mobapps", localeFromPath(pathname))} onClick={onClose}>
            <Trans>Скачать в App Store и Google Play</Trans>
          </a>
        )}
      </div>
    </Modal>
  );
}
