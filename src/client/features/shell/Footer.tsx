import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { pathOf, ROUTES_BY_ID } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { sectionsQuery } from "../sections";

/** The information pages the footer offers, in the order people look for them. */
const INFO = ["about", "faq", "contact-us", "send-article", "mobapps", "terms-of-use", "privacy-policy"] as const;

interface Entry {
  id: string;
  name: string;
  href: string;
}

/**
 * The footer's site map: every section and the news listing, then the information pages, each only where it
 * exists in this language.
 */
function useFooterLinks(): { sections: Entry[]; info: Entry[] } {
  const { i18n } = useLinguiCore();
  const locale = useLocale();
  const { data } = useQuery(sectionsQuery(locale));
  const exists = (id: string) => ROUTES_BY_ID.get(id)?.locales.includes(locale) ?? false;
  const sections = (data?.data ?? []).flatMap((section) => {
    const id = `listing.${section.slug}` as const;
    return exists(id) ? [{ id, name: section.name, href: pathOf(id, locale) }] : [];
  });
  const info = INFO.flatMap((page) => {
    const id = `page.${page}` as const;
    const route = ROUTES_BY_ID.get(id);
    return route && exists(id) ? [{ id, name: i18n._(route.title), href: pathOf(id, locale) }] : [];
  });
  return { sections, info };
}

function FooterColumn({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.href}>{entry.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const { sections, info } = useFooterLinks();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav className="site-footer__map" aria-label={t`Карта сайта`}>
          <FooterColumn title={t`Разделы`} entries={sections} />
          <FooterColumn title="Obyava" entries={info} />
        </nav>
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
