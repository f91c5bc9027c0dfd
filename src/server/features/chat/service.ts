import type { ChatMessage, Conversation } from "../../../shared/contract/profile";
import { sectionSlugSchema } from "../../../shared/contract/sections";
import type { Db } from "../../db/client";
import { serverNow } from "../../lib/clock";
import { windowLimit, type RateLimited } from "../../lib/rate-limit";
import { NEW_ACCOUNT_MS, type BudgetName, type Budgets } from "../../lib/budgets";
import { blockBetween } from "./blocks";
import {
  conversationMessages,
  findActivePostAuthor,
  findConversation,
  haveTalked,
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
  /** "new-chats-limited": the account opened its hour's conversations with new people (budgets). */
  | ({ ok: false; reason: "rate-limited" | "new-chats-limited" } & RateLimited);

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

/** What starting a chat needs: the store, and the budgets a first message to someone new spends. */
export interface ChatDeps {
  db: Db;
  budgets: Budgets;
}

/** A fresh account (what a spammer signs up for) has the lower budget of new conversations. */
const newChatBudget = (createdAt: Date, now: Date): BudgetName =>
  now.getTime() - createdAt.getTime() < NEW_ACCOUNT_MS ? "newChatsPerNewAccount" : "newChatsPerAccount";

/**
 * A visitor writes to an active ad's author: the conversation (one per ad and visitor) and the message. The first
 * message to someone the visitor never wrote with spends the account's budget of new conversations; the per-user
 * lock of withinSendLimit makes parallel starts count one by one.
 */
export async function startChat(
  deps: ChatDeps,
  visitor: { id: number; createdAt: Date },
  postId: number,
  body: string,
  now = serverNow(),
): Promise<{ ok: true; conversationId: number } | Refused> {
  const { db, budgets } = deps;
  const post = await findActivePostAuthor(db, postId);
  if (!post) return { ok: false, reason: "post-not-found" };
  if (post.userId === null) return { ok: false, reason: "no-author" };
  if (post.userId === visitor.id) return { ok: false, reason: "own-post" };
  const authorId = post.userId;
  const blocked = await blockRefusal(db, visitor.id, authorId);
  if (blocked) return blocked;
  const sent = await withinSendLimit(db, visitor.id, sendLimit(now), async (tx) => {
    if (!(await haveTalked(tx, visitor.id, authorId))) {
      const spent = await budgets.spend([[newChatBudget(visitor.createdAt, now), String(visitor.id)]], tx, now);
      if (!spent.ok) return { opened: false as const, retryAfterMs: spent.retryAfterMs };
    }
    const conversationId = await upsertConversation(tx, { postId, visitorId: visitor.id, authorId }, now);
    await insertMessage(tx, conversationId, visitor.id, body, now);
    return { opened: true as const, conversationId };
  });
  if (!sent.ok) return rateLimited(sent.oldest, now);
  if (!sent.value.opened) return { ok: false, reason: "new-chats-limited", retryAfterMs: sent.value.retryAfterMs };
  return { ok: true, conversationId: sent.value.conversationId };
}

/** One more message in a conversation the user takes part in. */
export async function sendMessage(
  db: Db,
  userId: number,
  conversationId: number,
  body: string,
  now = serverNow(),
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
  now = serverNow(),
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
