import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { SEARCH_MAX_LENGTH } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { useIdle } from "../../ui/AfterIdle";
import { useCurrentPage } from "../../lib/usePageHead";
import { searchHref } from "./links";
import { SearchIcon, SITE_SEARCH_INPUT_ID, useSearchedWords, type Handover } from "./search-field";
import "./search.css";

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
