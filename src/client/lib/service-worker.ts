import { Workbox } from "workbox-window";

/**
 * Registers the service worker built from custom-sw.ts. The build id in the URL makes
 * every deployment a new worker; it waits for the visitor (the update prompt comes with
 * the offline issue) instead of reloading open forms.
 */
export function registerServiceWorker(buildId: string): Workbox | null {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return null;
  const workbox = new Workbox(`/custom-sw.js?v=${encodeURIComponent(buildId)}`, { scope: "/" });
  workbox.register().catch((error: unknown) => console.error("[sw] registration failed", error));
  return workbox;
}
