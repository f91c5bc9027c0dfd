import { useLingui } from "@lingui/react/macro";
import { useCanGoBack, useParams, useRouter } from "@tanstack/react-router";
import { buildPath, ROUTES_BY_ID, type RouteDef } from "../../../shared/routes";
import type { Locale } from "../../../shared/locales";
import { Icon } from "../../ui/Icon";
import { useLocale } from "../../lib/useLocale";
import { useCurrentPage } from "../../lib/usePageHead";

/** Where «back» leads without a history (an ad opened from a link): the section's listing, else the home page. */
function parentOf(route: RouteDef | undefined, locale: Locale, location: string | undefined): string {
  const listing = route?.section ? ROUTES_BY_ID.get(`listing.${route.section}`) : undefined;
  const up =
    listing && listing.id !== route?.id && listing.locales.includes(locale) ? listing : ROUTES_BY_ID.get("home");
  return up ? buildPath(up, locale, { location: location ?? null }) : "/";
}

/** The installed app has no browser bar, so no back button: the header brings one (history back, else the parent). */
export default function BackButton() {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const route = useCurrentPage()?.route;
  const locale = useLocale();
  const { location } = useParams({ strict: false });
  if (route?.id === "home" && !canGoBack) return null;
  const back = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ href: parentOf(route, locale, location) });
  };
  return (
    <button type="button" className="header-icon-button back-button" onClick={back} aria-label={t`Назад`}>
      <Icon name="arrow-left" size={22} />
    </button>
  );
}
