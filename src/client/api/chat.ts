import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../shared/locales";
import { apiGet, apiSend } from "../lib/api";
import { OWN_DATA } from "../lib/query-client";
import { sessionKeys } from "./session/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const profileContract = () => import("../../shared/contract/profile");

/** The user's conversations are their own (OWN_DATA): they leave with the session. */
const chatKeys = {
  /** The list and every open conversation, in one language. */
  all: (locale: Locale) => [OWN_DATA, "chats", locale] as const,
  thread: (locale: Locale, id: number) => [OWN_DATA, "chats", locale, id] as const,
};

export function conversationsQuery(locale: Locale) {
  return queryOptions({
    queryKey: chatKeys.all(locale),
    // A conversation changes on the other side: opened, it is asked for again (the saved copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet("/v1/chats", () => profileContract().then((m) => m.conversationsResponseSchema), { locale, signal }),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

export function messagesQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: chatKeys.thread(locale, id),
    // A conversation changes on the other side: opened, it is asked for again (the saved copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet(`/v1/chats/${String(id)}/messages`, () => profileContract().then((m) => m.messagesResponseSchema), {
        locale,
        signal,
      }),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
  });
}

/** A message sent: the conversation and the list (its last message) are asked again. */
export function sendMessageMutation(locale: Locale, id: number) {
  return mutationOptions({
    mutationFn: (body: string) =>
      apiSend(
        "POST",
        `/v1/chats/${String(id)}/messages`,
        { body },
        () => profileContract().then((m) => m.sendMessageResponseSchema),
        { locale },
      ),
    meta: { invalidates: [chatKeys.all(locale)] },
  });
}

/** Reading a conversation marks it read: the list (its unread counts, not each thread) and the badge follow. */
export const readMarks = (locale: Locale) => [chatKeys.all(locale), sessionKeys.newMessageAll(locale)] as const;

/** A first message about an ad: the new conversation is in the list. */
export function startChatMutation(locale: Locale, postId: number) {
  return mutationOptions({
    mutationFn: (body: string) =>
      apiSend(
        "POST",
        "/v1/chats",
        { post_id: postId, body },
        () => profileContract().then((m) => m.startChatResponseSchema),
        { locale },
      ),
    meta: { invalidates: [chatKeys.all(locale)] },
  });
}

// The blocks' answer schema loads with the call, like the conversations'.
const reportsContract = () => import("../../shared/contract/reports");

/** Blocks or unblocks the other person: every conversation (its block state) is asked again. */
export function blockMutation(locale: Locale) {
  return mutationOptions({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block
        ? apiSend(
            "POST",
            "/v1/chat/blocks",
            { user_id: userId },
            () => reportsContract().then((m) => m.chatBlocksResponseSchema),
            { locale },
          )
        : apiSend(
            "DELETE",
            `/v1/chat/blocks/${String(userId)}`,
            undefined,
            () => reportsContract().then((m) => m.chatBlocksResponseSchema),
            { locale },
          ),
    meta: { invalidates: [chatKeys.all(locale)] },
  });
}
