import { queryOptions } from "@tanstack/react-query";
import { authorPath, authorsPath } from "../../../shared/api-paths";
import type { AuthorType } from "../../../shared/contract/articles";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const articlesContract = () => import("../../../shared/contract/articles");

export function authorsQuery(locale: Locale, type: AuthorType) {
  return queryOptions({
    queryKey: ["authors", locale, type] as const,
    queryFn: ({ signal }) =>
      apiGet(authorsPath(type), () => articlesContract().then((m) => m.authorsResponseSchema), { locale, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function authorQuery(locale: Locale, type: AuthorType, slug: string, page: number) {
  return queryOptions({
    queryKey: ["author", locale, type, slug, page] as const,
    queryFn: ({ signal }) =>
      apiGet(authorPath(type, slug, page), () => articlesContract().then((m) => m.authorResponseSchema), {
        locale,
        signal,
      }),
  });
}

/** Every news tag with its page's slug: a tag page's name, and the tag list of the news. */
export function newsTagsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["news-tags", locale] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/news/tags", () => articlesContract().then((m) => m.newsTagsResponseSchema), { locale, signal }),
    staleTime: 60 * 1000,
  });
}
