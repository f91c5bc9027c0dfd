import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useLocale } from "../../lib/useLocale";
import { homeSliderQuery } from "../../api/posts";

/**
 * The slider's drawing loads apart from the home page's first scripts (their budget): the server draws it into the
 * page, the browser fetches it while it takes the page over, and the home page's loader asks for it as soon as
 * it knows there are slides, so a navigation to home draws them with the page.
 */
export const preloadHomeSlider = () => import("./SliderTrack");
const SliderTrack = lazy(preloadHomeSlider);

/** The home page's slider of ads whose slider promotion runs; nothing at all when none is in it. */
export function HomeSlider({ location }: { location: string | undefined }) {
  const locale = useLocale();
  const slides = useQuery(homeSliderQuery(locale, location)).data?.data ?? [];
  if (slides.length === 0) return null;
  return (
    <Suspense>
      <SliderTrack slides={slides} />
    </Suspense>
  );
}
