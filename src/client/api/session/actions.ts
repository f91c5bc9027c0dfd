import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "../../../shared/locales";
import { apiPost } from "../../lib/api";
import { clearSessionToken, sessionToken } from "../../lib/cookies";
import { forgetUserId } from "../../lib/stored-values";
import { supportChat } from "../../lib/support-chat";
import { OWN_DATA } from "../../lib/query-client";
import { mainConfigQuery, sessionKeys } from "./api";

// Response schemas load with the call, not with the header that signs out (lib/api.ts).
const authContract = () => import("../../../shared/contract/auth");

/** Logging out clears the user and the token, here and on the server. */
export async function signOut(queryClient: QueryClient, locale: Locale): Promise<void> {
  // The local session ends first, so nothing sent meanwhile still speaks for the user.
  const token = sessionToken();
  const before = queryClient.getQueryData(mainConfigQuery(locale).queryKey);
  clearSessionToken();
  queryClient.setQueryData(mainConfigQuery(locale).queryKey, {
    hide_cv: true,
    chat: before?.chat ?? null,
    is_login: false,
    user: null,
  });
  if (token) {
    try {
      await apiPost("/v1/auth/logout", {}, () => authContract().then((m) => m.okResponseSchema), { locale, token });
    } catch {
      // offline or already expired: the server forgets the session when it expires
    }
  }
  forgetUserId();
  // The account's own data leaves this device's memory (and so its persisted cache) with the session.
  queryClient.removeQueries({ queryKey: [OWN_DATA] });
  // So do the phones revealed on it: which ads were looked at is the user's own.
  await import("../../lib/revealed-phones").then((store) => store.forgetRevealedPhones()).catch(() => undefined);
  supportChat().logout();
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
}
