import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { LanguageSwitch } from "../i18n";
import { LocationPicker } from "../locations";
import { AccountMenu } from "../session";
import { useLocale } from "../../lib/useLocale";
import { SiteSearch } from "../search";
import { SectionMenu } from "../sections";
import { Logo } from "./Logo";
import { PostAdMenu } from "./PostAdMenu";

export function Header() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
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
        <SiteSearch />
        <div className="site-header__actions">
          <PostAdMenu />
          <AccountMenu />
          <LanguageSwitch />
        </div>
      </div>
      <div className="container site-header__nav">
        <LocationPicker />
        <SectionMenu />
      </div>
    </header>
  );
}
