import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResets } from "../../db/schema";
import { tokenHash } from "../../lib/tokens";

export async function resetsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertReset(db: Db, userId: number, token: string, now: Date, ttlMs: number): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
}

/**
 * Uses a reset token: marks it used and returns its user, or null when the token is unknown,
 * expired or already used. The conditional update makes a second use lose even when concurrent.
 */
export async function useReset(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** The other links mailed to the user stop working once the password is changed. */
export async function voidResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
