import { Hono } from "hono";
import type { z } from "zod";
import {
  contactWithRequestSchema,
  type newMessageResponseSchema,
  type okResponseSchema,
} from "../../../shared/contract/auth";
import { contactFormSchema } from "../../../shared/contract/profile";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import type { Db } from "../../db/client";
import { noStore, privateNoStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody, pathId } from "../../http/validation";
import { toE164 } from "../../lib/phone";
import { requireUser, type SessionEnv } from "../../http/session";
import { leaveContacts, newMessages, sendContactMessage } from "./service";

const OK: z.infer<typeof okResponseSchema> = { data: { ok: true } };

/**
 * What visitors leave for an ad's author: contacts after a sign-in from a CV page (POST /v1/contact-with),
 * the ad page's contact form (POST /v1/posts/{id}/contact), and the author's "new messages" flag.
 */
export function contactRequestRoutes(db: Db, options: { trustProxy: boolean }) {
  return new Hono<SessionEnv>()
    .post("/v1/contact-with", requireUser, jsonBody(contactWithRequestSchema), async (c) => {
      const { post_id, phone, email } = c.req.valid("json");
      const stored = await leaveContacts(db, {
        postId: post_id,
        fromUserId: c.var.auth.user.id,
        phone: phone ?? null,
        email: email ?? null,
      });
      if (!stored) return refuse(c, 404, "postNotFound");
      return c.json(OK);
    })
    .post(
      "/v1/posts/:id/contact",
      noStore,
      pathId("id", (c) => refuse(c, 404, "postNotFound")),
      jsonBody(contactFormSchema),
      async (c) => {
        const input = c.req.valid("json");
        const phone = toE164(input.phone, input.country_code);
        if (!phone) return fieldError(c, "phone", VALIDATION_MESSAGES.phone);
        const outcome = await sendContactMessage(db, {
          postId: c.req.valid("param").id,
          name: input.name,
          phone,
          message: input.message,
          callerId: (await c.var.session())?.user.id ?? null,
          ip: clientIp(c, options.trustProxy),
        });
        if (outcome.kind === "notFound") return refuse(c, 404, "postNotFound");
        if (outcome.kind === "limited") return tooManyRequests(c, "contactLimit", outcome);
        return c.json(OK, 201);
      },
    )
    .get("/api/user/message/new", requireUser, privateNoStore, async (c) => {
      const body: z.infer<typeof newMessageResponseSchema> = { data: await newMessages(db, c.var.auth.user.id) };
      return c.json(body);
    });
}
