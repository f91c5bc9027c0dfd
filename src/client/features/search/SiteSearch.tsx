import { Trans, useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { SEARCH_MAX_LENGTH, siteSearchOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { useIdle } from "../../ui/AfterIdle";
import { useCurrentPage } from "../pages/usePageHead";
import { SEARCH_ROUTE_ID, searchHref } from "./links";
import "./search.css";

/** The header's search field: the phone tab bar's Search tab focuses it (openSiteSearch). */
export const SITE_SEARCH_INPUT_ID = "site-search";

/** What the plain field hands the combobox taking its place: the words in it, and whether the caret was there. */
export interface Handover {
  text: string;
  focused: boolean;
}

/** Puts the caret into the header's search (the tab bar's Search tab, the empty results' «new search»). */
export function openSiteSearch(): void {
  const input = document.getElementById(SITE_SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return;
  input.scrollIntoView({ block: "nearest" });
  input.focus();
  input.select();
}

/** The words of the results page on screen, so the field shows what was searched. */
export function useSearchedWords(): string {
  return useRouterState({
    select: (state) => {
      const match = state.matches.find((each) => each.routeId === SEARCH_ROUTE_ID);
      const search = match?.search as Record<string, unknown> | undefined;
      return (search && siteSearchOf((name) => search[name])?.q) ?? "";
    },
  });
}

const loadCombobox = () => import("./SearchCombobox");

/**
 * One search for the whole site, in the header of every page. The page arrives with a plain search form (it
 * works before any script: a GET of the results page); the suggestions' code comes once the page is idle, or
 * at once when the visitor goes into the field, and takes over with what was typed and the caret.
 */
export function SiteSearch() {
  const idle = useIdle();
  const field = useRef<HTMLInputElement>(null);
  const [combobox, setCombobox] = useState<{ Combobox: ComponentType<Handover>; handover: Handover } | null>(null);
  const takeOver = () => {
    void loadCombobox().then(
      ({ SearchCombobox }) => {
        const input = field.current;
        if (!input) return;
        setCombobox(
          (taken) =>
            taken ?? {
              Combobox: SearchCombobox,
              handover: { text: input.value, focused: document.activeElement === input },
            },
        );
        // Its file could not be had (offline before the worker stored it): the plain form still searches.
      },
      () => undefined,
    );
  };
  useEffect(() => {
    if (idle) takeOver();
  }, [idle]);
  if (combobox) return <combobox.Combobox {...combobox.handover} />;
  return <PlainSearch field={field} onEnter={takeOver} />;
}

/** The search form as the server draws it: the combobox's look, without its list. */
function PlainSearch({ field, onEnter }: { field: RefObject<HTMLInputElement | null>; onEnter: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const place = useCurrentPage()?.place?.slug;
  const searched = useSearchedWords();
  const listId = `${useId()}-list`;
  return (
    <form
      role="search"
      className="site-search"
      action={searchHref(locale, place, { q: "" }).split("?")[0]}
      method="get"
    >
      <label htmlFor={SITE_SEARCH_INPUT_ID} className="visually-hidden">
        <Trans>Поиск по всем объявлениям</Trans>
      </label>
      <input
        ref={field}
        id={SITE_SEARCH_INPUT_ID}
        key={searched}
        name="q"
        type="search"
        className="site-search__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Работа, жильё, авто…`}
        defaultValue={searched}
        onFocus={onEnter}
      />
      <button type="submit" className="site-search__submit" aria-label={t`Искать во всех разделах`}>
        <SearchIcon />
      </button>
      <div id={listId} role="listbox" aria-label={t`Подсказки`} className="site-search__list" hidden />
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
