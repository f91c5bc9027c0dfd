import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const favouritesContract = () => import("../../../shared/contract/favourites");

export function favouriteIdsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "favourite-ids", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/favourites/ids", () => favouritesContract().then((m) => m.favouriteIdsResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 60_000,
  });
}

export const setLiked = (locale: Locale, postId: number, liked: boolean) =>
  apiSend(
    liked ? "PUT" : "DELETE",
    `/v1/favourites/${String(postId)}`,
    undefined,
    () => favouritesContract().then((m) => m.likeResponseSchema),
    { locale },
  );
