import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { countAppPopupSession } from "../../lib/cookies";
import { useOnline } from "../../lib/useOnline";
import { hasUnsavedForms, trackFormInput } from "../../lib/unsaved-forms";
import { AfterIdle } from "../../ui/AfterIdle";
import { useStickySidebar } from "./useStickySidebar";
import { updateReadyAtom } from "./state";
import { recordVisit } from "./visited";
import "./pwa.css";
import { lazyPart } from "../../lib/lazy-part";

// Loaded with the page's `load` (main.tsx registers the worker then): not part of the first page.
const serviceWorker = () => import("../../lib/service-worker");
// Drawn only once a new build waits: its code loads then.
const UpdateNotice = lazyPart(() => import("./UpdateNotice").then((module) => module.UpdateNotice));
// The loading bar, scroll-to-top, the ripple and the app popup: after the page, once the browser is idle.
const IdleExtras = lazyPart(() => import("./IdleExtras").then((module) => module.default));
// Drawn only without a network.
const OfflineBanner = lazyPart(() => import("./OfflineBanner").then((module) => module.OfflineBanner));

/**
 * Everything app-wide that is not a page: update notice, offline banner, app popup, loading bar (after idle),
 * scroll-to-top, ripple, sticky sidebar, unsaved-form tracking. On each navigation it asks whether
 * a new build was deployed, and moves to a waiting one when no form holds unsaved input.
 */
export function PwaLayer() {
  const router = useRouter();
  const updateReady = useAtomValue(updateReadyAtom);
  const online = useOnline();
  useStickySidebar();
  useEffect(() => trackFormInput(), []);
  // A session counts when it starts, whether or not it lasts until the app popup's code arrives.
  useEffect(() => void countAppPopupSession(), []);
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
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      ) : null}
      <AfterIdle>
        <Suspense fallback={null}>
          <IdleExtras />
        </Suspense>
      </AfterIdle>
    </>
  );
}
