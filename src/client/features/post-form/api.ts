import { queryOptions } from "@tanstack/react-query";
import type { PostWrite } from "../../../shared/contract/post-form";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";
import { uploadOwner } from "./photo-upload";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const postFormContract = () => import("../../../shared/contract/post-form");

/** The body of POST /v1/posts and PATCH /v1/posts/{id}: the checked form with its content as HTML. */
export type PostBody = Omit<PostWrite, "origin"> & { origin: "website" };

export interface Submission {
  /** Sent as Idempotency-Key: a retried or queued submit posts the ad once. */
  key: string;
  editId: number | null;
  body: PostBody;
}

export function sendSubmission(locale: Locale, submission: Submission) {
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
    queryKey: ["posts", "edit", locale, id] as const,
    queryFn: ({ signal }) =>
      apiGet(`/v1/posts/${String(id)}/edit`, () => postFormContract().then((m) => m.postEditResponseSchema), {
        locale,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

export const deletePost = (locale: Locale, id: number) =>
  apiSend("DELETE", `/v1/posts/${String(id)}`, undefined, () => authContract().then((m) => m.okResponseSchema), {
    locale,
  });

export const setPostActive = (locale: Locale, id: number, active: boolean) =>
  apiSend(
    "POST",
    `/v1/posts/${String(id)}/${active ? "activate" : "deactivate"}`,
    {},
    () => postFormContract().then((m) => m.postWriteResponseSchema),
    { locale },
  );
