import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtom, useSetAtom } from "jotai";
import { useEffect } from "react";
import { pathOf } from "../../../shared/routes";
import { handleSessionExpiry } from "../../lib/api";
import { clearSessionToken } from "../../lib/cookies";
import { startSupportChat } from "../../lib/support-chat";
import { useLocale } from "../i18n/useLocale";
import { mainConfigQuery, newMessageQuery } from "./api";
import { authPrevPathAtom, hasNewMessagesAtom, sessionUserAtom } from "./state";

/**
 * Keeps the shared session state in step with the server: the user, the support
 * chat, the new-messages badge, and what a 401 does (to /auth/login, the page kept).
 */
export function SessionSync() {
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [user, setUser] = useAtom(sessionUserAtom);
  const setNewMessages = useSetAtom(hasNewMessagesAtom);
  const setPrevPath = useSetAtom(authPrevPathAtom);
  // Subscribed to the user, so a sign-in or sign-out here re-renders and the query follows the new session's key.
  const config = useQuery(mainConfigQuery(locale)).data;
  const signedIn = config?.is_login === true;
  const newMessage = useQuery({ ...newMessageQuery(locale), enabled: signedIn }).data?.data.new_message ?? false;

  useEffect(() => {
    if (!config) return;
    const chat = startSupportChat(config.chat?.app_id);
    if (config.user?.id === user?.id) {
      // The same account, named since the saved copy the page started from (finish-registration just before).
      if (config.user && config.user.name !== user?.name) setUser(config.user);
      return;
    }
    setUser(config.user);
    if (config.user) chat.auth(config.user);
  }, [config, user, setUser]);

  useEffect(() => setNewMessages(signedIn && newMessage), [signedIn, newMessage, setNewMessages]);

  useEffect(() => {
    handleSessionExpiry(() => {
      clearSessionToken();
      setUser(null);
      void queryClient.invalidateQueries({ queryKey: ["main-config"] });
      if (window.location.pathname.includes("/auth/")) return;
      setPrevPath(`${window.location.pathname}${window.location.search}`);
      void router.navigate({ href: pathOf("auth.login", locale) });
    });
  }, [locale, queryClient, router, setPrevPath, setUser]);

  return null;
}
