import { Hono } from "hono";
import type { z } from "zod";
import {
  contactWithRequestSchema,
  type newMessageResponseSchema,
  type okResponseSchema,
} from "../../../shared/contract/auth";
import type { Db } from "../../db/client";
import { refuse } from "../../http/refusals";
import { parseJson } from "../../http/validation";
import { requireUser, type SessionEnv } from "../auth/session-middleware";
import { hasNewMessages, leaveContacts } from "./service";

/** Contacts left on ads (POST /v1/contact-with) and the author's "new messages" flag. */
export function contactRequestRoutes(db: Db) {
  return new Hono<SessionEnv>()
    .post("/v1/contact-with", requireUser, async (c) => {
      const input = await parseJson(c, contactWithRequestSchema);
      if (!input.ok) return input.response;
      const { post_id, phone, email } = input.value;
      const stored = await leaveContacts(db, {
        postId: post_id,
        fromUserId: c.var.auth.user.id,
        phone: phone ?? null,
        email: email ?? null,
      });
      if (!stored) return refuse(c, 404, "postNotFound");
      const body: z.infer<typeof okResponseSchema> = { data: { ok: true } };
      return c.json(body);
    })
    .get("/api/user/message/new", requireUser, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const body: z.infer<typeof newMessageResponseSchema> = {
        data: { new_message: await hasNewMessages(db, c.var.auth.user.id) },
      };
      return c.json(body);
    });
}
