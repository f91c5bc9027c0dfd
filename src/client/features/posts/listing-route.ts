import { PROPERTY_TYPES } from "../../../shared/routes";
import { integer, nonNegative, oneOf, searchOf, text } from "../../lib/search";
import type { PostListParams } from "./api";

/**
 * The search parameters of every listing: `?page=` and the visitor's filters, each with its reader.
 * Anything malformed is dropped rather than failing the page (the seo-listing guard cleans the URL of `page=1`).
 */
export const LISTING_SEARCH = {
  page: integer(1),
  q: text(2, 100, true),
  price_min: nonNegative,
  price_max: nonNegative,
  route_type: oneOf(["otr", "regional", "local"] as const),
  property_type: oneOf(PROPERTY_TYPES),
  deal: oneOf(["rent", "sale"] as const),
  employment_type: oneOf(["full_time", "part_time", "contract"] as const),
};
export const validateListingSearch = searchOf(LISTING_SEARCH);
export type ListingSearch = ReturnType<typeof validateListingSearch>;

/** The API parameters of a listing from its search (page defaulting to 1). */
export function listingDeps(search: ListingSearch): Omit<PostListParams, "section" | "location" | "category"> {
  return { ...search, page: search.page ?? 1 };
}
