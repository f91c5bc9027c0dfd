import type { Db } from "../../db/client";
import { hasUnreadMessages } from "../chat/repo";
import { findActivePost, hasUnreadRequests, insertContactRequest } from "./repo";

export interface ContactRequestInput {
  postId: number;
  fromUserId: number;
  phone: string | null;
  email: string | null;
}

/**
 * Leaves the visitor's contacts for the ad's author (after a sign-in from a CV page).
 * False when there is no such active ad. Writing to one's own ad is accepted and dropped.
 */
export async function leaveContacts(db: Db, input: ContactRequestInput): Promise<boolean> {
  const post = await findActivePost(db, input.postId);
  if (!post) return false;
  if (post.userId === input.fromUserId) return true;
  await insertContactRequest(db, {
    postId: post.id,
    fromUserId: input.fromUserId,
    messageType: "cv",
    phone: input.phone?.trim() || null,
    email: input.email?.trim() || null,
  });
  return true;
}

/** The "new messages" flag: an unread request to one of the user's ads, or an unread chat message. */
export async function hasNewMessages(db: Db, userId: number): Promise<boolean> {
  return (await hasUnreadRequests(db, userId)) || (await hasUnreadMessages(db, userId));
}
