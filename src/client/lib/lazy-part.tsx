import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { useOnline } from "./useOnline";

/** Brings the part's component (a dynamic import and the export to take from it). */
type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * React.lazy for a part of a page that loads after the page (a popup, a banner, the tab bar): when its file cannot
 * be had because the network dropped before the app's worker stored it, the part draws nothing for now instead of
 * taking the whole page down through the error boundary, and comes once the network is back.
 */
export function lazyPart<P extends object>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: onceOnline(load) };
    }
  });
}

function onceOnline<P extends object>(load: Loader<P>): ComponentType<P> {
  return function MissingPart(props: P) {
    const online = useOnline();
    const [part, setPart] = useState<{ Part: ComponentType<P> } | null>(null);
    useEffect(() => {
      if (!online || part) return;
      let current = true;
      load().then(
        (Part) => {
          if (current) setPart({ Part });
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [online, part]);
    return part ? <part.Part {...props} /> : null;
  };
}
