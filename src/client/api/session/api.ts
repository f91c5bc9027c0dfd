import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";
import { sessionFingerprint } from "../../lib/cookies";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const mainConfigContract = () => import("../../../shared/contract/main-config");

/**
 * The session's keys. Keyed by the session (its token's fingerprint), so signing in or out never reads
 * the other state's cached answer.
 */
export const sessionKeys = {
  /** Every copy of "who is signed in", in every language and for every session this device has seen. */
  all: ["main-config"] as const,
  config: (locale: Locale) => ["main-config", locale, sessionFingerprint()] as const,
  newMessage: (locale: Locale) => ["new-message", locale, sessionFingerprint()] as const,
  /** The badge's answer in one language, whichever session asked. */
  newMessageAll: (locale: Locale) => ["new-message", locale] as const,
};

/** Who is signed in: checked at each guarded navigation, at most every 30 s. */
export function mainConfigQuery(locale: Locale) {
  return queryOptions({
    queryKey: sessionKeys.config(locale),
    queryFn: ({ signal }) =>
      apiGet("/v1/main-config", () => mainConfigContract().then((m) => m.mainConfigSchema), { locale, signal }),
    staleTime: 30_000,
  });
}

/** Whether the user has unread answers (the server's new_message), polled while the app is visible. */
export function newMessageQuery(locale: Locale) {
  return queryOptions({
    queryKey: sessionKeys.newMessage(locale),
    queryFn: ({ signal }) =>
      apiGet("/api/user/message/new", () => authContract().then((m) => m.newMessageResponseSchema), { locale, signal }),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
