import { useAtom, useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useLatch } from "../../lib/useLatch";
import { SessionEffects } from "./SessionEffects";
import { authPopupVisibleAtom, quickAuthSrcAtom } from "../../api/session/state";
import { QuickAuthOverlay } from "./QuickAuthOverlay";

// The sign-in panel (phone field, country list, code input) loads the first time it is opened.
const AuthPopup = lazy(() => import("./AuthPopup").then((module) => ({ default: module.AuthPopup })));

/** What every page has: the session kept in step, the sign-in popup and the quick-auth overlay. */
export function GlobalAuth() {
  const [quickAuthSrc, setQuickAuthSrc] = useAtom(quickAuthSrcAtom);
  // Kept once opened: closing it then animates and hands focus back like any dialog.
  const opened = useLatch(useAtomValue(authPopupVisibleAtom));
  return (
    <>
      <SessionEffects />
      {opened ? (
        <Suspense fallback={null}>
          <AuthPopup />
        </Suspense>
      ) : null}
      {quickAuthSrc ? <QuickAuthOverlay src={quickAuthSrc} onClose={() => setQuickAuthSrc(null)} /> : null}
    </>
  );
}
