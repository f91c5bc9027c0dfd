import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Serialises the transactions that read and then write the same limits, across every API process:
 * a transaction-scoped advisory lock per key (released at commit or rollback), taken in the order given.
 */
export async function lockKeys(tx: Db, ...keys: string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
