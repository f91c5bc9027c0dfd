import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { LOCALE_TAGS } from "../../../shared/locales";
import { useLocale } from "../../lib/useLocale";
import { postDetailQuery } from "../../api/posts";
import { BannerSlot } from "../../features/banners/BannerSlot";
import { loadAuthorContact } from "../../features/chat/load-author-contact";
import { ArticleTags } from "../../features/posts/ArticleTags";
import { ContactBlock } from "../../features/posts/ContactBlock";
import { LikeButton } from "../../entities/LikeButton";
import { OwnerPanel } from "../../features/profile/OwnerPanel";
import { loadPostSafety } from "../../features/reports/load-post-safety";
import { PostBody } from "../../ui/PostBody";
import { PostGrid } from "../../features/posts/PostGrid";
import { UrgentBadge } from "../../features/posts/PromotionMarks";
import { dateTimeFormat } from "../../lib/intl";
import { AfterIdle } from "../../ui/AfterIdle";

// The contact form and chat starter (phone field, form rules) load after the post is on screen.
const AuthorContact = lazy(() => loadAuthorContact().then((module) => ({ default: module.AuthorContact })));
const PostSafety = lazy(() => loadPostSafety().then((module) => ({ default: module.PostSafety })));

/** Shares the page with the system sheet where there is one, else copies its address. */
function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" className="button" onClick={() => void share()}>
      {copied ? t`Ссылка скопирована` : t`Поделиться`}
    </button>
  );
}

/** A post's detail page: photos, every field, the text, contacts, sharing and similar ads. */
export function PostPage({ section, slug }: { section: string; slug: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(postDetailQuery(locale, section, slug));
  const post = data.data;
  const views = post.view_count;
  const where = { type: post.section, location: post.location?.slug, category: post.category?.slug };
  const published = dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(post.created_at),
  );
  return (
    <article className="post-page" lang={LOCALE_TAGS[post.lang]} aria-labelledby="post-title">
      {/* Its own grid: the sticky side (from 641 px) stays beside the post and never slides over the similar ads. */}
      <div className="post-page__body">
        <Suspense fallback={null}>
          <BannerSlot placement="single-left" where={where} />
        </Suspense>
        <div className="post-page__main">
          <OwnerPanel post={post} />
          {post.urgent ? (
            <p className="post-page__badges">
              <UrgentBadge />
            </p>
          ) : null}
          <div className="post-page__head">
            <h1 id="post-title" className="page-title">
              {post.title}
            </h1>
            <LikeButton postId={post.id} title={post.title} />
          </div>
          <p className="post-page__meta">
            {post.location ? <span>{post.location.name}</span> : null}
            {post.category ? <span>{post.category.name}</span> : null}
            <time dateTime={post.created_at}>{published}</time>
            <span>{t`Просмотров: ${views}`}</span>
          </p>
          <PostBody post={post} />
          {post.section === "news" ? <ArticleTags tags={post.tags} location={null} /> : null}
          <ShareButton title={post.title} />
          <Suspense fallback={null}>
            <BannerSlot placement="single-bottom" where={where} />
          </Suspense>
        </div>
        <div className="post-page__side sidebar">
          <ContactBlock post={post} />
          {/* Neither holds the post back: they come in beside it once loaded. */}
          <Suspense fallback={null}>
            <AuthorContact post={post} />
          </Suspense>
          {/* Tips and the report button wait for the idle page: they never compete with the ad's own start. */}
          <AfterIdle>
            <Suspense fallback={null}>
              <PostSafety post={post} />
            </Suspense>
          </AfterIdle>
          <Suspense fallback={null}>
            <BannerSlot placement="single-sidebar" where={where} />
          </Suspense>
        </div>
      </div>
      {post.similar.length ? (
        <section className="post-page__similar" aria-labelledby="similar-title">
          <h2 id="similar-title">
            <Trans>Похожие объявления</Trans>
          </h2>
          <PostGrid posts={post.similar} withSections belowFold />
        </section>
      ) : null}
    </article>
  );
}
