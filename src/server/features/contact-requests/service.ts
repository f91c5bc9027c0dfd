import type { Db } from "../../db/client";
import { countUnreadMessages } from "../../db/conversations";
import { lockKeys } from "../../db/locks";
import { timesLimit, type RateLimited } from "../../lib/rate-limit";
import { contactTimesOfIp, findActivePost, hasUnreadRequests, insertContactRequest, upsertMessage } from "./repo";

const CONTACT_LIMIT_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

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

/**
 * The "new messages" answer: the flag (an unread request to one of the user's ads, or an unread chat message) and
 * the number of unread chat messages.
 */
export async function newMessages(db: Db, userId: number): Promise<{ new_message: boolean; unread_messages: number }> {
  const unread = await countUnreadMessages(db, userId);
  return { new_message: unread > 0 || (await hasUnreadRequests(db, userId)), unread_messages: unread };
}

export type ContactOutcome = { kind: "sent" } | { kind: "notFound" } | ({ kind: "limited" } & RateLimited);

/**
 * A contact-form message to an ad's author. At most CONTACT_LIMIT_PER_HOUR per IP an hour, counted
 * from the stored rows under an advisory lock (so several API processes share the limit).
 *
 * The typed phone proves nothing: a message is the caller's account's only with a session (then it
 * is theirs, whatever phone they typed), and without one it belongs to no account. It never creates
 * a user and never touches another user's row or earlier message. The form's "register" wish is
 * granted by signing in with a code to that phone first (then the message is sent with a session), not here.
 */
export async function sendContactMessage(
  db: Db,
  input: { postId: number; name: string; phone: string; message: string; callerId: number | null; ip: string },
  now = new Date(),
): Promise<ContactOutcome> {
  return db.transaction(async (tx): Promise<ContactOutcome> => {
    const post = await findActivePost(tx, input.postId);
    if (!post) return { kind: "notFound" };
    await lockKeys(tx, `contact:ip:${input.ip}`);
    const times = await contactTimesOfIp(tx, input.ip, new Date(now.getTime() - HOUR_MS));
    const limited = timesLimit({ limit: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS }, times, now);
    if (limited) return { kind: "limited", ...limited };
    const fromUserId = input.callerId;
    // Writing to one's own ad is accepted and dropped, like the contacts of /v1/contact-with.
    if (fromUserId !== null && fromUserId === post.userId) return { kind: "sent" };
    await upsertMessage(tx, {
      postId: post.id,
      fromUserId,
      messageType: "message",
      name: input.name,
      phone: input.phone,
      message: input.message,
      ip: input.ip,
      createdAt: now,
    });
    return { kind: "sent" };
  });
}
