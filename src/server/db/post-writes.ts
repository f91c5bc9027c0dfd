import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "./client";
import { postCategories, postLocations, posts, uploads, type PendingEdit } from "./schema";

/**
 * The writes of an ad's version that the author's form and the team's console both make: its links, its photos, and
 * a held edit made live. Here, below both features, so neither reaches into the other.
 */

/** The ad's categories and locations become exactly these (the first of each is the main one). */
export async function replaceLinks(
  db: Db,
  postId: number,
  categoryIds: number[],
  locationIds: number[],
): Promise<void> {
  await db.delete(postCategories).where(eq(postCategories.postId, postId));
  await db.delete(postLocations).where(eq(postLocations.postId, postId));
  await db.insert(postCategories).values(categoryIds.map((categoryId) => ({ postId, categoryId })));
  await db.insert(postLocations).values(locationIds.map((locationId) => ({ postId, locationId })));
}

/** The ad's uploads become exactly `ids`; those taken off are free again. */
export async function attachUploads(db: Db, postId: number, ids: number[]): Promise<void> {
  await db
    .update(uploads)
    .set({ postId: null })
    .where(ids.length > 0 ? and(eq(uploads.postId, postId), notInArray(uploads.id, ids)) : eq(uploads.postId, postId));
  if (ids.length > 0) await db.update(uploads).set({ postId }).where(inArray(uploads.id, ids));
}

/** A held edit becomes the ad: its values, links and photos; nothing waits any more. */
export async function applyPendingEdit(db: Db, postId: number, edit: PendingEdit, now: Date): Promise<void> {
  await db
    .update(posts)
    .set({ ...edit.values, textHash: edit.textHash, pendingEdit: null, updatedAt: now })
    .where(eq(posts.id, postId));
  await replaceLinks(db, postId, edit.categoryIds, edit.locationIds);
  await attachUploads(db, postId, edit.photoIds);
}

/** A held edit is dropped: the approved version stays (the edit's new photos stay attached until the next edit). */
export async function dropPendingEdit(db: Db, postId: number): Promise<void> {
  await db.update(posts).set({ pendingEdit: null }).where(eq(posts.id, postId));
}

/**
 * An edit a rule holds waits beside the live ad; the live version's photos and the edit's new ones both stay the
 * ad's until a moderator decides.
 */
export async function holdEdit(db: Db, postId: number, edit: PendingEdit): Promise<void> {
  await db
    .update(posts)
    .set({ pendingEdit: edit, reviewReason: "rule", ruleHits: edit.ruleHits })
    .where(eq(posts.id, postId));
  const live = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.postId, postId));
  await attachUploads(db, postId, [...new Set([...live.map((row) => row.id), ...edit.photoIds])]);
}
