import { useEffect } from "react";
import { STICKY_SIDEBAR_SCROLLED_TOP_PX, STICKY_SIDEBAR_TOP_PX, WIDE_MIN_PX } from "./constants";

/**
 * The sticky sidebar: above 640 px an element with class `sidebar`
 * sticks 100 px from the top, 102 px once the page is scrolled (pwa.css reads the
 * `--sidebar-top` this hook keeps on <html>). Mounted once by the PWA layer; pages only add
 * `className="sidebar"`.
 */
export function useStickySidebar(): void {
  useEffect(() => {
    const root = document.documentElement;
    const wide = window.matchMedia(`(min-width: ${String(WIDE_MIN_PX)}px)`);
    // Written only when they change: a style change on <html> restyles the whole page.
    let shown = "";
    const apply = (top: number) => {
      const value = `${String(top)}px`;
      if (value !== shown) root.style.setProperty("--sidebar-top", (shown = value));
      if (root.classList.contains("is-wide") !== wide.matches) root.classList.toggle("is-wide", wide.matches);
    };
    // Reading scrollY lays the page out: on scroll it is laid out already, at start it is not.
    const update = () => apply(window.scrollY > 0 ? STICKY_SIDEBAR_SCROLLED_TOP_PX : STICKY_SIDEBAR_TOP_PX);
    apply(STICKY_SIDEBAR_TOP_PX);
    window.addEventListener("scroll", update, { passive: true });
    wide.addEventListener("change", update);
    return () => {
      window.removeEventListener("scroll", update);
      wide.removeEventListener("change", update);
    };
  }, []);
}
