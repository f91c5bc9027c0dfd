import { queryOptions } from "@tanstack/react-query";
import { newMessageResponseSchema } from "../../../shared/contract/auth";
import { mainConfigSchema } from "../../../shared/contract/main-config";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";
import { sessionFingerprint } from "../../lib/cookies";

/**
 * Who is signed in (spec sections 6 and 7): checked at each guarded navigation, at most every 30 s.
 * Keyed by the session, so signing in or out never reads the other state's cached answer.
 */
export function mainConfigQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["main-config", locale, sessionFingerprint()] as const,
    queryFn: ({ signal }) => apiGet("/v1/main-config", mainConfigSchema, { locale, signal }),
    staleTime: 30_000,
  });
}

/** Whether the user has unread answers (spec section 7: new_message), polled while the app is visible. */
export function newMessageQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["new-message", locale, sessionFingerprint()] as const,
    queryFn: ({ signal }) => apiGet("/api/user/message/new", newMessageResponseSchema, { locale, signal }),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
