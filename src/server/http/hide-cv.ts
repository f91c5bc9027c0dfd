import type { Db } from "../db/client";
import type { SessionInfo } from "./session";
import { hasRunningSubscription } from "../db/subscriptions";

/**
 * Whether CV contacts stay hidden from the caller (hide_cv): unless they have a subscription running now. Read
 * per request, never cached: /v1/main-config and the post endpoints both ask here, so what the client is told and
 * what the server does always agree, and a subscription's start or end shows at once.
 */
export async function hideCvFor(db: Db, session: SessionInfo | null, now = new Date()): Promise<boolean> {
  return session === null || !(await hasRunningSubscription(db, session.user.id, now));
}
