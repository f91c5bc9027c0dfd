import type { Workbox } from "workbox-window";
import { reloadThrottled } from "./reload";

/** How often an open page asks whether a new build was deployed (besides each navigation). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

let workbox: Workbox | null = null;
let currentBuild = "";
let updateReady = false;
let onReady: () => void = () => undefined;

/**
 * Registers the service worker built from custom-sw.ts as /custom-sw.js?v=<build id>. A new
 * deployment installs beside the running one and waits: `onUpdateReady` tells the page, which
 * lets the visitor choose when to reload (applyUpdate) instead of reloading open forms.
 */
export async function registerServiceWorker(buildId: string, onUpdateReady: () => void): Promise<Workbox | null> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return null;
  currentBuild = buildId;
  onReady = onUpdateReady;
  // Not needed for the first paint: workbox-window loads after the page.
  const { Workbox } = await import("workbox-window");
  workbox = new Workbox(`/custom-sw.js?v=${encodeURIComponent(buildId)}`, { scope: "/" });
  workbox.addEventListener("waiting", () => {
    updateReady = true;
    onReady();
  });
  workbox.register().catch((error: unknown) => console.error("[sw] registration failed", error));
  window.setInterval(() => void checkForNewBuild(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkForNewBuild();
  });
  return workbox;
}

export function isUpdateReady(): boolean {
  return updateReady;
}

let checking: Promise<void> | null = null;

/**
 * Asks the server which build it serves (/build.json, never cached); when it is not ours, the
 * service worker looks for its new version, and `waiting` announces it once installed.
 */
export function checkForNewBuild(): Promise<void> {
  const wb = workbox;
  if (!wb || updateReady || !navigator.onLine) return Promise.resolve();
  checking ??= (async () => {
    try {
      const response = await fetch("/build.json", { cache: "no-store" });
      if (!response.ok) return;
      const { id } = (await response.json()) as { id?: unknown };
      if (typeof id === "string" && id !== currentBuild) await wb.update();
    } catch {
      // offline or a deployment in progress: the next check will tell
    } finally {
      checking = null;
    }
  })();
  return checking;
}

/**
 * Switches to the waiting build and reloads once it controls the page (at most one reload per
 * RELOAD_THROTTLE_MS window). Without a waiting worker it simply reloads.
 */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || !updateReady) {
    reloadThrottled();
    return;
  }
  wb.addEventListener("controlling", () => reloadThrottled());
  wb.messageSkipWaiting();
}
