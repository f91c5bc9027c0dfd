import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import { chatBlockInputSchema, type chatBlocksResponseSchema } from "../../../shared/contract/reports";
import {
  sendMessageRequestSchema,
  startChatRequestSchema,
  type conversationsResponseSchema,
  type messagesResponseSchema,
  type sendMessageResponseSchema,
  type startChatResponseSchema,
} from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { errorAnswer } from "../../http/answers";
import { refuse, tooManyRequests } from "../../http/refusals";
import { jsonBody, pathId } from "../../http/validation";
import { CACHE_POLICY, noStore, privateNoStore } from "../../http/cache-control";
import { requireUser, type AuthedEnv, type SessionEnv } from "../../http/session";
import { conversationsOf, readConversation, sendMessage, startChat, type ChatDeps } from "./service";
import { addBlock, blocksOf, removeBlock } from "./blocks";

type Refusal = Exclude<Awaited<ReturnType<typeof startChat>>, { ok: true }>;

function refusal(c: Context, refused: Refusal): Response {
  switch (refused.reason) {
    case "rate-limited":
      return tooManyRequests(c, "chatLimit", refused);
    case "new-chats-limited":
      return tooManyRequests(c, "chatNewLimit", refused);
    case "post-not-found":
      return refuse(c, 404, "postNotFound");
    case "own-post":
      return errorAnswer(c, 422, "chatOwnPost");
    case "no-author":
      return errorAnswer(c, 422, "chatNoAuthor");
    case "not-found":
      return refuse(c, 404, "chatNotFound");
    case "blocked-by-me":
      return refuse(c, 403, "chatBlockedByMe");
    case "blocked-by-other":
      return refuse(c, 403, "chatBlockedByOther");
  }
}

const chatId = pathId("id", (c) => refuse(c, 404, "chatNotFound"));

/**
 * /profile/chat: conversations between a visitor and an ad's author. `sendRate`: the messaging rate every sent
 * message passes (http/message-rate.ts), after the body is known good.
 */
export function chatRoutes(deps: ChatDeps, sendRate: MiddlewareHandler<AuthedEnv> = (_c, next) => next()) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .post("/", requireUser, noStore, jsonBody(startChatRequestSchema), sendRate, async (c) => {
      const input = c.req.valid("json");
      const started = await startChat(deps, c.var.auth.user, input.post_id, input.body);
      if (!started.ok) return refusal(c, started);
      const body: z.infer<typeof startChatResponseSchema> = { data: { conversation_id: started.conversationId } };
      return c.json(body, 201);
    })
    .get("/", requireUser, async (c) => {
      c.header("Cache-Control", CACHE_POLICY.own);
      const body: z.infer<typeof conversationsResponseSchema> = { data: await conversationsOf(db, c.var.auth.user.id) };
      return c.json(body);
    })
    .get("/:id/messages", requireUser, privateNoStore, chatId, async (c) => {
      const found = await readConversation(db, c.var.auth.user.id, c.req.valid("param").id);
      if (!found) return refuse(c, 404, "chatNotFound");
      const body: z.infer<typeof messagesResponseSchema> = { data: found.messages, conversation: found.conversation };
      return c.json(body);
    })
    .post("/:id/messages", requireUser, noStore, chatId, jsonBody(sendMessageRequestSchema), sendRate, async (c) => {
      const sent = await sendMessage(db, c.var.auth.user.id, c.req.valid("param").id, c.req.valid("json").body);
      if (!sent.ok) return refusal(c, sent);
      const body: z.infer<typeof sendMessageResponseSchema> = { data: sent.message };
      return c.json(body, 201);
    });
}

const blockedUserId = pathId("userId", (c) => refuse(c, 404, "userNotFound"));

/** /v1/chat/blocks: whom the user blocked in the chat; blocking and unblocking answer the list as it is now. */
export function chatBlockRoutes(db: Db) {
  const list = async (c: Context, userId: number, status: 200 | 201 = 200) => {
    const body: z.infer<typeof chatBlocksResponseSchema> = { data: await blocksOf(db, userId) };
    return c.json(body, status);
  };
  return new Hono<SessionEnv>()
    .get("/", requireUser, privateNoStore, (c) => list(c, c.var.auth.user.id))
    .post("/", requireUser, noStore, jsonBody(chatBlockInputSchema), async (c) => {
      const blockerId = c.var.auth.user.id;
      const blockedId = c.req.valid("json").user_id;
      if (blockedId === blockerId) return errorAnswer(c, 422, "chatBlockSelf");
      if (!(await addBlock(db, blockerId, blockedId))) return refuse(c, 404, "userNotFound");
      return list(c, blockerId, 201);
    })
    .delete("/:userId", requireUser, noStore, blockedUserId, async (c) => {
      await removeBlock(db, c.var.auth.user.id, c.req.valid("param").userId);
      return list(c, c.var.auth.user.id);
    });
}
