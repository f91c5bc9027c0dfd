import { Trans } from "@lingui/react/macro";
import { useAtom, useSetAtom } from "jotai";
import { useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { useSessionUser } from "../../api/session/useSession";
import { showAuthPopupAtom } from "../../api/session/state";
import { pendingClaimAtom } from "./state";

/** The pending claim's notice (PendingClaimBanner draws it): its ad waits for the phone to be confirmed. */
export function PendingClaimNotice() {
  const [claim, setClaim] = useAtom(pendingClaimAtom);
  const user = useSessionUser();
  const showAuth = useSetAtom(showAuthPopupAtom);
  // The form page that sent the ad says the same with its own button (/form/{kind}?posted=).
  const search: Record<string, unknown> = useLocation().search;
  const posted = search.posted;
  // Signing in with post_id hands the ad over (server side); nothing is left to confirm here.
  useEffect(() => {
    if (user && claim) setClaim(null);
  }, [user, claim, setClaim]);
  if (!claim || user || posted === claim.postId) return null;
  return (
    <div className="notice-bar" role="status">
      <span>
        <Trans>Ваше объявление сохранено и ждёт подтверждения телефона.</Trans>
      </span>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() =>
          showAuth({ type: "login", postId: claim.postId, phone: claim.phone, countryCode: claim.countryCode })
        }
      >
        <Trans>Подтвердить</Trans>
      </button>
    </div>
  );
}
