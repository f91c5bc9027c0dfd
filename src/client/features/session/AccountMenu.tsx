import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../i18n/useLocale";
import { hasNewMessagesAtom, sessionUserAtom, showAuthPopupAtom } from "./state";

/** The header's account corner: sign in for a visitor; the user's ads for a user (signing out is the profile menu's last entry). */
export function AccountMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const hasNew = useAtomValue(hasNewMessagesAtom);
  const showPopup = useSetAtom(showAuthPopupAtom);
  if (!user) {
    return (
      <button type="button" className="header-button" onClick={() => showPopup({})}>
        <Trans>Войти</Trans>
      </button>
    );
  }
  return (
    <div className="account-menu">
      <Link to={pathOf("profile.listing", locale)} className="header-button" aria-label={hasNew ? t`Мои объявления: есть новые ответы` : undefined}>
        <Trans>Мои объявления</Trans>
        {hasNew ? <span className="badge-dot" aria-hidden="true" /> : null}
      </Link>
    </div>
  );
}
