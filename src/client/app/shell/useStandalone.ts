import { useEffect, useSyncExternalStore } from "react";

const STANDALONE = "(display-mode: standalone)";

/** iOS Safari says so through its own flag rather than the display-mode media query. */
function isStandalone(): boolean {
  const apple = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple || window.matchMedia(STANDALONE).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the app runs installed (no browser bar, so no browser back button). Drawn as a browser page first (the
 * server cannot know); `<html data-display="standalone">` lets the styles show the tab bar at every width then.
 */
export function useStandalone(): boolean {
  const standalone = useSyncExternalStore(subscribe, isStandalone, () => false);
  useEffect(() => {
    const root = document.documentElement;
    if (standalone) root.dataset.display = "standalone";
    else delete root.dataset.display;
  }, [standalone]);
  return standalone;
}
