import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { Icon } from "../../ui/Icon";
import { updateDismissedAtom, updateReadyAtom } from "./state";

// Shown once the service worker's code has loaded and found a new build.
const update = () => {
  void import("../../lib/service-worker").then(({ applyUpdate }) => applyUpdate());
};

/** «Доступна новая версия»: the visitor chooses when to reload into the new build. */
export function UpdateNotice() {
  const { t } = useLingui();
  const ready = useAtomValue(updateReadyAtom);
  const [dismissed, setDismissed] = useAtom(updateDismissedAtom);
  if (!ready || dismissed) return null;
  return (
    <div className="pwa-toast" role="status" aria-live="polite">
      <Icon name="refresh" />
      <p className="pwa-toast__text">
        <Trans>Доступна новая версия</Trans>
      </p>
      <button type="button" className="button button--primary pwa-toast__action" onClick={update}>
        <Trans>Обновить</Trans>
      </button>
      <button
        type="button"
        className="icon-button pwa-toast__close"
        onClick={() => setDismissed(true)}
        aria-label={t`Позже`}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
