import { RELOAD_THROTTLE_MS } from "../../shared/constants";
import { readStamp, stampWithin, writeStamp } from "./session-stamps";

const LAST_RELOAD_KEY = "obyava-last-reload";

/** How long until reloadThrottled() would reload again (0: now). */
export function msUntilReloadAllowed(now = Date.now()): number {
  return stampWithin(LAST_RELOAD_KEY, RELOAD_THROTTLE_MS, now)
    ? RELOAD_THROTTLE_MS - (now - readStamp(LAST_RELOAD_KEY))
    : 0;
}

/**
 * Reloads the page unless it was reloaded for the same reasons less than RELOAD_THROTTLE_MS ago
 * (10 s): a broken deployment can never loop. Returns whether it reloads.
 */
export function reloadThrottled(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  if (msUntilReloadAllowed(now) > 0) return false;
  writeStamp(LAST_RELOAD_KEY, now);
  reload();
  return true;
}

/** What browsers and the bundler say, each in its own words, when a chunk does not load. */
const CHUNK_LOAD_ERROR = new RegExp(
  [
    "Failed to fetch dynamically imported module",
    "error loading dynamically imported module",
    "Importing a module script failed",
    "ChunkLoadError",
    "Unable to preload CSS",
  ].join("|"),
  "i",
);

/** A dynamic import of a chunk that is gone (an older deployment's file) or did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_LOAD_ERROR.test(message);
}

/**
 * Reloads (throttled) on Vite's preload errors and unhandled chunk-load failures: a file of an older deployment is
 * gone, and the new one has it. Not without a network: a part that could not load offline (before the worker stored
 * it) is no deployment, and a reload would swap the page and what is typed in it for the browser's offline screen.
 */
export function reloadOnChunkErrors(reload: () => void = () => window.location.reload()): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (navigator.onLine && reloadThrottled(Date.now(), reload)) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (navigator.onLine && isChunkLoadError(event.reason)) reloadThrottled(Date.now(), reload);
  });
}
