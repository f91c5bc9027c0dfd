import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Locale } from "../../../shared/locales";
import { postListQuery, type PostListParams } from "./api";

/**
 * The search parameters of every listing: `?page=` and the visitor's filters. Anything malformed is
 * dropped rather than failing the page (the seo-listing guard cleans the URL of `page=1`).
 */
export const listingSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  q: z.string().trim().min(2).max(100).optional().catch(undefined),
  price_min: z.number().nonnegative().optional().catch(undefined),
  price_max: z.number().nonnegative().optional().catch(undefined),
  route_type: z.enum(["otr", "regional", "local"]).optional().catch(undefined),
  property_type: z.enum(["apartment", "house", "townhouse", "room", "commercial", "land"]).optional().catch(undefined),
  deal: z.enum(["rent", "sale"]).optional().catch(undefined),
  employment_type: z.enum(["full_time", "part_time", "contract"]).optional().catch(undefined),
});
export type ListingSearch = z.infer<typeof listingSearchSchema>;

/** The API parameters of a listing from its search (page defaulting to 1). */
export function listingDeps(search: ListingSearch): Omit<PostListParams, "section" | "location" | "category"> {
  return { ...search, page: search.page ?? 1 };
}

/** A cached page is answered at once (offline too); the component revalidates it when stale. */
export function loadListing(context: { queryClient: QueryClient; locale: Locale }, params: PostListParams) {
  return context.queryClient.query({ ...postListQuery(context.locale, params), staleTime: "static" });
}
