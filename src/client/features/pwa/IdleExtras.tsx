import { useEffect } from "react";
import { AppPopup } from "./AppPopup";
import { ScrollToTop } from "./ScrollToTop";
import { installRipple } from "./ripple";

/**
 * What no first paint needs: the app popup (shown 20 s into a visit at the earliest), the scroll-to-top button
 * (once scrolled) and the buttons' ripple. Their code loads once the page is idle.
 */
export default function IdleExtras() {
  useEffect(() => installRipple(), []);
  return (
    <>
      <ScrollToTop />
      <AppPopup />
    </>
  );
}
