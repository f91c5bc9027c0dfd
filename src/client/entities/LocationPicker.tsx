import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useParams, useRouter } from "@tanstack/react-router";
import { localeFromPath } from "../../shared/locales";
import { buildPath, patternValues, ROUTES_BY_ID } from "../../shared/routes";
import { saveLocation } from "../lib/cookies";
import { useLocale } from "../lib/useLocale";
import type { LocationNode } from "../../shared/contract/locations";
import { locationTreeQuery } from "../api/locations";
import { useCurrentPage } from "../lib/usePageHead";

/**
 * The city picker: the whole USA, a state, or one of its cities. The same page opens for the new
 * place (pages without a location go to the home page of that place), and the choice is remembered.
 */
export function LocationPicker() {
  const { t } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const page = useCurrentPage();
  const params = useParams({ strict: false });
  const { pathname, searchStr } = useLocation();
  const tree = useQuery(locationTreeQuery(locale)).data?.data;

  const go = (slug: string) => {
    saveLocation(slug || null);
    const home = ROUTES_BY_ID.get("home");
    const route = page?.route.pattern.startsWith("/{location?}") ? page.route : home;
    if (!route) return;
    const values = route === page?.route ? patternValues(route, params) : { location: null, params: {} };
    const search = new URLSearchParams(searchStr);
    search.delete("page");
    const query = search.toString();
    // The language of the address being opened: just after a language switch the page may still be
    // loading, and its params (useLocale) would send the visitor back to the old language.
    const target = localeFromPath(pathname);
    void router.navigate({
      href: `${buildPath(route, target, { ...values, location: slug || null })}${query ? `?${query}` : ""}`,
    });
  };

  return (
    <label className="location-picker">
      <span className="visually-hidden">{t`Город или штат`}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="10" r="2.5" fill="currentColor" />
      </svg>
      <select value={params.location ?? ""} onChange={(event) => go(event.target.value)}>
        <option value="">{t`Вся США`}</option>
        <LocationOptions tree={tree} />
      </select>
    </label>
  );
}

/** The states as groups of their cities (a state itself first in its group): every place picker's options. */
export function LocationOptions({ tree }: { tree: readonly LocationNode[] | undefined }) {
  const { t } = useLingui();
  return tree?.map((state) => {
    const stateName = state.name;
    return state.children.length ? (
      <optgroup key={state.slug} label={stateName}>
        <option value={state.slug}>{t`${stateName} — весь штат`}</option>
        {state.children.map((city) => (
          <option key={city.slug} value={city.slug}>
            {city.name}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={state.slug} value={state.slug}>
        {stateName}
      </option>
    );
  });
}
