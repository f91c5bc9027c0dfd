import { useEffect, useState, type ReactNode } from "react";

/** The longest the first page waits before what AfterIdle holds mounts anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Whether the page has loaded and the browser has been idle once (or IDLE_TIMEOUT_MS passed since the load). */
export function useIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const idle = () => {
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 1);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
    return () => {
      window.removeEventListener("load", idle);
      cancel();
    };
  }, []);
  return ready;
}

/**
 * Mounts its children once the page has loaded and the browser is idle (or IDLE_TIMEOUT_MS later):
 * code every page has but no first paint needs (the sign-in popup, the offline outbox) loads and
 * renders after the page, not while a slow phone is still drawing it.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
