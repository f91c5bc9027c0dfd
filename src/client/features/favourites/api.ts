import { queryOptions } from "@tanstack/react-query";
import { favouriteIdsResponseSchema, likeResponseSchema } from "../../../shared/contract/favourites";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";

export function favouriteIdsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "favourite-ids", locale] as const,
    queryFn: ({ signal }) => apiGet("/v1/favourites/ids", favouriteIdsResponseSchema, { locale, signal }),
    staleTime: 60_000,
  });
}

export const setLiked = (locale: Locale, postId: number, liked: boolean) =>
  apiSend(liked ? "PUT" : "DELETE", `/v1/favourites/${String(postId)}`, undefined, likeResponseSchema, { locale });
