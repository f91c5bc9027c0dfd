import type { SessionInfo } from "../auth/session-middleware";

/** Users with a running subscription: nobody until payments exist (docs/decisions.md: hide_cv). */
const SUBSCRIBERS: ReadonlySet<number> = new Set();

/**
 * Whether CV contacts stay hidden from the caller (hide_cv). /v1/main-config and the post
 * endpoints both ask here, so what the client is told and what the server does always agree.
 */
export function hideCvFor(session: SessionInfo | null): boolean {
  return session === null || !SUBSCRIBERS.has(session.user.id);
}
