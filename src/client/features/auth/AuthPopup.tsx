import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { Modal } from "../../ui/Modal";
import { authPopupVisibleAtom, hideAuthPopupAtom, quickAuthSrcAtom } from "../../api/session/state";
import { AuthPanel } from "./AuthPanel";

/** The sign-in popup: the same panel, and the visitor stays on the page they were on. */
export function AuthPopup() {
  const { t } = useLingui();
  const visible = useAtomValue(authPopupVisibleAtom);
  const hide = useSetAtom(hideAuthPopupAtom);
  const openQuickAuth = useSetAtom(quickAuthSrcAtom);
  const locale = useLocale();
  return (
    <Modal open={visible} onClose={() => hide({ reset: true })} title={t`Вход или регистрация`} fullscreenOnMobile>
      <AuthPanel variant="popup" />
      <p className="auth-panel__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            hide({});
            openQuickAuth(`${pathOf("auth.email-login", locale)}?temp=true`);
          }}
        >
          <Trans>Войти по почте и паролю</Trans>
        </button>
      </p>
    </Modal>
  );
}
