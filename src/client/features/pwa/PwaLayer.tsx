import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { checkForNewBuild, applyUpdate, isUpdateReady } from "../../lib/service-worker";
import { hasUnsavedForms, trackFormInput } from "../../lib/unsaved-forms";
import { AppPopup } from "./AppPopup";
import { LoadingBar } from "./LoadingBar";
import { OfflineBanner } from "./OfflineBanner";
import { ScrollToTop } from "./ScrollToTop";
import { UpdateNotice } from "./UpdateNotice";
import { installRipple } from "./ripple";
import { useStickySidebar } from "./useStickySidebar";
import { recordVisit } from "./visited";
import "./pwa.css";

/**
 * Everything app-wide that is not a page: update notice, offline banner, app popup, loading bar,
 * scroll-to-top, ripple, sticky sidebar, unsaved-form tracking. On each navigation it asks whether
 * a new build was deployed, and moves to a waiting one when no form holds unsaved input.
 */
export function PwaLayer() {
  const router = useRouter();
  useStickySidebar();
  useEffect(() => installRipple(), []);
  useEffect(() => trackFormInput(), []);
  useEffect(
    () =>
      router.subscribe("onResolved", ({ toLocation }) => {
        if (isUpdateReady() && !hasUnsavedForms()) {
          applyUpdate();
          return;
        }
        void checkForNewBuild();
        if (router.state.matches.some((match) => match.status === "error")) return;
        const path = toLocation.href;
        // The page's title is set once its data is in.
        window.setTimeout(() => recordVisit(path, document.title), 1000);
      }),
    [router],
  );
  return (
    <>
      <LoadingBar />
      <OfflineBanner />
      <UpdateNotice />
      <ScrollToTop />
      <AppPopup />
    </>
  );
}
