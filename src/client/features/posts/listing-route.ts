import { CHOICE_FILTER_NAMES, CHOICE_FILTERS, type ChoiceFilters } from "../../../shared/sections";
import { integer, nonNegative, oneOf, searchOf, text, type Reader } from "../../lib/search";
import type { PostListParams } from "../../api/posts";

/** A reader per choice filter of the sections (route type, property type…): one of the field's options. */
const choiceReaders = Object.fromEntries(CHOICE_FILTER_NAMES.map((name) => [name, oneOf(CHOICE_FILTERS[name])])) as {
  [K in keyof ChoiceFilters]: Reader<ChoiceFilters[K]>;
};

/**
 * The search parameters of every listing: `?page=` and the visitor's filters, each with its reader.
 * Anything malformed is dropped rather than failing the page (the seo-listing guard cleans the URL of `page=1`).
 */
export const LISTING_SEARCH = {
  page: integer(1),
  q: text(2, 100, true),
  price_min: nonNegative,
  price_max: nonNegative,
  ...choiceReaders,
};
export const validateListingSearch = searchOf(LISTING_SEARCH);
export type ListingSearch = ReturnType<typeof validateListingSearch>;

/** The API parameters of a listing from its search (page defaulting to 1). */
export function listingDeps(search: ListingSearch): Omit<PostListParams, "section" | "location" | "category"> {
  return { ...search, page: search.page ?? 1 };
}
