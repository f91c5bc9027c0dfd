import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema";

/** When the recent failed sign-ins of one username from one address were, oldest first. */
export async function pairFailures(db: Db, username: string, ip: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt));
  return rows.map((row) => row.createdAt);
}

/** How many failed sign-ins a username had since, from any address. */
export async function accountFailureCount(db: Db, username: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * When an address that failed `limit` times since, whatever the usernames, may try again: when the
 * oldest of its newest `limit` failures leaves the window (null while it has fewer).
 */
export async function ipFreedBy(db: Db, ip: string, since: Date, limit: number): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)))
    .orderBy(desc(loginFailures.createdAt))
    .limit(limit);
  return rows.length < limit ? null : (rows.at(-1)?.createdAt ?? null);
}

/** Records a failure (or an attempt counted as one until it succeeds); answers its id. */
export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ username, ip, createdAt: now })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("the failed sign-in could not be recorded");
  return row.id;
}

/** Moves a failure to when its refusal went out (the next wait counts from there). */
export async function touchFailure(db: Db, id: number, at: Date): Promise<void> {
  await db.update(loginFailures).set({ createdAt: at }).where(eq(loginFailures.id, id));
}

/** A successful sign-in forgets the failures of its pair; a password reset (no ip) all of the username's. */
export async function forgetFailures(db: Db, username: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      ip === undefined
        ? eq(loginFailures.username, username)
        : and(eq(loginFailures.username, username), eq(loginFailures.ip, ip)),
    );
}
