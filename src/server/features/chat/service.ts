import type { ChatMessage, Conversation } from "../../../shared/contract/profile";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { windowLimit, type RateLimited } from "../../lib/rate-limit";
import { blockBetween } from "./blocks";
import {
  conversationMessages,
  findActivePostAuthor,
  findConversation,
  insertMessage,
  lastMessages,
  listConversations,
  markRead,
  upsertConversation,
  withinSendLimit,
  type ConversationRow,
  type MessageRow,
} from "./repo";

/** At most this many messages a user may send in CHAT_WINDOW_MS. */
const CHAT_MESSAGES_PER_WINDOW = 30;
const CHAT_WINDOW_MS = 10 * 60_000;
/** The conversations list and one conversation's history are bounded. */
const MAX_CONVERSATIONS = 200;
const MAX_MESSAGES = 500;

/** A hidden message keeps its place in the conversation, but its words leave the server no more. */
function messageOf(row: MessageRow, viewerId: number): ChatMessage {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    body: hidden ? "" : row.body,
    created_at: row.createdAt.toISOString(),
    mine: row.senderId === viewerId,
    hidden,
  };
}

function conversationOf(row: ConversationRow, last: MessageRow | undefined, viewerId: number): Conversation {
  return {
    id: row.id,
    post: {
      id: row.postId,
      section: sectionSlugSchema.parse(row.postSection),
      slug: row.postSlug,
      title: row.postTitle,
      thumb_url: row.postThumbUrl,
    },
    other: { id: row.otherId, name: row.otherName, deleted: row.otherDeleted },
    last_message: last ? messageOf(last, viewerId) : null,
    unread: row.unread,
    blocked: row.blocked,
  };
}

type Refused =
  | {
      ok: false;
      reason: "post-not-found" | "own-post" | "no-author" | "not-found" | "blocked-by-me" | "blocked-by-other";
    }
  | ({ ok: false; reason: "rate-limited" } & RateLimited);

function rateLimited(oldest: Date | null, now: Date): Refused {
  const rule = { limit: CHAT_MESSAGES_PER_WINDOW, windowMs: CHAT_WINDOW_MS };
  // The store refused the message: the window is full whatever the count read now.
  const limited = windowLimit(rule, { count: rule.limit, freeing: oldest }, now);
  return { ok: false, reason: "rate-limited", retryAfterMs: limited?.retryAfterMs ?? 0 };
}

const sendLimit = (now: Date) => ({ max: CHAT_MESSAGES_PER_WINDOW, since: new Date(now.getTime() - CHAT_WINDOW_MS) });

/** A block either way stops the message: the sender is told whose block it is. */
async function blockRefusal(db: Db, senderId: number, otherId: number): Promise<Refused | null> {
  const state = await blockBetween(db, senderId, otherId);
  if (state === null) return null;
  return { ok: false, reason: state === "by_me" ? "blocked-by-me" : "blocked-by-other" };
}

/** A visitor writes to an active ad's author: the conversation (one per ad and visitor) and the message. */
export async function startChat(
  db: Db,
  visitorId: number,
  postId: number,
  body: string,
  now = new Date(),
): Promise<{ ok: true; conversationId: number } | Refused> {
  const post = await findActivePostAuthor(db, postId);
  if (!post) return { ok: false, reason: "post-not-found" };
  if (post.userId === null) return { ok: false, reason: "no-author" };
  if (post.userId === visitorId) return { ok: false, reason: "own-post" };
  const authorId = post.userId;
  const blocked = await blockRefusal(db, visitorId, authorId);
  if (blocked) return blocked;
  const sent = await withinSendLimit(db, visitorId, sendLimit(now), async (tx) => {
    const conversationId = await upsertConversation(tx, { postId, visitorId, authorId }, now);
    await insertMessage(tx, conversationId, visitorId, body, now);
    return conversationId;
  });
  return sent.ok ? { ok: true, conversationId: sent.value } : rateLimited(sent.oldest, now);
}

/** One more message in a conversation the user takes part in. */
export async function sendMessage(
  db: Db,
  userId: number,
  conversationId: number,
  body: string,
  now = new Date(),
): Promise<{ ok: true; message: ChatMessage } | Refused> {
  const conversation = await findConversation(db, conversationId, userId);
  if (!conversation) return { ok: false, reason: "not-found" };
  const otherId = conversation.visitorId === userId ? conversation.authorId : conversation.visitorId;
  const blocked = await blockRefusal(db, userId, otherId);
  if (blocked) return blocked;
  const sent = await withinSendLimit(db, userId, sendLimit(now), (tx) =>
    insertMessage(tx, conversationId, userId, body, now),
  );
  return sent.ok ? { ok: true, message: messageOf(sent.value, userId) } : rateLimited(sent.oldest, now);
}

/** The user's conversations, newest activity first. */
export async function conversationsOf(db: Db, userId: number): Promise<Conversation[]> {
  const rows = await listConversations(db, userId, MAX_CONVERSATIONS);
  const last = await lastMessages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => conversationOf(row, last.get(row.id), userId));
}

/** A conversation's messages, oldest first; what the other person wrote is read from now on. Null for a stranger. */
export async function readConversation(
  db: Db,
  userId: number,
  conversationId: number,
  now = new Date(),
): Promise<{ conversation: Conversation; messages: ChatMessage[] } | null> {
  const conversation = await findConversation(db, conversationId, userId);
  if (!conversation) return null;
  await markRead(db, conversationId, userId, now);
  const [row] = await listConversations(db, userId, 1, conversationId);
  if (!row) return null;
  const history = await conversationMessages(db, conversationId, MAX_MESSAGES);
  return {
    conversation: conversationOf(row, history.at(-1), userId),
    messages: history.map((message) => messageOf(message, userId)),
  };
}
