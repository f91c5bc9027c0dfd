import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { PostCard as PostCardData } from "../../../shared/contract/posts";
import { DEFAULT_LOCALE, LOCALE_TAGS } from "../../../shared/locales";
import { Link } from "@tanstack/react-router";
import { LikeButton } from "../../entities/LikeButton";
import { useLocale } from "../../lib/useLocale";
import { useFieldFacts } from "../../lib/useFieldFacts";
import { dateTimeFormat, relativeTimeFormat } from "../../lib/intl";
import { postPageLocale, usePostHref } from "../../lib/usePostHref";
import { Picture, type PictureLoading } from "../../ui/Picture";
import { PinnedMark, UrgentBadge } from "./PromotionMarks";
import { SectionArt } from "./SectionArt";

/** A card's photo width at each viewport: one column on phones, then cards of 320–440 px. */
const CARD_SIZES = "(min-width: 1100px) 440px, (min-width: 700px) 50vw, 100vw";

/** "3 hours ago", "yesterday", "12 November": relative to when the card first rendered. */
function useRelativeDate(iso: string): string {
  const locale = useLocale();
  const [now] = useState(Date.now);
  const age = new Date(iso).getTime() - now;
  const days = Math.round(age / 86_400_000);
  const format = relativeTimeFormat(LOCALE_TAGS[locale], { numeric: "auto" });
  if (days > -1) {
    const hours = Math.round(age / 3_600_000);
    return hours > -1 ? format.format(0, "hour") : format.format(hours, "hour");
  }
  return days > -30
    ? format.format(days, "day")
    : dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long" }).format(new Date(iso));
}

export function PostCard({
  post,
  sectionName,
  loading = "lazy",
}: {
  post: PostCardData;
  sectionName: string | undefined;
  /** "lcp" for the first row of a list at the top of a page: its photos are the page's largest content. */
  loading?: PictureLoading;
}) {
  const { t } = useLingui();
  const date = useRelativeDate(post.created_at);
  const href = usePostHref()(post);
  const locale = useLocale();
  const pageLocale = postPageLocale(post.section, locale);
  const chips = useFieldFacts()(post.section, post.fields, post.time_zone)
    .filter((fact) => !post.price || !fact.money)
    .slice(0, 2);
  return (
    <article
      className={`post-card${post.highlighted ? " post-card--highlighted" : ""}`}
      aria-labelledby={`post-${post.id}`}
      lang={LOCALE_TAGS[post.lang]}
    >
      <div className={post.cover ? "post-card__media" : "post-card__media post-card__media--art"}>
        {post.cover ? (
          <Picture photo={post.cover} sizes={CARD_SIZES} alt="" loading={loading} />
        ) : (
          <SectionArt section={post.section} />
        )}
        {post.urgent ? <UrgentBadge /> : null}
      </div>
      <div className="post-card__top">
        {post.promoted ? <PinnedMark /> : null}
        {sectionName ? <span className="chip">{sectionName}</span> : null}
        <LikeButton postId={post.id} title={post.title} />
      </div>
      <h3 id={`post-${post.id}`} className="post-card__title">
        <Link to={href} className="post-card__link" hrefLang={pageLocale ? LOCALE_TAGS[pageLocale] : undefined}>
          {post.title}
        </Link>
      </h3>
      {pageLocale === DEFAULT_LOCALE && pageLocale !== locale ? (
        <p className="post-card__lang-note">{t`Страница на русском`}</p>
      ) : null}
      {post.price ? <p className="post-card__price">{post.price}</p> : null}
      {chips.length ? (
        <ul className="post-card__facts" aria-label={t`Главное`}>
          {chips.map((fact) => (
            // A bare number ("2") says nothing without its label ("Спальни: 2").
            <li key={fact.label}>{/\p{L}/u.test(fact.value) ? fact.value : `${fact.label}: ${fact.value}`}</li>
          ))}
        </ul>
      ) : null}
      <p className="post-card__excerpt">{post.excerpt}</p>
      <p className="post-card__meta">
        {post.location ? <span className="post-card__place">{post.location.name}</span> : null}
        {post.category ? <span>{post.category.name}</span> : null}
        <time dateTime={post.created_at}>{date}</time>
      </p>
    </article>
  );
}
