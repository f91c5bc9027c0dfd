import { useLingui as useLinguiCore } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Landing, LandingSection } from "../../../shared/contract/landings";
import type { PostCard } from "../../../shared/contract/posts";
import { landingOffer, SOCIAL_LINKS, type LandingPageName, type SocialLink } from "../../../shared/landings";
import type { Locale } from "../../../shared/locales";
import { pathOf, ROUTES_BY_ID, SECTION_TITLES, type RouteId } from "../../../shared/routes";
import { INFO_PAGES, LANDING_PAGES } from "../../../shared/page-titles";
import { homeParams, useLocale } from "../../lib/useLocale";
import { PostGrid } from "../../features/posts/PostGrid";
import { InstallAppButton } from "../../features/pwa/InstallAppButton";
import { Logo } from "../../ui/Logo";
import { PostAdMenu } from "../../ui/PostAdMenu";
import { landingQuery } from "../../features/landings/api";

/** Whether a page exists in this language (sections without Polish pages have no Polish links). */
const exists = (id: RouteId, locale: Locale) => ROUTES_BY_ID.get(id)?.locales.includes(locale) ?? false;

/** Only ads whose pages exist in this language. */
const readable = (posts: readonly PostCard[], locale: Locale) =>
  posts.filter((post) => exists(`post.${post.section}`, locale));

function ChannelCall({ link }: { link: SocialLink }) {
  const label = {
    telegram: <Trans>Открыть канал в Telegram</Trans>,
    telegramCdl: <Trans>Открыть CDL-канал в Telegram</Trans>,
    instagram: <Trans>Подписаться в Instagram</Trans>,
    tiktok: <Trans>Смотреть Obyava в TikTok</Trans>,
  }[link];
  return (
    <a className="button button--primary landing__call" href={SOCIAL_LINKS[link]} target="_blank" rel="noopener">
      {label}
    </a>
  );
}

function CountLine({ total }: { total: number }) {
  return (
    <p className="landing__count">
      <Plural
        value={total}
        one="# активное объявление"
        few="# активных объявления"
        many="# активных объявлений"
        other="# активного объявления"
      />
    </p>
  );
}

/** A city's section: its name with its count, the freshest ads and a link to all of them in the city. */
function CitySection({ entry, city }: { entry: LandingSection; city: string }) {
  const { i18n } = useLinguiCore();
  const locale = useLocale();
  const id = `listing.${entry.section}` as const;
  const name = i18n._(SECTION_TITLES[entry.section]);
  const posts = readable(entry.posts, locale);
  if (!exists(id, locale) || posts.length === 0) return null;
  return (
    <section className="landing__section" aria-labelledby={`landing-${entry.section}`}>
      <div className="latest__head">
        <h2 id={`landing-${entry.section}`}>
          {name} <span className="landing__badge">{entry.count}</span>
        </h2>
        <Link to={pathOf(id, locale, { location: city })} className="landing__more">
          <Trans>Все объявления раздела</Trans>
        </Link>
      </div>
      <PostGrid posts={posts} belowFold />
    </section>
  );
}

