import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { feedbacksPath } from "../../../shared/api-paths";
import type { FeedbackInput } from "../../../shared/contract/feedbacks";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { OWN_DATA } from "../../lib/query-client";

// Response schemas load with the call, not with the page (lib/api.ts).
const feedbacksContract = () => import("../../../shared/contract/feedbacks");

const feedbackKeys = {
  page: (page: number, locale: Locale) => ["feedbacks", page, locale] as const,
  /** The signed-in user's own review: theirs (OWN_DATA). */
  mine: [OWN_DATA, "feedbacks", "mine"] as const,
  mineIn: (locale: Locale) => [OWN_DATA, "feedbacks", "mine", locale] as const,
};

/** A page of approved reviews with their average (the page's boot data holds the first). */
export function feedbacksQuery(locale: Locale, page: number) {
  return queryOptions({
    queryKey: feedbackKeys.page(page, locale),
    queryFn: ({ signal }) =>
      apiGet(feedbacksPath(page), () => feedbacksContract().then((m) => m.feedbacksResponseSchema), { locale, signal }),
    staleTime: 60_000,
  });
}

/** The signed-in user's newest review and its state (pending, approved, rejected). */
export function ownFeedbackQuery(locale: Locale) {
  return queryOptions({
    queryKey: feedbackKeys.mineIn(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/feedbacks/mine", () => feedbacksContract().then((m) => m.ownFeedbackResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
  });
}

/** Sends a review for moderation; the author's own state is read again. */
export function writeFeedbackMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: (body: FeedbackInput) =>
      apiSend("POST", "/v1/feedbacks", body, () => feedbacksContract().then((m) => m.ownFeedbackResponseSchema), {
        locale,
      }),
    meta: { invalidates: [feedbackKeys.mine] },
  });
}

/**
 * The reviews waiting for a moderator. Asked only for a signed-in user; anyone else is answered 403, which
 * simply hides the queue (never retried).
 */
export function moderationQueueQuery(locale: Locale) {
  return queryOptions({
    queryKey: [OWN_DATA, "feedbacks", "moderation", locale] as const,
    queryFn: ({ signal }) =>
      apiGet(
        "/v1/moderation/feedbacks?status=pending",
        () => feedbacksContract().then((m) => m.moderationFeedbacksResponseSchema),
        { locale, signal },
      ),
    retry: false,
    staleTime: 0,
  });
}

/** A moderator's decision on a review: the queue, the list and its author's state are read again. */
export function decideFeedbackMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ id, action }: { id: number; action: "approve" | "reject" }) =>
      apiSend(
        "POST",
        `/v1/moderation/feedbacks/${String(id)}/${action}`,
        {},
        () => feedbacksContract().then((m) => m.moderationFeedbackResponseSchema),
        { locale },
      ),
    meta: { invalidates: [[OWN_DATA, "feedbacks"], ["feedbacks"]] },
  });
}
