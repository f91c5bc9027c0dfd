import { Trans, useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState, useSyncExternalStore } from "react";
import { APP_POPUP_DELAY_MS } from "../../../shared/constants";
import { localeFromPath, pathInLocale } from "../../../shared/locales";
import { countAppPopupSession, hasSeenAppPopup, markAppPopupSeen } from "../../lib/cookies";
import { Icon } from "../../ui/Icon";
import { Modal } from "../../ui/Modal";
import { isAppPopupBlockedPath, isAppPopupSession } from "./app-popup-rules";
import { canPromptInstall, onInstallPromptChange, promptInstall } from "./install";

let sessionCount: number | null = null;

/**
 * The app-download popup of spec section 4: after 20 s, once per visitor, on every third session,
 * never on payment, subscription, profile, requests or auth pages (and hidden on reaching them).
 * It installs the PWA where the browser offers it, and points to the store apps otherwise.
 */
export function AppPopup() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const blocked = isAppPopupBlockedPath(pathname);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);

  useEffect(() => {
    sessionCount ??= countAppPopupSession();
    if (hasSeenAppPopup() || !isAppPopupSession(sessionCount)) return undefined;
    const timer = window.setTimeout(() => setDue(true), APP_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const open = due && !closed && !blocked;
  useEffect(() => {
    if (open) markAppPopupSeen();
  }, [open]);

  const close = () => setClosed(true);
  return (
    <Modal open={open} onClose={close} title={t`Приложение Obyava`} narrow closeOnMask>
      <div className="app-popup">
        <Icon name="phone" size={40} className="app-popup__icon" />
        <h2 className="modal__title">
          <Trans>Obyava всегда под рукой</Trans>
        </h2>
        <p>
          <Trans>Более 102 725 публикаций: работа, жильё, авто и услуги в вашем телефоне.</Trans>
        </p>
        {installable ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => {
              void promptInstall().finally(close);
            }}
          >
            <Icon name="download" size={18} /> <Trans>Установить приложение</Trans>
          </button>
        ) : (
          <a className="button button--primary button--block" href={pathInLocale("/mobapps", localeFromPath(pathname))} onClick={close}>
            <Trans>Скачать в App Store и Google Play</Trans>
          </a>
        )}
      </div>
    </Modal>
  );
}
