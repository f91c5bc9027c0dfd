import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { SearchResponse } from "../../../shared/contract/search";
import { SEARCH_GROUP_COUNT_CAP, SEARCH_HINT_COUNT_CAP, SEARCH_TOTAL_CAP } from "../../../shared/constants";
import { SEARCH_SORTS, type SearchSort, type SectionSlug } from "../../../shared/contract/slugs";
import { ROUTES_BY_ID, SECTION_TITLES, type SiteSearchInput } from "../../../shared/routes";
import { saveLocation } from "../../lib/cookies";
import { translator } from "../../lib/translate";
import { useLocale } from "../../lib/useLocale";
import { Pagination } from "../../ui/Pagination";
import { useCurrentPage, usePageHead } from "../../lib/usePageHead";
import { PostGrid } from "../../features/posts/PostGrid";
import { searchQuery } from "../../features/search/api";
import { openSiteSearch } from "../../features/search/search-field";

/** Sections offered when nothing is found anywhere: the ones people look through most. */
const BROWSE_SECTIONS: readonly SectionSlug[] = ["job", "cdl", "properties", "rent-sale", "business", "afisha"];

/** The route's search for a link that keeps the words and changes one choice (page 1 again). */
type Choice = { section?: SectionSlug | undefined; sort?: SearchSort | undefined };
/** A chip is the current one only when the address has exactly its choice (a left-out section must be absent). */
const CHOICE_ACTIVE = { explicitUndefined: true } as const;
const choose =
  (change: Choice) =>
  (prev: Record<string, unknown>): Record<string, unknown> => ({ ...prev, ...change, page: undefined });

/** The section's name in the visitor's language. */
function useSectionName(): (section: SectionSlug) => string {
  const { i18n } = useLingui();
  const translate = translator(i18n);
  return (section) => translate(SECTION_TITLES[section]);
}

/** Whether a section has pages in the visitor's language (no Polish dating…): its chip links nowhere otherwise. */
const inLanguage = (section: SectionSlug, locale: string) =>
  ROUTES_BY_ID.get(`listing.${section}`)?.locales.some((each) => each === locale) ?? false;

/** A count the server stopped at its cap reads "20+": more were found than were counted. */
const countText = (count: number, cap: number) => (count >= cap ? `${cap}+` : String(count));

