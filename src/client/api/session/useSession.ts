import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { MainConfig, SessionUser } from "../../../shared/contract/main-config";
import { onSessionTokenChange, sessionFingerprint, sessionToken } from "../../lib/cookies";
import { supportChat } from "../../lib/support-chat";
import { useLocale } from "../../lib/useLocale";
import { mainConfigQuery, newMessageQuery, sessionKeys } from "./api";

/**
 * The server's answer to "who is signed in", the one store of the session: the query cache holds it,
 * nothing copies it. A sign-in or sign-out in this tab changes the token, and so the key read here.
 */
export function useSessionConfig(): MainConfig | undefined {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const fingerprint = useSyncExternalStore(onSessionTokenChange, sessionFingerprint, sessionFingerprint);
  return useQuery({
    ...mainConfigQuery(locale),
    // Just after a language switch this language's answer is on its way: the same session's answer in
    // another language names the same user meanwhile.
    placeholderData: () => sameSessionConfig(queryClient, fingerprint),
  }).data;
}

function sameSessionConfig(queryClient: QueryClient, fingerprint: string): MainConfig | undefined {
  return queryClient
    .getQueriesData<MainConfig>({ queryKey: sessionKeys.all })
    .find(([key, data]) => key[2] === fingerprint && data !== undefined)?.[1];
}

/**
 * The signed-in user, or null for a visitor. Null too while React adopts the server's HTML, where the
 * user's own parts (their ad's panel, a chat instead of the contact form) were drawn as a visitor's.
 */
export function useSessionUser(): SessionUser | null {
  const user = useSessionConfig()?.user ?? null;
  // A visitor's parts read the same before and after: only a signed-in user's page re-renders once adopted.
  const adopted = useSyncExternalStore(
    noChanges,
    () => true,
    () => user === null,
  );
  return adopted ? user : null;
}

const noChanges = () => () => {};

/**
 * The header's badge: the server's new_message. Read here, asked for by the session's
 * watcher (SessionEffects), which polls it while the user is signed in.
 */
export function useHasNewMessages(): boolean {
  const locale = useLocale();
  const signedIn = useSessionConfig()?.is_login === true;
  const newMessage = useQuery({ ...newMessageQuery(locale), enabled: false }).data?.data.new_message;
  return signedIn && newMessage === true;
}

/** The Messages tab's badge: how many chat messages the signed-in user has not read (0 for a visitor). */
export function useUnreadMessages(): number {
  const locale = useLocale();
  const signedIn = useSessionConfig()?.is_login === true;
  const unread = useQuery({ ...newMessageQuery(locale), enabled: false }).data?.data.unread_messages;
  return signedIn ? (unread ?? 0) : 0;
}

/** Whether the corner shows the user's own menu: with a session cookie at once, before the server's answer. */
export function useSignedIn(): boolean {
  const config = useSessionConfig();
  return config ? config.is_login : sessionToken() !== null;
}

/** The user changed their own account (a name given): every cached copy of this session says so. */
export function saveSessionUser(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueriesData<MainConfig>({ queryKey: sessionKeys.all }, (old) =>
    old?.user?.id === user.id ? { ...old, user } : old,
  );
  supportChat().updateUser(user);
}
