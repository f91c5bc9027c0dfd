import { useEffect } from "react";
import { AppPopup } from "./AppPopup";
import { LoadingBar } from "./LoadingBar";
import { ScrollToTop } from "./ScrollToTop";
import { installRipple } from "./ripple";

/**
 * What no first paint needs: the navigation's loading bar (the first page is drawn already), the scroll-to-top
 * button (once scrolled), the buttons' ripple and the app popup (20 s in). Their code loads once the page is idle.
 */
export default function IdleExtras() {
  useEffect(() => installRipple(), []);
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
      <AppPopup />
    </>
  );
}
