import { useEffect } from "react";

/** Past this many pixels the header folds to its one bar (and the sticky sidebar moves to its scrolled offset). */
const SCROLLED_AFTER_PX = 8;

/**
 * Keeps `<html data-scrolled>` while the page is scrolled: the header folds its second row then. Written only when
 * it changes (a change on <html> restyles the page) and at most once a frame.
 */
export function useScrolledMark(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const mark = () => {
      frame = 0;
      const scrolled = window.scrollY > SCROLLED_AFTER_PX;
      if (scrolled === (root.dataset.scrolled === "true")) return;
      if (scrolled) root.dataset.scrolled = "true";
      else delete root.dataset.scrolled;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(mark);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);
}
