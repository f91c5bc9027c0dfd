import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "./client";
import { sessions, users } from "./schema";
import { serverNow } from "../lib/clock";
import { newToken, tokenHash } from "../lib/tokens";

/** A new session of ttlS seconds; the caller gets the token, the database only its hash. */
export async function insertSession(
  db: Db,
  userId: number,
  ttlS: number,
  now = serverNow(),
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: tokenHash(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ttlS * 1000),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("the session was not stored");
  return { token, id: row.id };
}

/** The live session of a token with its user: not revoked, not expired. */
export async function findLiveSession(db: Db, token: string, now = serverNow()) {
  const [row] = await db
    .select({ id: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function touchSession(db: Db, id: number, now = serverNow()): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: number, now = serverNow()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but one (after a password change, the other devices sign in again). */
export async function revokeOtherSessions(db: Db, userId: number, keepId: number, now = serverNow()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
}
