import PhotoSwipe from "photoswipe";
import "photoswipe/style.css";
import type { Photo } from "../../shared/contract/posts";
import { prefersStillness } from "../lib/motion";

/** The full-screen view's words, in the page's language. */
export interface LightboxLabels {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  alt: (position: number) => string;
}

/** The photo's WebP sizes and the full file: the viewer picks what fits the screen (and zoom) from them. */
function srcsetOf(photo: Photo): string {
  const sizes = photo.variants.map((variant) => `${variant.webp} ${String(variant.width)}w`);
  return [...sizes, `${photo.url} ${String(photo.width)}w`].join(", ");
}

/**
 * Opens the photos full screen at `index`: swipe and pinch-zoom on phones, arrows, keys and wheel zoom on desktop,
 * Escape closes. Loaded on first use, so the ad page's first load does not carry the viewer.
 */
export function openLightbox({
  photos,
  index,
  labels,
  onChange,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  labels: LightboxLabels;
  onChange: (index: number) => void;
  onClose: () => void;
}): void {
  const lightbox = new PhotoSwipe({
    dataSource: photos.map((photo, position) => ({
      src: photo.url,
      srcset: srcsetOf(photo),
      msrc: photo.thumb_url,
      width: photo.width,
      height: photo.height,
      alt: labels.alt(position + 1),
    })),
    index,
    bgOpacity: 1,
    showHideAnimationType: prefersStillness() ? "none" : "fade",
    indexIndicatorSep: " / ",
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    // The page's own control gets focus back (the opener may have been a tap on the photo, which holds none).
    returnFocus: false,
  });
  lightbox.on("change", () => onChange(lightbox.currIndex));
  // Busy while it fades in: gestures start to count once it is open.
  const opening = { done: false };
  lightbox.on("openingAnimationEnd", () => {
    opening.done = true;
    lightbox.element?.setAttribute("aria-busy", "false");
  });
  lightbox.on("destroy", onClose);
  lightbox.init();
  lightbox.element?.setAttribute("aria-label", labels.dialog);
  lightbox.element?.setAttribute("aria-modal", "true");
  if (!opening.done) lightbox.element?.setAttribute("aria-busy", "true");
}
