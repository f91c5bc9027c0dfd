import { useEffect } from "react";
import { ScrollToTop } from "./ScrollToTop";
import { installRipple } from "./ripple";

/**
 * What no first paint needs: the scroll-to-top button (once scrolled) and the buttons' ripple. Their code loads
 * once the page is idle.
 */
export default function IdleExtras() {
  useEffect(() => installRipple(), []);
  return (
    <>
      <ScrollToTop />
    </>
  );
}
