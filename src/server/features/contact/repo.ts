import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, row: NewContactMessage): Promise<number> {
  const [stored] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  if (!stored) throw new Error("contact message not stored");
  return stored.id;
}

/** Marks the message as mailed to the team (those left unmarked were stored while the mail failed). */
export async function markMailed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
}
