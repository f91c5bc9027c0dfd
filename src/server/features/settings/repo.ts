import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations, sessions, users, type UserNotifications } from "../../db/schema";
import type { UserRow } from "../../http/user-view";

export async function locationExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).where(eq(locations.slug, slug)).limit(1);
  return rows.length > 0;
}

export interface SettingsChange {
  name?: string;
  locale?: string;
  city?: string | null;
  notifications?: UserNotifications;
}

export async function updateSettings(db: Db, userId: number, change: SettingsChange): Promise<UserRow | null> {
  if (Object.keys(change).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }
  const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Ends every live session of the user, the caller's own included. */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
