import type { SessionUser } from "../../shared/contract/main-config";

/**
 * The support chat widget: told who the visitor is, and when they leave. Until the widget starts
 * (support-chat-widget.ts, with the session's effects after the first page) nothing is told.
 */
export interface SupportChat {
  auth(user: SessionUser): void;
  updateUser(user: SessionUser): void;
  updateCustomData(data: Record<string, string | number | boolean>): void;
  logout(): void;
}

const silent: SupportChat = {
  auth: () => undefined,
  updateUser: () => undefined,
  updateCustomData: () => undefined,
  logout: () => undefined,
};
let current: SupportChat = silent;

export function supportChat(): SupportChat {
  return current;
}

/** Whether the widget has started (it starts once). */
export const supportChatStarted = (): boolean => current !== silent;

/** The started widget takes the messages from now on. */
export function setSupportChat(chat: SupportChat): void {
  current = chat;
}
