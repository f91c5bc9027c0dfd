import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { INFO_PAGES, pathOf } from "../../../shared/routes";
import { homeParams, useLocale } from "../../lib/useLocale";
import { Logo } from "./Logo";

/**
 * The landings' layout: no site header or footer, only the brand back to the home page and one line of the
 * documents a visitor may want before trusting the site.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const year = new Date().getFullYear();
  return (
    <div className="bare-layout">
      <header className="bare-layout__bar">
        <Link to="/{-$locale}/{-$location}" params={homeParams(locale)} className="brand bare-layout__brand">
          <Logo />
          <span className="brand__name">Obyava</span>
        </Link>
      </header>
      <main id="main" className="bare-layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="bare-layout__footer">
        <nav aria-label={t`Документы`}>
          <Link to="/{-$locale}/{-$location}" params={homeParams(locale)}>
            <Trans>Перейти на Obyava</Trans>
          </Link>
          <Link to={pathOf("page.terms-of-use", locale)}>{i18n._(INFO_PAGES["terms-of-use"])}</Link>
          <Link to={pathOf("page.privacy-policy", locale)}>{i18n._(INFO_PAGES["privacy-policy"])}</Link>
        </nav>
        <p>
          <Trans>© {year} Obyava. Все права защищены.</Trans>
        </p>
      </footer>
    </div>
  );
}
