import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { PostWrite } from "../../../shared/contract/post-form";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { adReads, postKeys } from "../../api/posts";
import { uploadOwner } from "./photo-upload";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const postFormContract = () => import("../../../shared/contract/post-form");

/** The body of POST /v1/posts and PATCH /v1/posts/{id}: the checked form with its content as HTML. */
type PostBody = Omit<PostWrite, "origin"> & { origin: "website" };

export interface Submission {
  /** Sent as Idempotency-Key: a retried or queued submit posts the ad once. */
  key: string;
  editId: number | null;
  body: PostBody;
}

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

/** Taking an ad down or bringing it back. */
export function setAdActiveMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: (active: boolean) =>
      apiSend(
        "POST",
        `/v1/posts/${String(id)}/${active ? "activate" : "deactivate"}`,
        {},
        () => postFormContract().then((m) => m.postWriteResponseSchema),
        { locale },
      ),
    meta: { invalidates: adReads() },
  });
}

/**
 * Deleting an ad. `leave` runs between the deletion and the refresh: a page showing the ad goes elsewhere
 * before its copy is asked for again.
 */
export function deleteAdMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: async (leave?: () => Promise<void>) => {
      await apiSend(
        "DELETE",
        `/v1/posts/${String(id)}`,
        undefined,
        () => authContract().then((m) => m.okResponseSchema),
        { locale },
      );
      await leave?.();
    },
    meta: { invalidates: adReads() },
  });
}
