import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Db } from "./client";
import { uploads } from "./schema";

export type UploadRow = typeof uploads.$inferSelect;

/** Who uploads: a signed-in user, or an anonymous browser by the random key it keeps. */
export type UploadOwner = { userId: number; ownerKey: string | null } | { userId: null; ownerKey: string };

const ownedBy = (owner: UploadOwner) =>
  owner.userId !== null ? eq(uploads.userId, owner.userId) : eq(uploads.ownerKey, owner.ownerKey);

/** The owner's uploads since a moment, and when the oldest of them was made (for Retry-After). */
export async function recentUploads(
  db: Db,
  owner: UploadOwner,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(and(ownedBy(owner), gt(uploads.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Stores the row unless the owner reached the limit since `since`: the count and the insert run under
 * one advisory lock per owner, so parallel uploads (or several API processes) cannot pass it together.
 */
export async function insertUploadWithin(
  db: Db,
  values: typeof uploads.$inferInsert & { userId: number | null },
  owner: UploadOwner,
  limit: { max: number; since: Date },
): Promise<UploadRow | null> {
  const lockKey = owner.userId !== null ? `upload:user:${owner.userId}` : `upload:key:${owner.ownerKey}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const recent = await recentUploads(tx, owner, limit.since);
    if (recent.count >= limit.max) return null;
    const [row] = await tx.insert(uploads).values(values).returning();
    return row ?? null;
  });
}

export async function findUpload(db: Db, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/** Deletes the row if it is still not part of a saved ad; the deleted row, or null. */
export async function deleteUnattachedUpload(db: Db, id: number): Promise<UploadRow | null> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), sql`${uploads.postId} is null`))
    .returning();
  return row ?? null;
}

/**
 * Deletes up to `limit` uploads no saved ad holds that are older than `before` (forms left
 * unfinished, photos of hard-deleted ads) and answers their rows. SKIP LOCKED lets several API
 * processes sweep at once without waiting for each other.
 */
export async function deleteAbandonedUploads(db: Db, before: Date, limit: number): Promise<UploadRow[]> {
  return db
    .delete(uploads)
    .where(
      sql`${uploads.id} in (select id from uploads where post_id is null and created_at < ${before.toISOString()}
        order by id limit ${limit} for update skip locked)`,
    )
    .returning();
}

/** Deletes the rows of an ad's photos (the ad itself is being deleted) and answers them, for their files. */
export async function deleteUploadsOfPost(db: Db, postId: number): Promise<UploadRow[]> {
  return db.delete(uploads).where(eq(uploads.postId, postId)).returning();
}
