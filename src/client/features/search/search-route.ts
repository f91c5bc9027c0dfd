import { SEARCH_SORTS, SECTION_SLUGS } from "../../../shared/contract/slugs";
import { siteSearchOf, type SiteSearchInput } from "../../../shared/routes";
import { integer, oneOf, searchOf, type Reader } from "../../lib/search";

/** The words as the address carries them: the router reads `?q=2020` as a number, which is still words. */
const words: Reader<string> = (value) =>
  typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;

/** The results page's search parameters; anything malformed is dropped rather than failing the page. */
export const validateSiteSearch = searchOf({
  q: words,
  section: oneOf(SECTION_SLUGS),
  sort: oneOf(SEARCH_SORTS),
  page: integer(1),
});
export type SiteSearchParams = ReturnType<typeof validateSiteSearch>;

/** What the results page loads: a page of what its words find (none without words to search). */
export function siteSearchDeps(search: SiteSearchParams): { page: number; search: SiteSearchInput | null } {
  return { page: search.page ?? 1, search: siteSearchOf((name) => search[name]) };
}
