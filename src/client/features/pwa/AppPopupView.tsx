import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { localeFromPath, pathInLocale } from "../../../shared/locales";
import { Icon } from "../../ui/Icon";
import { Modal } from "../../ui/Modal";
import { canPromptInstall, onInstallPromptChange, promptInstall } from "./install";
import { publicationCountQuery } from "../../api/publication-count";

/**
 * The invitation to the app: the site's real number of ads, what the app
 * gives, and one step to it: installing the PWA where the browser offers it, the store apps otherwise.
 */
export default function AppPopupView({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const { t } = useLingui();
  const locale = localeFromPath(pathname);
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);
  // Offline or failed: the popup says nothing rather than a made-up figure.
  const total = useQuery(publicationCountQuery(locale)).data;
  return (
    <Modal open onClose={onClose} title={t`Приложение Obyava`} narrow closeOnMask>
      <div className="app-popup">
        <img className="app-popup__logo" src="/icons/icon-192.png" alt="" width={72} height={72} />
        <h2 className="modal__title app-popup__title">
          <Trans>Obyava всегда под рукой</Trans>
        </h2>
        {total !== undefined && (
          <p className="app-popup__count">
            <Plural
              value={total}
              one="# объявление на сайте"
              few="# объявления на сайте"
              many="# объявлений на сайте"
              other="# объявления на сайте"
            />
          </p>
        )}
        <ul className="app-popup__perks">
          <li>
            <Icon name="home" size={18} />
            <Trans>Открывается с главного экрана, как обычное приложение</Trans>
          </li>
          <li>
            <Icon name="phone" size={18} />
            <Trans>Работа, жильё, авто и услуги для своих — в вашем телефоне</Trans>
          </li>
          <li>
            <Icon name="offline" size={18} />
            <Trans>Просмотренные объявления доступны даже без сети</Trans>
          </li>
        </ul>
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
          <a className="button button--primary button--block" href={pathInLocale("/mobapps", locale)} onClick={onClose}>
            <Trans>Скачать приложение</Trans>
          </a>
        )}
        <button type="button" className="button button--block app-popup__later" onClick={onClose}>
          <Trans>Не сейчас</Trans>
        </button>
      </div>
    </Modal>
  );
}
