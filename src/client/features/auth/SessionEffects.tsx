import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { pathOf } from "../../../shared/routes";
import { handleSessionExpiry } from "../../lib/api";
import { clearSessionToken } from "../../lib/cookies";
import { startSupportChat } from "../../lib/support-chat-widget";
import { useLocale } from "../../lib/useLocale";
import { newMessageQuery, sessionKeys } from "../../api/session/api";
import { authPrevPathAtom } from "../../api/session/state";
import { useSessionConfig } from "../../api/session/useSession";

/**
 * What follows the session outside the page: the support chat told who the user is,
 * the new-messages badge polled, and what a 401 does (to /auth/login, the page kept to come back to).
 * The session itself is the query cache's (useSession.ts): nothing here copies it.
 */
export function SessionEffects() {
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const setPrevPath = useSetAtom(authPrevPathAtom);
  const config = useSessionConfig();
  const signedIn = config?.is_login === true;
  // The badge's one poller: the header only reads the answer (useHasNewMessages).
  useQuery({ ...newMessageQuery(locale), enabled: signedIn });
  const toldChat = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (!config) return;
    const chat = startSupportChat(config.chat?.app_id);
    const id = config.user?.id ?? null;
    if (toldChat.current === id) return;
    toldChat.current = id;
    if (config.user) chat.auth(config.user);
  }, [config]);

  useEffect(() => {
    handleSessionExpiry(() => {
      clearSessionToken();
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      if (window.location.pathname.includes("/auth/")) return;
      setPrevPath(`${window.location.pathname}${window.location.search}`);
      void router.navigate({ href: pathOf("auth.login", locale) });
    });
  }, [locale, queryClient, router, setPrevPath]);

  return null;
}
