import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const seoMetaContract = () => import("../../../shared/contract/seo-meta");

/** A page's SEO block (title, description, text, FAQ), in the language of its path. */
export function seoMetaQuery(locale: Locale, path: string) {
  return queryOptions({
    queryKey: ["seo-meta", locale, path] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/v1/seo/meta?path=${encodeURIComponent(path)}`,
        () => seoMetaContract().then((m) => m.seoMetaResponseSchema),
        { locale, signal },
      ),
    staleTime: 10 * 60 * 1000,
  });
}
