import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { COOKIE } from "../../shared/constants";
import type { Db } from "../db/client";
import { refuse } from "./refusals";
import { findLiveSession, touchSession } from "../db/session-repo";
import { TOKEN_PATTERN } from "../lib/tokens";
import type { UserRow } from "./user-view";
import { serverNow } from "../lib/clock";
import { canModerate } from "../../shared/contract/roles";

export interface SessionInfo {
  sessionId: number;
  user: UserRow;
}

export interface SessionEnv {
  Variables: {
    /** The caller's session, looked up on first use only (most requests never ask). */
    session: () => Promise<SessionInfo | null>;
  };
}

export interface AuthedEnv {
  Variables: SessionEnv["Variables"] & { auth: SessionInfo };
}

/** last_seen_at is a hint, not an audit log: written at most every few minutes per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The bearer token of the Authorization header; for page loads (GET and HEAD only, so a cross-site
 * form can never act with it) the `token` cookie the client keeps for 30 days.
 */
function tokenOf(c: Context): string | null {
  const header = c.req.header("authorization");
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const token = bearer || (c.req.method === "GET" || c.req.method === "HEAD" ? getCookie(c, COOKIE.token) : undefined);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export function sessionMiddleware(db: Db): MiddlewareHandler<SessionEnv> {
  return createMiddleware<SessionEnv>(async (c, next) => {
    let lookup: Promise<SessionInfo | null> | null = null;
    c.set("session", () => {
      lookup ??= (async () => {
        const token = tokenOf(c);
        if (!token) return null;
        const now = serverNow();
        const row = await findLiveSession(db, token, now);
        if (!row) return null;
        if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
          await touchSession(db, row.id, now);
        return { sessionId: row.id, user: row.user };
      })();
      return lookup;
    });
    await next();
  });
}

/** Lets only a signed-in caller through (401 with a message otherwise); the handler reads c.var.auth. */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const session = await c.var.session();
  if (!session) return refuse(c, 401, "unauthorized");
  c.set("auth", session);
  await next();
});

/** Lets only a signed-in moderator or admin through: 401 without a session, 403 for everyone else. */
export const requireModerator = createMiddleware<AuthedEnv>(async (c, next) => {
  const session = await c.var.session();
  if (!session) return refuse(c, 401, "unauthorized");
  if (!canModerate(session.user.role)) return refuse(c, 403, "forbidden");
  c.set("auth", session);
  await next();
});
