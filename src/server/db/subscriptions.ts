import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { entitlements } from "./schema";

/** The user's subscriptions still running at `now`: money sells them, and one running shows CV contacts. */
const subscriptionsUntil = (userId: number, now: Date) =>
  and(
    eq(entitlements.userId, userId),
    eq(entitlements.kind, "subscription"),
    eq(entitlements.status, "active"),
    gt(entitlements.endsAt, now),
  );

/** The latest end of the user's running subscriptions: a new one starts there. */
export async function subscriptionEnd(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<Date | null>`max(${entitlements.endsAt})`.mapWith((v) => (v ? new Date(String(v)) : null)) })
    .from(entitlements)
    .where(subscriptionsUntil(userId, now));
  return row?.end ?? null;
}

/** Whether the user has a subscription running now (CV contacts shown). */
export async function hasRunningSubscription(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(subscriptionsUntil(userId, now), lte(entitlements.startsAt, now)))
    .limit(1);
  return row !== undefined;
}
