import { and, asc, count, desc, eq, gt, min } from "drizzle-orm";
import type { Db } from "../../db/client";
import { otpCodes } from "../../db/schema";
import { HOUR_MS } from "./limits";

/** When the codes of the last hour went to a phone, oldest first. */
export async function phoneCodeTimes(tx: Db, phone: string, now: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/** How many codes an IP asked for in the last hour, and when the oldest of them was. */
export async function ipCodeCount(tx: Db, ip: string, now: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: count(), oldest: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function insertCode(tx: Db, values: typeof otpCodes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error("the code was not stored");
  return row.id;
}

/** A code whose SMS never left does not count against anyone's limits. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The phone's newest code: the only one that can be checked (a new code replaces the previous). */
export async function latestCode(tx: Db, phone: string) {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

export async function recordWrongCheck(tx: Db, id: number, attempts: number, voided: Date | null): Promise<void> {
  await tx.update(otpCodes).set({ attempts, voidedAt: voided }).where(eq(otpCodes.id, id));
}

export async function consumeCode(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}
