import { queryOptions } from "@tanstack/react-query";
import { DEFAULT_PER_PAGE } from "../../../shared/constants";
import { postListResponseSchema } from "../../../shared/contract/posts";
import type { SectionSlug } from "../../../shared/contract/sections";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

export interface PostListParams {
  page: number;
  section?: SectionSlug | undefined;
  location?: string | undefined;
}

export function postListQuery(locale: Locale, params: PostListParams) {
  return queryOptions({
    queryKey: ["posts", "list", locale, params] as const,
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), per_page: String(DEFAULT_PER_PAGE) });
      if (params.section) search.set("section", params.section);
      if (params.location) search.set("location", params.location);
      return apiGet(`/v1/posts?${search.toString()}`, postListResponseSchema, { locale, signal });
    },
  });
}
