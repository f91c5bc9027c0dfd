import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Suspense, useRef } from "react";
import { LanguageSwitch } from "../../features/i18n/LanguageSwitch";
import { LocationPicker } from "../../entities/LocationPicker";
import { AccountMenu } from "../../features/session/AccountMenu";
import { useLocale } from "../../lib/useLocale";
import { Icon } from "../../ui/Icon";
import { SiteSearch } from "../../features/search/SiteSearch";
import { SectionMenu } from "../../features/sections/SectionMenu";
import { useStandalone } from "./useStandalone";
import { Logo } from "../../ui/Logo";
import { PostAdMenu, useDismiss } from "../../ui/PostAdMenu";
import { lazyPart } from "../../lib/lazy-part";

/** The languages on a phone: one small button in the bar opens them (wide screens show them in the bar itself). */
function LanguageMenu() {
  const { t } = useLingui();
  const code = useLocale().toUpperCase();
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);
  return (
    <details className="lang-menu" ref={menu}>
      <summary className="header-icon-button lang-menu__button" aria-label={t`Язык: ${code}`}>
        <Icon name="globe" size={20} />
      </summary>
      <div className="lang-menu__list">
        <LanguageSwitch />
      </div>
    </details>
  );
}

// Only the installed app shows a back button: browsers have their own, and pay nothing for it.
const BackButton = lazyPart(() => import("./BackButton").then((module) => module.default));

function StandaloneBack() {
  const standalone = useStandalone();
  return standalone ? (
    <Suspense fallback={null}>
      <BackButton />
    </Suspense>
  ) : null;
}

/**
 * One bar (back in the installed app, logo, search, account, languages) and a second row (place and sections) that
 * folds away once the page is scrolled: at most 56 px then, on a phone as on a desktop.
 */
export function Header() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <StandaloneBack />
        <Link
          to="/{-$locale}"
          params={{ locale: locale === "ru" ? undefined : locale }}
          search={{}}
          className="brand"
          aria-label={t`Obyava — на главную`}
        >
          <Logo />
          <span className="brand__name">Obyava</span>
        </Link>
        <div className="site-header__search">
          <SiteSearch />
        </div>
        <div className="site-header__actions">
          <PostAdMenu />
          <AccountMenu />
          <div className="site-header__langs">
            <LanguageSwitch />
          </div>
          <LanguageMenu />
        </div>
      </div>
      <div className="container site-header__nav">
        <LocationPicker />
        <SectionMenu />
      </div>
    </header>
  );
}
