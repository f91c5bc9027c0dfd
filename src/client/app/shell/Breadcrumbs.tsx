import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { buildPath, ROUTES_BY_ID, SECTION_TITLES } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { usePageHead } from "../../lib/usePageHead";

/** Home › section › page, for every layout that shows breadcrumbs. */
export function Breadcrumbs() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { route, head } = usePageHead();
  const crumbs: { href: string; label: string }[] = [{ href: locale === "ru" ? "/" : `/${locale}`, label: t`Главная` }];
  const section = route.section;
  const listing = section ? ROUTES_BY_ID.get(`listing.${section}`) : undefined;
  if (section && listing && listing.id !== route.id && section in SECTION_TITLES) {
    crumbs.push({
      href: buildPath(listing, locale),
      label: i18n._(SECTION_TITLES[section as keyof typeof SECTION_TITLES]),
    });
  }
  return (
    <nav aria-label={t`Навигационная цепочка`} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{head.h1}</li>
      </ol>
    </nav>
  );
}