function CityLanding({ landing }: { landing: Landing }) {
  const { i18n } = useLinguiCore();
  const locale = useLocale();
  const city = landing.city?.slug ?? "";
  const sections = landing.sections.filter((entry) => exists(`listing.${entry.section}`, locale));
  return (
    <>
      {sections.length > 0 ? (
        <nav className="landing__chips" aria-label={i18n._(LANDING_PAGES[landing.page as LandingPageName])}>
          <ul>
            {sections.map((entry) => (
              <li key={entry.section}>
                <a href={`#landing-${entry.section}`}>
                  {i18n._(SECTION_TITLES[entry.section])} <span className="landing__badge">{entry.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="landing__empty">
          <Trans>Здесь пока нет объявлений — разместите первое, его увидят соседи.</Trans>
        </p>
      )}
      {sections.map((entry) => (
        <CitySection key={entry.section} entry={entry} city={city} />
      ))}
    </>
  );
}

function OfferAds({ landing, page }: { landing: Landing; page: LandingPageName }) {
  const locale = useLocale();
  const offer = landingOffer(page);
  const cdl = offer.kind === "channel" && offer.link === "telegramCdl";
  const photos = offer.kind === "channel" && offer.ads.withPhotos === true;
  const posts = readable(landing.posts, locale);
  if (posts.length === 0) return null;
  return (
    <section className="landing__section" aria-labelledby="landing-ads">
      <div className="latest__head">
        <h2 id="landing-ads">
          {cdl ? (
            <Trans>Свежие CDL-вакансии</Trans>
          ) : photos ? (
            <Trans>Свежие объявления с фото</Trans>
          ) : (
            <Trans>Свежие объявления</Trans>
          )}
        </h2>
        <Link to={cdl ? pathOf("listing.cdl", locale) : pathOf("home", locale)} className="landing__more">
          {cdl ? <Trans>Все CDL-вакансии</Trans> : <Trans>Все объявления</Trans>}
        </Link>
      </div>
      <PostGrid posts={posts} withSections={!cdl} />
    </section>
  );
}

/** What the hero says under the heading: the offer in one line. */
function Pitch({ page }: { page: LandingPageName }) {
  const offer = landingOffer(page);
  if (offer.kind === "city")
    return <Trans>Работа, жильё, авто и услуги от своих — свежие объявления вашего города.</Trans>;
  if (offer.kind === "app") {
    return (
      <Trans>Obyava на главном экране телефона: открывается сразу, работает без сети, без магазина приложений.</Trans>
    );
  }
  switch (offer.link) {
    case "telegramCdl":
      return <Trans>Новые вакансии для водителей CDL приходят в канал, как только их публикуют на сайте.</Trans>;
    case "instagram":
      return <Trans>Лучшие объявления с фотографиями, жильё и события общины — в нашей ленте.</Trans>;
    case "tiktok":
      return <Trans>Короткие видео о жизни в США, работе и жилье — и свежие объявления каждый день.</Trans>;
    case "telegram":
      return <Trans>Самые свежие объявления о работе, жилье и услугах — каждый день в нашем Telegram-канале.</Trans>;
  }
}

/**
 * A landing: a hero with its one offer (a city's counts with «install» and «post an ad»; joining a channel;
 * installing the app), the ads that fit it, then the page's own document (`children`).
 */
export function LandingPage({ page, children }: { page: LandingPageName; children?: ReactNode }) {
  const { i18n } = useLinguiCore();
  const { t } = useLingui();
  const locale = useLocale();
  const offer = landingOffer(page);
  // Offline and never seen, or failing: the landing draws its offer and text without ads.
  const landing = useQuery(landingQuery(locale, page)).data?.data;
  const year = new Date().getFullYear();
  return (
    <>
      <div className="bare-layout__bar">
        <Link to="/{-$locale}/{-$location}" params={homeParams(locale)} className="brand bare-layout__brand">
          <Logo />
          <span className="brand__name">Obyava</span>
        </Link>
      </div>
      <div className="bare-layout__main">
        <article className={`landing landing--${offer.kind}`} aria-labelledby="page-title">
          <header className="landing__hero">
            {landing?.city ? <p className="landing__eyebrow">Obyava · {landing.city.name}</p> : null}
            <h1 id="page-title">{i18n._(LANDING_PAGES[page])}</h1>
            <p className="landing__pitch">
              <Pitch page={page} />
            </p>
            {landing && offer.kind !== "app" ? <CountLine total={landing.total} /> : null}
            <div className="landing__calls" role="group" aria-label={t`Что сделать`}>
              {offer.kind === "channel" ? <ChannelCall link={offer.link} /> : null}
              {offer.kind === "channel" ? null : <InstallAppButton className="button landing__call landing__install" />}
              {offer.kind === "app" ? (
                <Link to={pathOf("page.mobapps", locale)} className="button landing__call">
                  <Trans>Как установить на iPhone и Android</Trans>
                </Link>
              ) : (
                <PostAdMenu />
              )}
            </div>
          </header>
          {landing?.city ? <CityLanding landing={landing} /> : null}
          {landing && !landing.city ? <OfferAds landing={landing} page={page} /> : null}
          {children ? <div className="landing__document">{children}</div> : null}
        </article>
      </div>
      {/* The landings' layout has no site footer: the documents a visitor checks before trusting the site. */}
      <nav className="bare-layout__footer" aria-label={t`Документы`}>
        <Link to={pathOf("page.terms-of-use", locale)}>{i18n._(INFO_PAGES["terms-of-use"])}</Link>
        <Link to={pathOf("page.privacy-policy", locale)}>{i18n._(INFO_PAGES["privacy-policy"])}</Link>
        <span>
          <Trans>© {year} Obyava. Все права защищены.</Trans>
        </span>
      </nav>
    </>
  );
}
