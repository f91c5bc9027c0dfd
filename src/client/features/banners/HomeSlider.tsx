import { lazy, Suspense } from "react";

const Slider = lazy(() => import("./HomeBanners").then((module) => ({ default: module.HomeBanners })));

/**
 * The home page's banner slider, its code out of the first page's scripts: on a first visit the server's drawing of
 * it stays in place until its code arrives (hydration keeps it), so nothing moves.
 */
export function HomeBanners({ location }: { location: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <Slider location={location} />
    </Suspense>
  );
}
