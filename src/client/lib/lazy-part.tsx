import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Brings the part's component (a dynamic import and the export to take from it). */
type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * React.lazy for a part of a page whose file may not have come yet when the network drops (a first visit before the
 * app's worker stored it, a slow phone): offline, the part waits for the network and loads then, so the page stays
 * as drawn (the server's markup and what was typed into it) instead of going to the error boundary. Online, a file
 * that does not load is a deployment's: the error goes up, and the root error boundary reloads into the new build.
 */
export function lazyPart<P extends object>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await whenOnline(load) }));
}

async function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await new Promise<void>((resolve) => {
        window.addEventListener("online", () => resolve(), { once: true });
      });
    }
  }
}