/** One chip per section the words found something in, with its count, and «all sections» first. */
function SectionChips({ answer, section }: { answer: SearchResponse; section: SectionSlug | undefined }) {
  const { t } = useLingui();
  const sectionName = useSectionName();
  const groups = answer.groups.filter((group) => group.count > 0);
  if (groups.length === 0) return null;
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const anyCapped = groups.some((group) => group.count >= SEARCH_GROUP_COUNT_CAP);
  return (
    <nav aria-label={t`Разделы с найденным`} className="search-chips">
      <ul>
        <li>
          <Link
            to="."
            activeOptions={CHOICE_ACTIVE}
            search={choose({ section: undefined })}
            className="search-chip"
            aria-current={section === undefined ? "page" : undefined}
          >
            <Trans>Все разделы</Trans> <span className="search-chip__count">{anyCapped ? `${total}+` : total}</span>
          </Link>
        </li>
        {groups.map((group) => (
          <li key={group.section}>
            <Link
              to="."
              activeOptions={CHOICE_ACTIVE}
              search={choose({ section: group.section })}
              className="search-chip"
              aria-current={section === group.section ? "page" : undefined}
            >
              {sectionName(group.section)}{" "}
              <span className="search-chip__count">{countText(group.count, SEARCH_GROUP_COUNT_CAP)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SortPicker({ sort }: { sort: SearchSort }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const labels: Record<SearchSort, string> = {
    relevance: t`По совпадению`,
    newest: t`Сначала новые`,
    price_asc: t`Сначала дешевле`,
    price_desc: t`Сначала дороже`,
  };
  return (
    <label className="search-sort">
      <span>
        <Trans>Сортировка</Trans>
      </span>
      <select
        value={sort}
        onChange={(event) => {
          const next = SEARCH_SORTS.find((each) => each === event.target.value) ?? "relevance";
          void navigate({ to: ".", search: choose({ sort: next === "relevance" ? undefined : next }) });
        }}
      >
        {SEARCH_SORTS.map((each) => (
          <option key={each} value={each}>
            {labels[each]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Nothing found: what to do instead (other places, other sections, fewer words, a new search). */
function EmptyResult({ search, answer }: { search: SiteSearchInput; answer: SearchResponse }) {
  const locale = useLocale();
  const sectionName = useSectionName();
  const place = useCurrentPage()?.place;
  const prefix = locale === "ru" ? undefined : locale;
  const elsewhere = answer.groups.filter((group) => group.count > 0 && group.section !== search.section);
  const q = search.q;
  const chosen = search.section ? sectionName(search.section) : null;
  const placeName = place?.name;
  const fewer = answer.hints.fewer_words;
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title">
        {chosen ? (
          <Trans>
            В разделе «{chosen}» по запросу «{q}» ничего нет
          </Trans>
        ) : placeName ? (
          <Trans>
            {placeName}: по запросу «{q}» ничего нет
          </Trans>
        ) : (
          <Trans>По запросу «{q}» ничего не нашлось</Trans>
        )}
      </h2>
      <p>
        <Trans>Вот что можно сделать:</Trans>
      </p>
      <ul className="search-empty__ways">
        {elsewhere.length > 0 ? (
          <li>
            <Trans>Найдено в других разделах:</Trans>{" "}
            <span className="search-empty__links">
              {elsewhere.map((group) => (
                <Link
                  key={group.section}
                  to="."
                  activeOptions={CHOICE_ACTIVE}
                  search={choose({ section: group.section })}
                  className="search-chip"
                >
                  {sectionName(group.section)}{" "}
                  <span className="search-chip__count">{countText(group.count, SEARCH_GROUP_COUNT_CAP)}</span>
                </Link>
              ))}
            </span>
          </li>
        ) : search.section ? (
          <li>
            <Link to="." activeOptions={CHOICE_ACTIVE} search={choose({ section: undefined })}>
              <Trans>Искать во всех разделах</Trans>
            </Link>
          </li>
        ) : null}
        {answer.hints.places.length > 0 ? (
          <li>
            <Trans>Есть в других местах:</Trans>{" "}
            <span className="search-empty__links">
              {answer.hints.places.map((hint) => (
                <Link
                  key={hint.slug}
                  to="/{-$locale}/{-$location}/search"
                  // The place becomes the visitor's, as picked in the header ("" is the whole country).
                  onClick={() => saveLocation(hint.slug || null)}
                  params={{ locale: prefix, location: hint.slug || undefined }}
                  search={{ q, section: search.section }}
                  className="search-chip"
                >
                  {hint.name} <span className="search-chip__count">{countText(hint.count, SEARCH_HINT_COUNT_CAP)}</span>
                </Link>
              ))}
            </span>
          </li>
        ) : null}
        {fewer ? (
          <li>
            <Trans>Поищите меньше слов:</Trans>{" "}
            <Link to="." search={(prev) => ({ ...prev, q: fewer, page: undefined })}>
              «{fewer}»
            </Link>
          </li>
        ) : null}
        <li>
          <Trans>Проверьте, нет ли опечатки, или напишите слово проще: «водитель» вместо «водитель категории А».</Trans>
        </li>
      </ul>
      {elsewhere.length === 0 && !search.section ? (
        <nav aria-labelledby="search-browse-title" className="search-empty__browse">
          <h3 id="search-browse-title">
            <Trans>Или посмотрите разделы</Trans>
          </h3>
          <span className="search-empty__links">
            {BROWSE_SECTIONS.filter((section) => inLanguage(section, locale)).map((section) => (
              <Link
                key={section}
                to="/{-$locale}/{-$location}/$section"
                params={{ locale: prefix, location: place?.slug, section }}
                className="search-chip"
              >
                {sectionName(section)}
              </Link>
            ))}
          </span>
        </nav>
      ) : null}
      <button type="button" className="button" onClick={openSiteSearch}>
        <Trans>Новый поиск</Trans>
      </button>
    </section>
  );
}

function Results({ search, page, location }: { search: SiteSearchInput; page: number; location?: string | undefined }) {
  const locale = useLocale();
  const sectionName = useSectionName();
  const query = useQuery(searchQuery(locale, { ...search, location, page }));
  // A kept answer stays on screen when asking again fails (offline, busy): only a search never answered is an error.
  const answer = query.data;
  if (answer === undefined) {
    return query.isError ? (
      <div role="alert" className="search-summary">
        <p>{query.error.message}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          <Trans>Повторить</Trans>
        </button>
      </div>
    ) : (
      <p role="status" className="search-summary">
        <Trans>Ищем…</Trans>
      </p>
    );
  }
  const total = answer.meta.total;
  // The server ranks at most SEARCH_TOTAL_CAP ads: a total there means more were found.
  const capped = total >= SEARCH_TOTAL_CAP;
  const chosen = search.section ? sectionName(search.section) : null;
  const searchedAs = answer.searched_as;
  const found = answer.data.length > 0;
  return (
    <>
      {found ? <SectionChips answer={answer} section={search.section} /> : null}
      <div className="search-bar">
        {/* Read out after every search; with nothing found the empty result's heading says it to the eye. */}
        <div className={found ? "search-summary" : "visually-hidden"} role="status">
          <h2 className="search-summary__count">
            {chosen ? (
              capped ? (
                <Trans>
                  В разделе «{chosen}» найдено больше{" "}
                  <Plural
                    value={total}
                    one="# объявления"
                    few="# объявлений"
                    many="# объявлений"
                    other="# объявления"
                  />
                </Trans>
              ) : (
                <Trans>
                  В разделе «{chosen}» найдено{" "}
                  <Plural
                    value={total}
                    one="# объявление"
                    few="# объявления"
                    many="# объявлений"
                    other="# объявления"
                  />
                </Trans>
              )
            ) : capped ? (
              <Trans>
                Найдено больше{" "}
                <Plural value={total} one="# объявления" few="# объявлений" many="# объявлений" other="# объявления" />
              </Trans>
            ) : (
              <Trans>
                Найдено{" "}
                <Plural value={total} one="# объявление" few="# объявления" many="# объявлений" other="# объявления" />
              </Trans>
            )}
          </h2>
          {searchedAs && searchedAs !== search.q ? (
            <p className="search-summary__as">
              <Trans>
                Искали как «<strong>{searchedAs}</strong>»
              </Trans>
            </p>
          ) : null}
        </div>
        {found ? <SortPicker sort={search.sort ?? "relevance"} /> : null}
      </div>
      {!found ? (
        // The empty result names the sections that have something itself, among the other ways out.
        <EmptyResult search={search} answer={answer} />
      ) : (
        <>
          <PostGrid posts={answer.data} withSections={!search.section} />
          <Pagination page={answer.meta.page} lastPage={answer.meta.last_page} />
        </>
      )}
    </>
  );
}

/** The whole site's search: what the words found, by section, in an order the visitor picks. */
export function SearchPage({
  search,
  page,
  location,
}: {
  search: SiteSearchInput | null;
  page: number;
  location?: string | undefined;
}) {
  const { head } = usePageHead();
  if (!search) {
    return (
      <section className="search-page">
        <h1 className="page-title">{head.h1}</h1>
        <p>
          <Trans>
            Напишите в поиске, что вы ищете: работу, жильё, машину, услугу — поиск идёт по всем разделам сразу.
          </Trans>
        </p>
        <button type="button" className="button" onClick={openSiteSearch}>
          <Trans>Начать поиск</Trans>
        </button>
      </section>
    );
  }
  const q = search.q;
  return (
    <section className="search-page">
      <h1 className="page-title">
        <Trans>Результаты по запросу «{q}»</Trans>
      </h1>
      <Results search={search} page={page} location={location} />
    </section>
  );
}
