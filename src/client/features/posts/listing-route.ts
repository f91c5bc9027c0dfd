import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { isPastLastPage } from "../../../shared/contract/pagination";
import type { Locale } from "../../../shared/locales";
import { ROUTES_BY_ID } from "../../../shared/routes";
import { CHOICE_FILTER_NAMES, CHOICE_FILTERS, type ChoiceFilters } from "../../../shared/sections";
import { routeData } from "../../lib/query-client";
import { integer, nonNegative, oneOf, searchOf, text, type Reader } from "../../lib/search";
import { categoryCountsQuery } from "../sections";
import { postListQuery, type PostListParams } from "./api";

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

/**
 * The listing, network first (lib/query-client.ts routeData): the kept copy offline.
 * A page past the last is not found, as the server answers it (404, not «page 99 of 17»).
 */
export async function loadListing(context: { queryClient: QueryClient; locale: Locale }, params: PostListParams) {
  const answer = await routeData(context.queryClient, postListQuery(context.locale, params));
  if (isPastLastPage(answer.meta)) throw notFound();
  return answer;
}

/** A section page's listing with its category list (drawn by the server together); the list may fail alone. */
export async function loadSectionListing(
  context: { queryClient: QueryClient; locale: Locale },
  params: PostListParams & { section: string },
) {
  const listed = ROUTES_BY_ID.has(`category.${params.section}`);
  const counts = listed
    ? routeData(context.queryClient, categoryCountsQuery(context.locale, params.section, params.location)).catch(
        () => undefined,
      )
    : undefined;
  const [answer] = await Promise.all([loadListing(context, params), counts]);
  return answer;
}
