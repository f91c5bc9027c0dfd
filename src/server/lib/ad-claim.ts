import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import { publishTerms } from "./ad-lifecycle";
import { screenAd } from "./moderation/screen";

// An ad posted without an account belongs to the phone it was posted with: signing in by that phone's code claims it.

/** An ad nobody owns yet (active, or pending: posted without an account), with the contacts it was posted with. */
export async function findOwnerlessPost(db: Db, postId: number) {
  const [row] = await db
    .select({ id: posts.id, contact: posts.contact })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.userId), inArray(posts.status, ["active", "pending"])));
  return row ?? null;
}

/**
 * Gives the ad to the user unless someone else got it first; a pending ad goes live as if its author posted it now
 * (past the section's free ads of the month, it waits for payment instead).
 */
export async function claimPost(db: Db, postId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ownerless = and(eq(posts.id, postId), isNull(posts.userId));
    const [post] = await tx
      .select({ sectionId: posts.sectionId, status: posts.status, ruleHits: posts.ruleHits })
      .from(posts)
      .where(ownerless);
    if (!post) return false;
    const terms =
      post.status === "pending" ? (await publishTerms(tx, userId, post.sectionId, new Date())).status : post.status;
    // Going live now: the rules' hits stored when it was posted, and its new author's trust, may hold it for review.
    const screened =
      post.status === "pending"
        ? await screenAd(tx, { status: terms, userId, hits: post.ruleHits, edited: false })
        : null;
    const status = screened?.status ?? terms;
    const rows = await tx
      .update(posts)
      .set({ userId, status, ...(screened ? { reviewReason: screened.reviewReason } : {}), updatedAt: new Date() })
      .where(ownerless)
      .returning({ id: posts.id });
    return rows.length > 0;
  });
}
