import type { QueryClient } from "@tanstack/react-query";
import { contactWithRequestSchema, okResponseSchema, type AuthResponse } from "../../../shared/contract/auth";
import type { MainConfig } from "../../../shared/contract/main-config";
import type { Locale } from "../../../shared/locales";
import { apiPost } from "../../lib/api";
import { saveSessionToken } from "../../lib/cookies";
import { carryOverAnonymousDrafts } from "../../lib/drafts";
import { appStore } from "../../lib/store";
import { storeUserId } from "../../lib/stored-values";
import { supportChat } from "../../lib/support-chat";
import { mainConfigQuery, sessionKeys } from "./api";
import { hideAuthPopupAtom, TAB_RELOAD_KEY } from "./state";

// Apart from signing out (actions.ts), which the header needs: this loads with the sign-in forms, and
// with it the auth contract and the drafts' IndexedDB store (the first page's size budget).

/**
 * What a successful sign-in does, in order: the token for 30 days, the user in shared state, the support chat
 * told, user_id saved, anonymous drafts carried over to the account (never cleared: nothing typed is lost by
 * signing in, docs/decisions/2026-11-22-sign-in-client.md), the popup hidden, contacts sent when the page asked
 * for them (?cv=),
 * and the tab-reload marker for the overlay (?temp).
 */
export async function completeSignIn(
  queryClient: QueryClient,
  locale: Locale,
  result: AuthResponse["data"],
  query: URLSearchParams,
): Promise<void> {
  const before = queryClient.getQueryData(mainConfigQuery(locale).queryKey);
  saveSessionToken(result.token);
  const config: MainConfig = {
    hide_cv: before?.hide_cv ?? true,
    chat: before?.chat ?? null,
    is_login: true,
    user: result.user,
  };
  queryClient.setQueryData(mainConfigQuery(locale).queryKey, config);
  supportChat().auth(result.user);
  storeUserId(result.user.id);
  try {
    await carryOverAnonymousDrafts(result.user.id);
  } catch (error) {
    // The drafts stay where they are: better kept twice than lost.
    console.error("[auth] drafts were not carried over", error);
  }
  appStore.set(hideAuthPopupAtom, {});
  const cv = Number(query.get("cv"));
  if (query.has("cv") && Number.isInteger(cv) && cv > 0) {
    const body = contactWithRequestSchema.parse({
      message_type: "cv",
      phone: result.user.phone,
      email: result.user.email,
      post_id: cv,
    });
    // The sign-in has succeeded: a failure to leave the contacts is only logged, never shown.
    apiPost("/v1/contact-with", body, () => Promise.resolve(okResponseSchema), { locale }).catch((error: unknown) =>
      console.error("[auth] contact-with failed", error),
    );
  }
  if (query.has("temp")) localStorage.setItem(TAB_RELOAD_KEY, String(Date.now()));
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
}
