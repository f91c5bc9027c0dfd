import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema";

/** When the recent failed sign-ins of a username were, oldest first. */
export async function recentFailures(db: Db, username: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function recordFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ username, ip, createdAt: now });
}

/** A successful sign-in forgets the failures before it. */
export async function forgetFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
