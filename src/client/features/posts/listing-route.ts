import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { Locale } from "../../../shared/locales";
import { postListQuery, type PostListParams } from "./api";

/** `?page=` of every listing; anything malformed is the first page (the seo-listing guard cleans the URL). */
export const listingSearchSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
});

/** A cached page is answered at once (offline too); the component revalidates it when stale. */
export function loadListing(context: { queryClient: QueryClient; locale: Locale }, params: PostListParams) {
  return context.queryClient.query({ ...postListQuery(context.locale, params), staleTime: "static" });
}
