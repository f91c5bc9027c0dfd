import { setSupportChat, supportChat, supportChatStarted, type SupportChat } from "./support-chat";

type HelpCrunchFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    HelpCrunch?: HelpCrunchFn;
    helpcrunchSettings?: { organization: string; appId: string };
  }
}

/**
 * Loads HelpCrunch only when it is configured (`HELPCRUNCH_APP_ID` = "organization:appId"): a
 * marketplace without a support contract loads no third-party script at all.
 */
export function startSupportChat(appId: string | null | undefined): SupportChat {
  const [organization, application] = (appId ?? "").split(":");
  if (!organization || !application || supportChatStarted()) return supportChat();
  const queue: unknown[][] = [];
  const helpCrunch: HelpCrunchFn = (...args: unknown[]) => {
    queue.push(args);
  };
  helpCrunch.q = queue;
  window.HelpCrunch = helpCrunch;
  window.helpcrunchSettings = { organization, appId: application };
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://${organization}.widget.helpcrunch.com/`;
  document.head.append(script);
  const send = (...args: unknown[]) => window.HelpCrunch?.(...args);
  send("init", organization, { applicationId: application });
  setSupportChat({
    auth: (user) =>
      send("userAuth", {
        user_id: String(user.id),
        name: user.name ?? undefined,
        email: user.email ?? undefined,
        phone: user.phone ?? undefined,
        security_hash: user.help_crunch_hash ?? undefined,
      }),
    updateUser: (user) =>
      send("updateUser", {
        name: user.name ?? undefined,
        email: user.email ?? undefined,
        phone: user.phone ?? undefined,
      }),
    updateCustomData: (data) => send("updateUserData", data),
    logout: () => send("logout"),
  });
  return supportChat();
}
