import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiGet } from "../../lib/api";
import { sessionFingerprint } from "../../lib/cookies";

// Response schemas load with the call, not with the page (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");
const mainConfigContract = () => import("../../../shared/contract/main-config");

/**
 * Who is signed in: checked at each guarded navigation, at most every 30 s.
 * Keyed by the session, so signing in or out never reads the other state's cached answer.
 */
export function mainConfigQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["main-config", locale, sessionFingerprint()] as const,
    queryFn: ({ signal }) =>
      apiGet("/v1/main-config", () => mainConfigContract().then((m) => m.mainConfigSchema), { locale, signal }),
    staleTime: 30_000,
  });
}

/** Whether the user has unread answers (the server's new_message), polled while the app is visible. */
export function newMessageQuery(locale: Locale) {
  return queryOptions({
    queryKey: ["new-message", locale, sessionFingerprint()] as const,
    queryFn: ({ signal }) =>
      apiGet("/api/user/message/new", () => authContract().then((m) => m.newMessageResponseSchema), { locale, signal }),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}
