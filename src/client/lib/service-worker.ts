import type { Workbox } from "workbox-window";
import { msUntilReloadAllowed, reloadThrottled } from "./reload";
import { stampWithin, writeStamp } from "./session-stamps";
import { hasUnsavedForms } from "./unsaved-forms";

/** How often an open page asks whether a new build was deployed (besides each navigation). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/**
 * How long the page waits for the new worker to take over after asking it to. Chrome swaps the
 * old worker out only while it is idle; a request arriving just then (the favicon of the next
 * page) can start it again and keep the new one waiting. A navigation always lets the swap
 * happen, so past this the page reloads and finishes the update there.
 */
export const ACTIVATION_WAIT_MS = 3000;
/** Marks, across that reload, that the visitor's update is under way. */
const APPLYING_KEY = "obyava-applying-update";
const APPLYING_FRESH_MS = 30_000;

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
  let controlled = navigator.serviceWorker.controller !== null;
  workbox.addEventListener("waiting", markReady);
  // A new worker took over this page: the update the page asked for (reload into it), or one
  // another tab applied (say so, and reload on the next navigation). The first install, which
  // claims a page that had no worker, changes nothing the page runs.
  workbox.addEventListener("controlling", () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (applyingUpdate()) reloadIntoNewBuild();
    else markReady();
  });
  workbox
    .register()
    .then((registration) => {
      // Nothing waits any more: an update this tab asked for is complete.
      if (!registration?.waiting) setApplying(false);
    })
    .catch((error: unknown) => console.error("[sw] registration failed", error));
  window.setInterval(() => void checkForNewBuild(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkForNewBuild();
  });
  return workbox;
}

function markReady(): void {
  updateReady = true;
  onReady();
}

const applyingUpdate = () => stampWithin(APPLYING_KEY, APPLYING_FRESH_MS);
const setApplying = (on: boolean) => writeStamp(APPLYING_KEY, on ? Date.now() : null);

/** Reloads into the new build now, or once the reload window allows (never over typed input). */
function reloadIntoNewBuild(): void {
  const wait = msUntilReloadAllowed();
  const reload = () => {
    setApplying(false);
    // Typed input stays: the visitor reloads from the notice when they are done.
    if (hasUnsavedForms()) markReady();
    else reloadThrottled();
  };
  if (wait === 0) reload();
  else window.setTimeout(reload, wait);
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
 * RELOAD_THROTTLE_MS window; a reload that finds the swap still pending finishes it). Without a
 * waiting worker it simply reloads.
 */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || !updateReady) {
    reloadThrottled();
    return;
  }
  void (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.waiting) {
      // Already in control (another tab applied it): only this page is left to reload.
      reloadThrottled();
      return;
    }
    setApplying(true);
    wb.messageSkipWaiting();
    window.setTimeout(() => {
      if (registration.waiting) reloadThrottled();
    }, ACTIVATION_WAIT_MS);
  })();
}
