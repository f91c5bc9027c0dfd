import { useRouterState } from "@tanstack/react-router";
import { Suspense, useEffect, useState } from "react";
import { APP_POPUP_DELAY_MS } from "../../../shared/constants";
import { appPopupSessionCount, hasSeenAppPopup, markAppPopupSeen } from "../../lib/cookies";
import { isAppPopupBlockedPath, isAppPopupSession } from "./app-popup-rules";
import { lazyPart } from "../../lib/lazy-part";

const AppPopupView = lazyPart(() => import("./AppPopupView").then((module) => module.default));

let sessionCount: number | null = null;

/** Waiting for its 20 s, due (waiting for a page it may show on), open, or done for this visitor. */
type Phase = "waiting" | "due" | "open" | "done";

/**
 * The app-download popup: after 20 s, once per visitor, on every third session,
 * never on payment, subscription, profile, requests or auth pages. Due on one of those, it waits for
 * the next page; open when the visitor moves onto one, it is hidden for good (it was seen once).
 * Its view loads only when it is due.
 */
export function AppPopup() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const blocked = isAppPopupBlockedPath(pathname);
  const [phase, setPhase] = useState<Phase>("waiting");
  // The page decides during render (React's "adjusting state on a change"), not in an effect.
  if (phase === "due" && !blocked) setPhase("open");
  if (phase === "open" && blocked) setPhase("done");

  useEffect(() => {
    // The app counted this session when it started (PwaLayer); this part arrives later.
    sessionCount ??= appPopupSessionCount();
    if (hasSeenAppPopup() || !isAppPopupSession(sessionCount)) return undefined;
    // Counted from the page's start, not from this part's late arrival (it loads once the page is idle).
    const left = Math.max(0, APP_POPUP_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => setPhase("due"), left);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase === "open") markAppPopupSeen();
  }, [phase]);

  if (phase !== "open" || blocked) return null;
  return (
    <Suspense fallback={null}>
      <AppPopupView pathname={pathname} onClose={() => setPhase("done")} />
    </Suspense>
  );
}
