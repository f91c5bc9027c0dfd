import { and, count, desc, eq, gt, inArray, isNull, min, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactRequests, conversations, messages, posts, sections, users } from "../../db/schema";
import { blockStateOf } from "./blocks";
import { participant } from "../../db/conversations";

export type MessageRow = typeof messages.$inferSelect;

/** An active ad and its author (null for an ad posted without an account). */
export async function findActivePostAuthor(
  db: Db,
  postId: number,
): Promise<{ id: number; userId: number | null } | null> {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.status, "active")));
  return row ?? null;
}

/** The other person of a conversation, seen by userId. */
const otherOf = (userId: number) =>
  sql`case when ${conversations.visitorId} = ${userId}
    then ${conversations.authorId} else ${conversations.visitorId} end`;

/**
 * The name the other person gave: their account's, else the one they were asked for about this ad —
 * the author's contact person on the ad, the visitor's name in the contact form they sent to it. A deleted
 * account has none (its ad's contacts were scrubbed with it).
 */
const otherNameOf = (userId: number) => sql<string | null>`case when ${users.deletedAt} is not null then null
  else coalesce(${users.name}, case when ${conversations.visitorId} = ${userId}
  then nullif(${posts.contact} ->> 'contact_person', '')
  else (select ${contactRequests.name} from ${contactRequests} where ${contactRequests.postId} = ${posts.id}
    and ${contactRequests.fromUserId} = ${users.id} and ${contactRequests.name} is not null
    order by ${contactRequests.id} desc limit 1) end) end`;

/** Conversations of a user (as visitor or as author) with the ad, the other person and the unread count. */
export async function listConversations(db: Db, userId: number, limit: number, conversationId?: number) {
  return db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      postId: posts.id,
      postSection: sections.slug,
      postSlug: posts.slug,
      postTitle: posts.title,
      /** The ad's cover thumbnail: only this key of posts.photos is read. */
      postThumbUrl: sql<string | null>`(${posts.photos} -> 0 ->> 'thumb_url')`,
      otherId: users.id,
      otherName: otherNameOf(userId),
      /** The other person closed their account: their messages stay, under no name. */
      otherDeleted: sql<boolean>`${users.deletedAt} is not null`,
      unread: sql<number>`(select count(*) from messages m where m.conversation_id = ${conversations.id}
        and m.sender_id <> ${userId} and m.read_at is null)`.mapWith(Number),
      blocked: blockStateOf(userId, otherOf(userId)),
    })
    .from(conversations)
    .innerJoin(posts, eq(posts.id, conversations.postId))
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .innerJoin(users, sql`${users.id} = ${otherOf(userId)}`)
    .where(
      conversationId === undefined
        ? participant(userId)
        : and(participant(userId), eq(conversations.id, conversationId)),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

export type ConversationRow = Awaited<ReturnType<typeof listConversations>>[number];

/** The newest message of each conversation. */
export async function lastMessages(db: Db, conversationIds: number[]): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** The conversation if userId takes part in it. */
export async function findConversation(db: Db, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), participant(userId)));
  return row ?? null;
}

/** Marks the other person's messages read. */
export async function markRead(db: Db, conversationId: number, readerId: number, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)));
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function conversationMessages(db: Db, conversationId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Messages a user sent since a moment, and when the oldest of them was sent (for Retry-After). */
async function sentSince(db: Db, userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.senderId, userId), gt(messages.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export type Limited<T> = { ok: true; value: T } | { ok: false; oldest: Date | null };

/**
 * Runs `write` unless the user sent `max` messages since `since`: the count and the write hold one
 * advisory lock per user, so parallel sends (or several API processes) cannot pass the limit together.
 */
export async function withinSendLimit<T>(
  db: Db,
  userId: number,
  limit: { max: number; since: Date },
  write: (tx: Db) => Promise<T>,
): Promise<Limited<T>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${userId}`}))`);
    const sent = await sentSince(tx, userId, limit.since);
    if (sent.count >= limit.max) return { ok: false, oldest: sent.oldest };
    return { ok: true, value: await write(tx) };
  });
}

/** Whether two users share a conversation, whoever opened it: writing to them again is no new contact. */
export async function haveTalked(db: Db, userId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.visitorId, userId), eq(conversations.authorId, otherId)),
        and(eq(conversations.visitorId, otherId), eq(conversations.authorId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The conversation of a visitor about an ad, made on first use; its activity time moves to now. */
export async function upsertConversation(
  db: Db,
  values: { postId: number; visitorId: number; authorId: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(conversations)
    .values({ ...values, createdAt: now, lastMessageAt: now })
    .onConflictDoUpdate({ target: [conversations.postId, conversations.visitorId], set: { lastMessageAt: now } })
    .returning({ id: conversations.id });
  if (!row) throw new Error("the conversation was not stored");
  return row.id;
}

export async function insertMessage(
  db: Db,
  conversationId: number,
  senderId: number,
  body: string,
  now: Date,
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values({ conversationId, senderId, body, createdAt: now }).returning();
  if (!row) throw new Error("the message was not stored");
  await db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
  return row;
}
