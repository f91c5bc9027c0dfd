import { and, count, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "./client";
import { conversations, messages } from "./schema";

/** The conversations the user takes part in, as visitor or as the ad's author. */
export const participant = (userId: number) =>
  or(eq(conversations.visitorId, userId), eq(conversations.authorId, userId));

/** How many messages others wrote to the user that the user has not read: the chat list's unread counts summed. */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(participant(userId), ne(messages.senderId, userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}
