import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { hasUnsavedForms, trackFormInput } from "../../lib/unsaved-forms";
import { AppPopup } from "./AppPopup";
import { LoadingBar } from "./LoadingBar";
import { OfflineBanner } from "./OfflineBanner";
import { ScrollToTop } from "./ScrollToTop";
import { installRipple } from "./ripple";
import { useStickySidebar } from "./useStickySidebar";
import { updateReadyAtom } from "./state";
import { recordVisit } from "./visited";
import "./pwa.css";

// Loaded with the page's `load` (main.tsx registers the worker then): not part of the first page.
const serviceWorker = () => import("../../lib/service-worker");
// Drawn only once a new build waits: its code loads then.
const UpdateNotice = lazy(() => import("./UpdateNotice").then((module) => ({ default: module.UpdateNotice })));

/**
 * Everything app-wide that is not a page: update notice, offline banner, app popup, loading bar,
 * scroll-to-top, ripple, sticky sidebar, unsaved-form tracking. On each navigation it asks whether
 * a new build was deployed, and moves to a waiting one when no form holds unsaved input.
 */
export function PwaLayer() {
  const router = useRouter();
  const updateReady = useAtomValue(updateReadyAtom);
  useStickySidebar();
  useEffect(() => installRipple(), []);
  useEffect(() => trackFormInput(), []);
  useEffect(() => {
    const remember = (href: string) => {
      if (router.state.matches.some((match) => match.status === "error")) return;
      // The page's title is set once its data is in.
      window.setTimeout(() => recordVisit(href, document.title), 1000);
    };
    // The first page resolved before the app mounted (main.tsx loads it first).
    const first = router.state.resolvedLocation;
    if (first) remember(first.href);
    return router.subscribe("onResolved", ({ toLocation }) => {
      serviceWorker()
        .then(({ applyUpdate, checkForNewBuild, isUpdateReady }) => {
          if (isUpdateReady() && !hasUnsavedForms()) {
            applyUpdate();
            return;
          }
          void checkForNewBuild();
          remember(toLocation.href);
        })
        .catch(() => remember(toLocation.href));
    });
  }, [router]);
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      ) : null}
      <ScrollToTop />
      <AppPopup />
    </>
  );
}
