import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "./client";
import { budgetEvents } from "./schema";

/** When the key's spends inside the window were, oldest first. */
export async function spendTimes(tx: Db, bucket: string, key: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: budgetEvents.createdAt })
    .from(budgetEvents)
    .where(and(eq(budgetEvents.bucket, bucket), eq(budgetEvents.key, key), gt(budgetEvents.createdAt, since)))
    .orderBy(asc(budgetEvents.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function recordSpends(tx: Db, spends: { bucket: string; key: string }[], now: Date): Promise<void> {
  if (spends.length === 0) return;
  await tx.insert(budgetEvents).values(spends.map((spend) => ({ ...spend, createdAt: now })));
}

/** Spends older than every window are of no use any more. */
export async function deleteSpendsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(budgetEvents)
    .where(lt(budgetEvents.createdAt, before))
    .returning({ id: budgetEvents.id });
  return rows.length;
}
