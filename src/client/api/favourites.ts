import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../shared/locales";
import { apiGet, apiSend } from "../lib/api";
import { OWN_DATA } from "../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const favouritesContract = () => import("../../shared/contract/favourites");

/** Which ads the user liked is their own (OWN_DATA): it leaves with the session. */
const favouriteKeys = {
  ids: (locale: Locale) => [OWN_DATA, "favourite-ids", locale] as const,
  /** The favourites page, every page of it (its key is the profile's list). */
  pages: [OWN_DATA, "favourites"] as const,
};

export function favouriteIdsQuery(locale: Locale) {
  return queryOptions({
    queryKey: favouriteKeys.ids(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/favourites/ids", () => favouritesContract().then((m) => m.favouriteIdsResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 60_000,
  });
}

/** A heart tapped: the hearts know at once, the favourites page is asked again. */
export function likeMutation(locale: Locale, postId: number) {
  return mutationOptions({
    mutationFn: (liked: boolean) =>
      apiSend(
        liked ? "PUT" : "DELETE",
        `/v1/favourites/${String(postId)}`,
        undefined,
        () => favouritesContract().then((m) => m.likeResponseSchema),
        { locale },
      ),
    onSuccess: ({ data }, _liked, _result, { client }) =>
      client.setQueryData(favouriteIdsQuery(locale).queryKey, (old) =>
        old
          ? {
              data: data.liked
                ? [...old.data.filter((id) => id !== postId), postId]
                : old.data.filter((id) => id !== postId),
            }
          : old,
      ),
    meta: { invalidates: [favouriteKeys.pages] },
  });
}
