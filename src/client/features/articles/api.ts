import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { authorPath, authorsPath } from "../../../shared/api-paths";
import type { ArticleSubmission } from "../../../shared/contract/article-submissions";
import type { AuthorType } from "../../../shared/contract/articles";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const articlesContract = () => import("../../../shared/contract/articles");
const submissionsContract = () => import("../../../shared/contract/article-submissions");

export const articleKeys = {
  authors: (locale: Locale, type: AuthorType) => ["authors", locale, type] as const,
  /** Every author's page: it lists the author's ads, so an ad written anywhere may change one. */
  authorPages: ["author"] as const,
  author: (locale: Locale, type: AuthorType, slug: string, page: number) =>
    ["author", locale, type, slug, page] as const,
  newsTags: (locale: Locale) => ["news-tags", locale] as const,
  /** The articles the signed-in user proposed: their own (OWN_DATA), gone with the session. */
  mine: (locale: Locale) => [OWN_DATA, "articles", locale] as const,
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

/** The articles the signed-in user proposed, with their states. */
export function myArticlesQuery(locale: Locale) {
  return queryOptions({
    queryKey: articleKeys.mine(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/articles/mine", () => submissionsContract().then((m) => m.myArticlesResponseSchema), {
        locale,
        signal,
      }),
  });
}

/**
 * Proposing an article; `key` goes as Idempotency-Key, so a retried send stores it once. What the user sees of
 * their own ads and articles is asked for again after it.
 */
export function submitArticleMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ key, body }: { key: string; body: ArticleSubmission }) =>
      apiSend("POST", "/v1/articles", body, () => submissionsContract().then((m) => m.myArticleResponseSchema), {
        locale,
        headers: { "Idempotency-Key": key },
      }),
    meta: { invalidates: [[OWN_DATA]] },
  });
}
