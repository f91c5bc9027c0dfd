import { useEffect } from "react";
import { LoadingBar } from "./LoadingBar";
import { ScrollToTop } from "./ScrollToTop";
import { installRipple } from "./ripple";

/**
 * What no first paint needs: the navigation's loading bar (the first page is drawn already), the scroll-to-top
 * button (once scrolled) and the buttons' ripple. Their code loads once the page is idle.
 */
export default function IdleExtras() {
  useEffect(() => installRipple(), []);
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
    </>
  );
}
