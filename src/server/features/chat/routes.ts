import { Hono, type Context } from "hono";
import type { z } from "zod";
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
import { parseJson } from "../../http/validation";
import { requireUser, type SessionEnv } from "../auth/session-middleware";
import { conversationsOf, readConversation, sendMessage, startChat } from "./service";

const ID = /^[1-9]\d{0,8}$/; // within PostgreSQL's integer

type Refusal = Exclude<Awaited<ReturnType<typeof startChat>>, { ok: true }>;

function refusal(c: Context, refused: Refusal): Response {
  switch (refused.reason) {
    case "rate-limited":
      return tooManyRequests(c, "chatLimit", refused.retryAfterS);
    case "post-not-found":
      return refuse(c, 404, "postNotFound");
    case "own-post":
      return errorAnswer(c, 422, "chatOwnPost");
    case "no-author":
      return errorAnswer(c, 422, "chatNoAuthor");
    case "not-found":
      return refuse(c, 404, "chatNotFound");
  }
}

/** /profile/chat: conversations between a visitor and an ad's author. */
export function chatRoutes(db: Db) {
  return new Hono<SessionEnv>()
    .post("/v1/chats", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      const input = await parseJson(c, startChatRequestSchema);
      if (!input.ok) return input.response;
      const started = await startChat(db, c.var.auth.user.id, input.value.post_id, input.value.body);
      if (!started.ok) return refusal(c, started);
      const body: z.infer<typeof startChatResponseSchema> = { data: { conversation_id: started.conversationId } };
      return c.json(body, 201);
    })
    .get("/v1/chats", requireUser, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const body: z.infer<typeof conversationsResponseSchema> = { data: await conversationsOf(db, c.var.auth.user.id) };
      return c.json(body);
    })
    .get("/v1/chats/:id/messages", requireUser, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const id = c.req.param("id");
      const found = ID.test(id) ? await readConversation(db, c.var.auth.user.id, Number(id)) : null;
      if (!found) return refuse(c, 404, "chatNotFound");
      const body: z.infer<typeof messagesResponseSchema> = { data: found.messages, conversation: found.conversation };
      return c.json(body);
    })
    .post("/v1/chats/:id/messages", requireUser, async (c) => {
      c.header("Cache-Control", "no-store");
      const id = c.req.param("id");
      if (!ID.test(id)) return refuse(c, 404, "chatNotFound");
      const input = await parseJson(c, sendMessageRequestSchema);
      if (!input.ok) return input.response;
      const sent = await sendMessage(db, c.var.auth.user.id, Number(id), input.value.body);
      if (!sent.ok) return refusal(c, sent);
      const body: z.infer<typeof sendMessageResponseSchema> = { data: sent.message };
      return c.json(body, 201);
    });
}
