import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { Icon } from "../../ui/Icon";
import { showAuthPopupAtom } from "../../api/session/state";
import { useHasNewMessages, useSignedIn } from "../../api/session/useSession";

/**
 * The header's account corner: sign in for a visitor; the user's ads for a user (signing out is the profile menu's
 * last entry).
 */
export function AccountMenu() {
  const { t } = useLingui();
  const locale = useLocale();
  const hasNew = useHasNewMessages();
  const showPopup = useSetAtom(showAuthPopupAtom);
  // A reload of a signed-in page starts before the session is read: with a session cookie the corner is the user's
  // at once (no «Войти» flashing by); the server's answer decides once it is in.
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <button type="button" className="header-button" onClick={() => showPopup({})}>
        <Trans>Войти</Trans>
      </button>
    );
  }
  return (
    <div className="account-menu">
      <Link
        to={pathOf("profile.listing", locale)}
        className="header-button"
        aria-label={hasNew ? t`Мои объявления: есть новые ответы` : t`Мои объявления`}
      >
        <Icon name="user" className="account-menu__icon" />
        <span className="account-menu__text">
          <Trans>Мои объявления</Trans>
        </span>
        {hasNew ? <span className="badge-dot" aria-hidden="true" /> : null}
      </Link>
    </div>
  );
}
