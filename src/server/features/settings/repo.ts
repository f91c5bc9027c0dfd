import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites, locations, posts, sessions, uploads, users, type UserNotifications } from "../../db/schema";
import type { UserRow } from "../auth/user-view";
import { filesOfUpload } from "../uploads/service";

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

/**
 * Deletes the account in one transaction: the user's ads (hard), the likes they gave (the liked ads'
 * counters go down), and through the foreign keys their sessions, chats, uploads rows, requests and
 * dating profile. Answers the storage keys of the photos to remove (of the user's uploads and of any
 * upload attached to their ads).
 */
export async function deleteAccount(db: Db, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
    const files = await tx
      .select({
        storageKey: uploads.storageKey,
        thumbKey: uploads.thumbKey,
        variants: uploads.variants,
        id: uploads.id,
      })
      .from(uploads)
      .where(or(eq(uploads.userId, userId), inArray(uploads.postId, ownPosts)));
    // Likes of other people's ads: their counters must not keep counting a deleted user.
    await tx
      .update(posts)
      .set({ favouriteCount: sql`greatest(${posts.favouriteCount} - 1, 0)` })
      .where(
        inArray(posts.id, tx.select({ id: favourites.postId }).from(favourites).where(eq(favourites.userId, userId))),
      );
    if (files.length > 0)
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          files.map((file) => file.id),
        ),
      );
    // posts.user_id is ON DELETE SET NULL (an ad outlives a deleted author elsewhere): the user's own go first.
    await tx.delete(posts).where(eq(posts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return files.flatMap(filesOfUpload);
  });
}
