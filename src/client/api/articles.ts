import { queryOptions } from "@tanstack/react-query";
import { authorPath, authorsPath } from "../../shared/api-paths";
import type { AuthorType } from "../../shared/contract/articles";
import type { Locale } from "../../shared/locales";
import { apiGet } from "../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const articlesContract = () => import("../../shared/contract/articles");

export const articleKeys = {
  authors: (locale: Locale, type: AuthorType) => ["authors", locale, type] as const,
  /** Every author's page: it lists the author's ads, so an ad written anywhere may change one. */
  authorPages: ["author"] as const,
  author: (locale: Locale, type: AuthorType, slug: string, page: number) =>
    ["author", locale, type, slug, page] as const,
  newsTags: (locale: Locale) => ["news-tags", locale] as const,
};

export function authorsQuery(locale: Locale, type: AuthorType) {
  return queryOptions({
    queryKey: articleKeys.authors(locale, type),
    queryFn: ({ signal }) =>
      apiGet(authorsPath(type), () => articlesContract().then((m) => m.authorsResponseSchema), { locale, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function authorQuery(locale: Locale, type: AuthorType, slug: string, page: number) {
  return queryOptions({
    queryKey: articleKeys.author(locale, type, slug, page),
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
    queryKey: articleKeys.newsTags(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/news/tags", () => articlesContract().then((m) => m.newsTagsResponseSchema), { locale, signal }),
    staleTime: 60 * 1000,
  });
}
