import { queryOptions } from "@tanstack/react-query";
import { authorResponseSchema, authorsResponseSchema, type AuthorType } from "../../../shared/contract/articles";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

export function authorsQuery(locale: Locale, type: AuthorType) {
  return queryOptions({
    queryKey: ["authors", locale, type] as const,
    queryFn: ({ signal }) => apiGet(`/v1/authors?type=${type}`, authorsResponseSchema, { locale, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function authorQuery(locale: Locale, type: AuthorType, slug: string, page: number) {
  return queryOptions({
    queryKey: ["author", locale, type, slug, page] as const,
    queryFn: ({ signal }) => apiGet(`/v1/authors/${type}/${encodeURIComponent(slug)}?page=${String(page)}`, authorResponseSchema, { locale, signal }),
  });
}
