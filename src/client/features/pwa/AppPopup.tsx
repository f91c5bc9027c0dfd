import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { APP_POPUP_DELAY_MS } from "../../../shared/constants";
import { countAppPopupSession, hasSeenAppPopup, markAppPopupSeen } from "../../lib/cookies";
import { isAppPopupBlockedPath, isAppPopupSession } from "./app-popup-rules";

const AppPopupView = lazy(() => import("./AppPopupView"));

let sessionCount: number | null = null;

/**
 * The app-download popup of spec section 4: after 20 s, once per visitor, on every third session,
 * never on payment, subscription, profile, requests or auth pages (and hidden on reaching them).
 * Its view loads only when it is due.
 */
export function AppPopup() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const blocked = isAppPopupBlockedPath(pathname);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

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

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AppPopupView pathname={pathname} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
