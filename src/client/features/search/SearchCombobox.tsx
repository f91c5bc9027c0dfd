import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import type { Suggestion } from "../../../shared/contract/search";
import { SEARCH_MAX_LENGTH, SECTION_TITLES } from "../../../shared/routes";
import { translator } from "../../lib/translate";
import { useLocale } from "../../lib/useLocale";
import { useCurrentPage } from "../../lib/usePageHead";
import { suggestQuery } from "./api";
import { searchHref, suggestionHref } from "./links";
import { SearchIcon, SITE_SEARCH_INPUT_ID, useSearchedWords, type Handover } from "./search-field";
/** Suggestions wait for a pause in typing this long, so a word typed fast is one request, not five. */
const SUGGEST_DELAY_MS = 150;
/** Fewer letters than this suggest nothing worth a request. */
const SUGGEST_MIN_LENGTH = 2;
/** The groups of the list, in the order people scan them: where to go first, ads last. */
const KIND_ORDER: readonly Suggestion["kind"][] = ["section", "category", "place", "title"];

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A suggestion with the typed letters marked, as people scan for what they typed. */
function Marked({ text, typed }: { text: string; typed: string }) {
  const lower = text.toLocaleLowerCase();
  // Lower-casing that changes the length (rare letters) would misplace the mark: then none.
  const at = typed && lower.length === text.length ? lower.indexOf(typed.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/**
 * Where the field ends on screen while the list is open: on a phone the list spans the screen's width under it,
 * wider than the field the header leaves room for.
 */
function useFieldBottom(form: RefObject<HTMLFormElement | null>, open: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = form.current;
    if (!open || !element) return;
    const measure = () => setBottom(Math.round(element.getBoundingClientRect().bottom));
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [form, open]);
  return bottom;
}

/**
 * One search for the whole site, in the header of every page: a combobox (ARIA 1.2) whose suggestions
 * come as the visitor types, grouped by kind; Enter without a chosen one searches the words.
 */
export function SearchCombobox({ text: handedText, focused }: Handover) {
  const { t, i18n } = useLingui();
  const translate = translator(i18n);
  const locale = useLocale();
  const navigate = useNavigate();
  const place = useCurrentPage()?.place?.slug;
  const id = useId();
  const listId = `${id}-list`;
  const searched = useSearchedWords();
  const [text, setText] = useState(handedText);
  const [shownSearch, setShownSearch] = useState(searched);
  if (searched !== shownSearch) {
    // Another results page (or none): the field follows the address.
    setShownSearch(searched);
    setText(searched);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebounced(text.trim().slice(0, SEARCH_MAX_LENGTH), SUGGEST_DELAY_MS);
  const asking = open && typed.length >= SUGGEST_MIN_LENGTH;
  const { data } = useQuery({
    ...suggestQuery(locale, typed, place),
    enabled: asking,
    placeholderData: keepPreviousData,
  });
  const found = asking && text.trim().length >= SUGGEST_MIN_LENGTH ? (data?.data ?? []) : [];
  const options = KIND_ORDER.flatMap((kind) => found.filter((each) => each.kind === kind));
  const expanded = open && options.length > 0;
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Taking over a field the visitor is in: the caret stays, after what they typed.
    const input = field.current;
    if (!focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    setOpen(true);
  }, [focused]);
  const listTop = useFieldBottom(form, expanded);
  const optionId = (index: number) => `${id}-option-${String(index)}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    // A phone's keyboard folds away with the field's focus, so the page it leads to is seen whole.
    (document.activeElement as HTMLElement | null)?.blur();
    void navigate({ href });
  };

  /** A section, category or place leads to its page and the field empties; a title's words are searched. */
  const choose = (suggestion: Suggestion) => {
    if (suggestion.kind !== "title") setText("");
    go(suggestionHref(suggestion, locale, place));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) return choose(chosen);
    const q = text.trim();
    if (q.length < SUGGEST_MIN_LENGTH) return;
    go(searchHref(locale, place, { q: q.slice(0, SEARCH_MAX_LENGTH) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        // Past either end the caret goes back to the field (no option active), then round again.
        setActive((current) => {
          const next = current + step;
          return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
        });
        return;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        return;
    }
  };

  const groups: ReactNode[] = [];
  for (const kind of KIND_ORDER) {
    // The options' places in the one list the arrows walk (options is already grouped in this order).
    const first = options.findIndex((each) => each.kind === kind);
    const items = options.filter((each) => each.kind === kind);
    if (items.length === 0) continue;
    const labelId = `${id}-group-${kind}`;
    groups.push(
      <ul key={kind} role="group" aria-labelledby={labelId}>
        <li id={labelId} role="presentation" className="site-search__group">
          {kind === "section" ? (
            <Trans>Разделы</Trans>
          ) : kind === "category" ? (
            <Trans>Категории</Trans>
          ) : kind === "place" ? (
            <Trans>Города и штаты</Trans>
          ) : (
            <Trans>Объявления</Trans>
          )}
        </li>
        {items.map((suggestion, offset) => {
          const at = first + offset;
          return (
            <li
              key={`${suggestion.kind}:${suggestion.section ?? ""}:${suggestion.slug ?? ""}:${suggestion.text}`}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              className="site-search__option"
              // The field keeps the focus (and the list stays) until the click has chosen.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => setActive(at)}
            >
              <span className="site-search__text">
                <Marked text={suggestion.text} typed={typed} />
              </span>
              {suggestion.section && suggestion.kind !== "section" ? (
                <span className="site-search__where">{translate(SECTION_TITLES[suggestion.section])}</span>
              ) : null}
            </li>
          );
        })}
      </ul>,
    );
  }

  return (
    <form
      ref={form}
      role="search"
      className="site-search"
      action={searchHref(locale, place, { q: "" }).split("?")[0]}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={SITE_SEARCH_INPUT_ID} className="visually-hidden">
        <Trans>Поиск по всем объявлениям</Trans>
      </label>
      <input
        ref={field}
        id={SITE_SEARCH_INPUT_ID}
        name="q"
        type="search"
        className="site-search__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Работа, жильё, авто…`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="site-search__submit" aria-label={t`Искать во всех разделах`}>
        <SearchIcon />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t`Подсказки`}
        className="site-search__list"
        hidden={!expanded}
        style={listTop === null ? undefined : ({ "--site-search-bottom": `${String(listTop)}px` } as CSSProperties)}
      >
        {groups}
      </div>
    </form>
  );
}
