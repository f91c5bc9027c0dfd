import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { adReads, postKeys } from "../../api/posts";
import type { Submission } from "../../api/outbox";
import { uploadOwner } from "../../lib/photo-upload";

// Response schemas load with the call, not with the page (lib/api.ts).
const postFormContract = () => import("../../../shared/contract/post-form");

function sendSubmission(locale: Locale, submission: Submission) {
  const headers = { "Idempotency-Key": submission.key, "X-Upload-Owner": uploadOwner() };
  return submission.editId === null
    ? apiSend("POST", "/v1/posts", submission.body, () => postFormContract().then((m) => m.postWriteResponseSchema), {
        locale,
        headers,
      })
    : apiSend(
        "PATCH",
        `/v1/posts/${String(submission.editId)}`,
        submission.body,
        () => postFormContract().then((m) => m.postWriteResponseSchema),
        { locale, headers },
      );
}

export function postEditQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: postKeys.edit(locale, id),
    queryFn: ({ signal }) =>
      apiGet(`/v1/posts/${String(id)}/edit`, () => postFormContract().then((m) => m.postEditResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Sending an ad (new or edited). `settle` runs between the answer and the refresh of every read of ads
 * (the draft or the queued copy let go first, so no list shows the ad twice).
 */
export function submitAdMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: async ({ submission, settle }: { submission: Submission; settle?: () => Promise<void> }) => {
      const answer = await sendSubmission(locale, submission);
      await settle?.();
      return answer;
    },
    meta: { invalidates: adReads() },
  });
}
