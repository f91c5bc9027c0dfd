import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { TAB_RELOAD_KEY } from "../../api/session/state";

/**
 * The quick-auth overlay: the sign-in page in an iframe (920×680 at most); when
 * the sign-in finishes in it or in another tab (the 'tab-reload' storage marker), it closes and the
 * page reloads with the new session.
 */
export function QuickAuthOverlay({ src = "/auth/login?temp=true", onClose }: { src?: string; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TAB_RELOAD_KEY) return;
      onClose();
      window.location.reload();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <div className="quick-auth" role="dialog" aria-modal="true" aria-label={t`Вход или регистрация`}>
      <div className="quick-auth__frame">
        <button type="button" className="modal__close" onClick={onClose} aria-label={t`Закрыть`}>
          ×
        </button>
        <iframe src={src} title={t`Вход или регистрация`} width={920} height={680} />
      </div>
    </div>
  );
}
