import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import {
  banners,
  contactMessages,
  contactRequests,
  datingProfiles,
  entitlements,
  favourites,
  feedbacks,
  loginFailures,
  otpCodes,
  passwordResets,
  posts,
  savedCards,
  sessions,
  uploads,
  users,
} from "./schema";
import { filesOfUpload } from "../lib/upload-files";

/**
 * Closes an account in one transaction and answers the storage keys of the photos to remove.
 *
 * What others rely on stays, emptied of the person: the users row (payments keep their payer for accounting,
 * the other side of a chat keeps the conversation and its messages, shown as written by a deleted user). What
 * is the person's goes: their ads leave every listing (status `deleted`, contacts and photos scrubbed), their
 * uploads, likes, sessions, reset links, codes, dating profile, reviews, contact-form messages and the contacts
 * they left on others' ads; auto-renewals and saved cards stop; banners they bought end now. The phone and
 * e-mail are freed, so the same phone signs up anew as a new account.
 */
export async function closeAccount(db: Db, userId: number, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.deletedAt) return [];
    const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
    const files = await tx
      .delete(uploads)
      .where(or(eq(uploads.userId, userId), inArray(uploads.postId, ownPosts)))
      .returning({ storageKey: uploads.storageKey, thumbKey: uploads.thumbKey, variants: uploads.variants });
    await tx
      .update(posts)
      .set({
        status: "deleted",
        contact: {},
        photos: [],
        secretHash: null,
        promotedUntil: null,
        highlightUntil: null,
        urgentUntil: null,
        sliderUntil: null,
        topUntil: null,
        updatedAt: now,
      })
      .where(eq(posts.userId, userId));
    // Answers to the user's ads were meant for them alone; nobody reads them any more.
    await tx
      .delete(contactRequests)
      .where(or(inArray(contactRequests.postId, ownPosts), eq(contactRequests.fromUserId, userId)));
    // Likes of other people's ads: their counters must not keep counting a deleted user.
    await tx
      .update(posts)
      .set({ favouriteCount: sql`greatest(${posts.favouriteCount} - 1, 0)` })
      .where(
        inArray(posts.id, tx.select({ id: favourites.postId }).from(favourites).where(eq(favourites.userId, userId))),
      );
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(datingProfiles).where(eq(datingProfiles.userId, userId));
    await tx.delete(feedbacks).where(eq(feedbacks.userId, userId));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    const usernames = [user.phone, user.email].filter((value): value is string => value !== null);
    if (usernames.length > 0) {
      await tx.delete(otpCodes).where(inArray(otpCodes.phone, usernames));
      await tx.delete(loginFailures).where(inArray(loginFailures.username, usernames));
    }
    // Nothing is charged again: renewals stop, cards are forgotten (the payments keep brand and last four).
    await tx.update(entitlements).set({ autoCharge: false, savedCardId: null }).where(eq(entitlements.userId, userId));
    await tx
      .update(savedCards)
      .set({ removedAt: now })
      .where(and(eq(savedCards.userId, userId), isNull(savedCards.removedAt)));
    await tx
      .update(banners)
      .set({ endsAt: now })
      .where(and(eq(banners.userId, userId), or(isNull(banners.endsAt), gt(banners.endsAt, now))));
    await tx
      .update(users)
      .set({
        phone: null,
        email: null,
        name: null,
        passwordHash: null,
        datingId: null,
        city: null,
        role: "user",
        notifications: { messages: false, answers: false, news: false },
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    return files.flatMap(filesOfUpload);
  });
}
