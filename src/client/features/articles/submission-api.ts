import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { ArticleSubmission } from "../../../shared/contract/article-submissions";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";

// Apart from api.ts, which the first page loads: only /send-article's form reads these. Response schemas load
// with the call (lib/api.ts).
const submissionsContract = () => import("../../../shared/contract/article-submissions");

/** The articles the signed-in user proposed: their own (OWN_DATA), gone with the session. */
const mineKey = (locale: Locale) => [OWN_DATA, "articles", locale] as const;

/** The articles the signed-in user proposed, with their states. */
export function myArticlesQuery(locale: Locale) {
  return queryOptions({
    queryKey: mineKey(locale),
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
