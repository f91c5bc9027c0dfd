import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Photo } from "../../shared/contract/posts";
import { prefersStillness } from "../lib/motion";
import { Picture } from "./Picture";

/** The gallery's photo width at each viewport: the page's main column. */
const SLIDE_SIZES = "(min-width: 1100px) 760px, (min-width: 700px) 66vw, 100vw";

const loadLightbox = () => import("./gallery-lightbox");

/**
 * An ad's photos: a strip that swipes natively on phones (scroll snapping), arrows, thumbnails and ←/→ on desktop,
 * a count («3 / 8»), and a full-screen view with pinch-zoom opened by a tap. The first photo is the page's largest
 * content, so it loads at once in the size that fits.
 */
export function Gallery({ photos }: { photos: readonly Photo[] }) {
  const { t } = useLingui();
  const strip = useRef<HTMLUListElement>(null);
  const fullScreen = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  // The photo on screen, for the resize observer (which outlives renders).
  const showing = useRef(0);
  useEffect(() => {
    showing.current = current;
  }, [current]);
  const count = photos.length;
  const position = current + 1;

  // Where a button or a key sent the strip: the count says it at once, and a second press goes on from there.
  const heading = useRef<{ index: number; timer: number } | null>(null);

  // The count follows the strip however it moved: a swipe, a button, a key, a thumbnail.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let frame = 0;
    const settle = () => {
      const width = element.clientWidth || 1;
      setCurrent(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
    };
    const onScroll = () => {
      if (heading.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(settle);
    };
    const onScrollEnd = () => {
      if (heading.current) window.clearTimeout(heading.current.timer);
      heading.current = null;
      settle();
    };
    // A turned phone or a resized window changes the slides' width: the photo being looked at stays in place.
    let shown = -1;
    const resized = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width === shown) return;
      const index = heading.current?.index ?? showing.current;
      shown = width;
      element.scrollTo({ left: index * width, behavior: "instant" });
    });
    resized.observe(element);
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("scrollend", onScrollEnd);
    };
  }, [count]);

  const show = (index: number, behavior: ScrollBehavior = prefersStillness() ? "instant" : "smooth") => {
    const element = strip.current;
    const to = Math.min(count - 1, Math.max(0, index));
    if (!element) return;
    if (heading.current) window.clearTimeout(heading.current.timer);
    heading.current = null;
    setCurrent(to);
    const left = to * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) < 1) return;
    // Browsers without "scrollend" let go of the target once any motion is surely over.
    heading.current = { index: to, timer: window.setTimeout(() => (heading.current = null), 1000) };
    element.scrollTo({ left, behavior });
  };
  const step = (by: number) => show((heading.current?.index ?? current) + by);

  const open = async (index: number) => {
    const { openLightbox } = await loadLightbox();
    openLightbox({
      photos,
      index,
      labels: {
        dialog: t`Фотографии на весь экран`,
        close: t`Закрыть`,
        zoom: t`Увеличить`,
        previous: t`Предыдущее фото`,
        next: t`Следующее фото`,
        error: t`Фото не загрузилось`,
        alt: (number) => t`Фото ${number} из ${count}`,
      },
      onChange: (index) => show(index, "instant"),
      onClose: () => fullScreen.current?.focus({ preventScroll: true }),
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      step(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  return (
    <figure className="gallery" aria-label={t`Фотографии`} onKeyDown={onKeyDown}>
      <div className="gallery__stage">
        <ul
          ref={strip}
          className="gallery__strip"
          tabIndex={count > 1 ? 0 : undefined}
          aria-label={count > 1 ? t`Фотографии: листайте стрелками` : undefined}
          // Warms the viewer while a finger or a mouse is on the photos: the tap then opens it without a wait.
          onPointerEnter={() => void loadLightbox()}
          onTouchStart={() => void loadLightbox()}
        >
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.url} className="gallery__slide" onClick={() => void open(index)}>
                <Picture
                  photo={photo}
                  sizes={SLIDE_SIZES}
                  alt={t`Фото ${number} из ${count}`}
                  loading={index === 0 ? "lcp" : "lazy"}
                />
              </li>
            );
          })}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              onClick={() => step(-1)}
              disabled={current === 0}
              aria-label={t`Предыдущее фото`}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              onClick={() => step(1)}
              disabled={current === count - 1}
              aria-label={t`Следующее фото`}
            >
              ›
            </button>
            <p className="gallery__count" aria-live="polite">
              {t`${position} / ${count}`}
            </p>
          </>
        ) : null}
        <button
          ref={fullScreen}
          type="button"
          className="gallery__full"
          onClick={() => void open(current)}
          aria-label={t`Открыть фото на весь экран`}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={t`Все фото`}>
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.url}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-current={index === current ? "true" : undefined}
                  aria-label={t`Фото ${number}`}
                >
                  <img src={photo.thumb_url} alt="" width={96} height={72} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </figure>
  );
}
