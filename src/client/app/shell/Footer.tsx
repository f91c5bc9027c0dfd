import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { pathOf, ROUTES_BY_ID, type RouteId } from "../../../shared/routes";
import { LANDING_CITIES } from "../../../shared/page-titles";
import { useLocale } from "../../lib/useLocale";
import { Icon } from "../../ui/Icon";
import { LanguageSwitch } from "../../features/i18n/LanguageSwitch";
import { InstallAppButton } from "../../features/pwa/InstallAppButton";
import { sectionsQuery } from "../../api/sections";

/** The information pages the footer offers, by column, in the order people look for them. */
const ABOUT = ["about", "team", "feedbacks", "support-ukraine", "send-article", "mobapps"] as const;
const HELP = ["faq", "contact-us", "create-contact", "kp", "subscription", "terms-of-use", "privacy-policy"] as const;

/** Below this width the columns fold (the same width the stylesheet folds them at). */
const FOLDED = "(max-width: 640px)";

/** The pages the footer links to: none of them has parameters besides the language. */
type LinkedId = Extract<RouteId, `listing.${string}` | `landing.${string}` | `page.${string}`>;

interface Entry {
  id: string;
  name: string;
  href: string;
}

/**
 * The footer's site map: every section, the city landings, then the information pages, each only where it
 * exists in this language.
 */
function useFooterLinks(): { sections: Entry[]; cities: Entry[]; about: Entry[]; help: Entry[] } {
  const { i18n } = useLinguiCore();
  const locale = useLocale();
  const { data } = useQuery(sectionsQuery(locale));
  const entry = (id: LinkedId, name?: string): Entry[] => {
    const route = ROUTES_BY_ID.get(id);
    return route?.locales.includes(locale) ? [{ id, name: name ?? i18n._(route.title), href: pathOf(id, locale) }] : [];
  };
  return {
    sections: (data?.data ?? []).flatMap((section) => entry(`listing.${section.slug}`, section.name)),
    cities: Object.keys(LANDING_CITIES).flatMap((page) => entry(`landing.${page}` as LinkedId)),
    about: ABOUT.flatMap((page) => entry(`page.${page}`)),
    help: HELP.flatMap((page) => entry(`page.${page}`)),
  };
}

/**
 * One column: a disclosure on a phone (folded until opened), a plain column on wider screens. A native
 * <details> folds and opens before the app has taken the page over; on wide screens it is kept open.
 */
function FooterColumn({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = fold.current;
    if (!details) return;
    const folded = window.matchMedia(FOLDED);
    const follow = () => {
      details.open = !folded.matches;
    };
    const keepOpen = () => {
      if (!folded.matches && !details.open) details.open = true;
    };
    follow();
    folded.addEventListener("change", follow);
    details.addEventListener("toggle", keepOpen);
    return () => {
      folded.removeEventListener("change", follow);
      details.removeEventListener("toggle", keepOpen);
    };
  }, []);
  return (
    <details className={wide ? "site-footer__column site-footer__column--wide" : "site-footer__column"} ref={fold}>
      <summary className="site-footer__heading">
        <span>{title}</span>
        <Icon name="chevron-down" size={18} className="site-footer__chevron" />
      </summary>
      <div className="site-footer__fold">{children}</div>
    </details>
  );
}

function Links({ entries }: { entries: Entry[] }) {
  return (
    <ul className="site-footer__links">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.href}>{entry.name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const { sections, cities, about, help } = useFooterLinks();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav className="site-footer__map" aria-label={t`Карта сайта`}>
          <FooterColumn title={t`Разделы`} wide>
            <Links entries={sections} />
          </FooterColumn>
          <FooterColumn title={t`Города`}>
            <Links entries={cities} />
          </FooterColumn>
          <FooterColumn title="Obyava">
            <Links entries={about} />
          </FooterColumn>
          <FooterColumn title={t`Помощь и документы`}>
            <Links entries={help} />
          </FooterColumn>
        </nav>
        <div className="site-footer__bar">
          <div className="site-footer__app">
            <InstallAppButton className="button site-footer__install" />
          </div>
          <LanguageSwitch label={t`Языки сайта`} />
        </div>
        <p className="site-footer__about">
          <Trans>
            Obyava — доска объявлений для русско-, украино-, польско- и англоязычных иммигрантов в США: работа, CDL,
            жильё, авто, услуги и знакомства.
          </Trans>
        </p>
        <p className="site-footer__copy">
          <Trans>© {year} Obyava. Все права защищены.</Trans>
        </p>
      </div>
    </footer>
  );
}
