import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet, apiSend } from "../../lib/api";

// Response schemas load with the call, not with the page (lib/api.ts).
const profileContract = () => import("../../../shared/contract/profile");

export function conversationsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["profile", "chats", locale] as const,
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
    queryKey: ["profile", "chats", locale, id] as const,
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

export const sendMessage = (locale: Locale, id: number, body: string) =>
  apiSend(
    "POST",
    `/v1/chats/${String(id)}/messages`,
    { body },
    () => profileContract().then((m) => m.sendMessageResponseSchema),
    { locale },
  );

export const startChat = (locale: Locale, postId: number, body: string) =>
  apiSend(
    "POST",
    "/v1/chats",
    { post_id: postId, body },
    () => profileContract().then((m) => m.startChatResponseSchema),
    { locale },
  );
