import { useRouterState } from "@tanstack/react-router";
import { siteSearchOf } from "../../../shared/routes";
import { SEARCH_ROUTE_ID } from "./links";

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

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
