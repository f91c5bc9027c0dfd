import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { PostCard } from "../../../shared/contract/posts";
import { LOCALE_TAGS } from "../../../shared/locales";
import { usePostHref } from "../../lib/usePostHref";
import { Picture } from "../../ui/Picture";
import { UrgentBadge } from "./PromotionMarks";
import { SectionArt } from "./SectionArt";

/** A slide's photo width: about two slides across a phone, four on a desktop row. */
const SLIDE_SIZES = "(min-width: 1100px) 300px, (min-width: 700px) 34vw, 70vw";

function Slide({ post }: { post: PostCard }) {
  const href = usePostHref()(post);
  return (
    <li className="home-slider__slide" lang={LOCALE_TAGS[post.lang]}>
      <Link to={href} className="home-slider__link">
        <span className="home-slider__media">
          {post.cover ? (
            <Picture photo={post.cover} sizes={SLIDE_SIZES} alt="" loading="lazy" />
          ) : (
            <SectionArt section={post.section} />
          )}
          {post.urgent ? <UrgentBadge /> : null}
        </span>
        <span className="home-slider__title">{post.title}</span>
        {post.price ? <span className="home-slider__price">{post.price}</span> : null}
        {post.location ? <span className="home-slider__place">{post.location.name}</span> : null}
      </Link>
    </li>
  );
}

/**
 * The slider itself: a row that scrolls and snaps by slide (swipe, trackpad, the keyboard through its links)
 * with buttons that turn it a screen at a time.
 */
export default function SliderTrack({ slides }: { slides: readonly PostCard[] }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  // Which ways the row can still turn: a button with nowhere to go is disabled, both hidden when all slides fit.
  const [room, setRoom] = useState({ back: false, forth: false });
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const measure = () => {
      const back = list.scrollLeft > 1;
      const forth = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setRoom((was) => (was.back === back && was.forth === forth ? was : { back, forth }));
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, []);
  const turn = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduced ? "auto" : "smooth" });
  };
  return (
    <section className="home-slider" aria-labelledby="home-slider-title" aria-roledescription={t`карусель`}>
      <div className="home-slider__head">
        <h2 id="home-slider-title">
          <Trans>Рекомендуем</Trans>
        </h2>
        <div className="home-slider__buttons" hidden={!room.back && !room.forth}>
          <button
            type="button"
            className="home-slider__button"
            onClick={() => turn(-1)}
            aria-label={t`Предыдущие`}
            disabled={!room.back}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="home-slider__button"
            onClick={() => turn(1)}
            aria-label={t`Следующие`}
            disabled={!room.forth}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul className="home-slider__track" ref={track}>
        {slides.map((post) => (
          <Slide key={post.id} post={post} />
        ))}
      </ul>
    </section>
  );
}
