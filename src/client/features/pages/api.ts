import { queryOptions } from "@tanstack/react-query";
import { infoPagePath } from "../../../shared/api-paths";
import type { DocumentPage } from "../../../shared/info-documents";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const infoContract = () => import("../../../shared/contract/info-pages");

const pageKeys = { document: (page: DocumentPage, locale: Locale) => ["info-page", page, locale] as const };

/** A page's document in a language: a new version is rare, so it is kept ten minutes between reads. */
export function infoPageQuery(locale: Locale, page: DocumentPage) {
  return queryOptions({
    queryKey: pageKeys.document(page, locale),
    queryFn: ({ signal }) =>
      apiGet(infoPagePath(page), () => infoContract().then((m) => m.infoDocumentResponseSchema), { locale, signal }),
    staleTime: 10 * 60_000,
  });
}
