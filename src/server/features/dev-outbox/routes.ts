import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { mailOutboxSchema, smsOutboxSchema } from "../../../shared/contract/auth";
import type { Db } from "../../db/client";
import { CACHE_POLICY } from "../../http/cache-control";
import { refuse } from "../../http/refusals";
import { listMail, listSms } from "./repo";

/**
 * What the console SMS and mail providers "sent", newest first, so developers and tests can sign in
 * without a phone. Never in production: the texts hold codes and reset links.
 */
export function devOutboxRoutes(db: Db, production: boolean) {
  const onlyOutsideProduction = createMiddleware(async (c, next) => {
    if (production) return refuse(c, 404, "notFound");
    await next();
    c.header("Cache-Control", CACHE_POLICY.secret);
  });
  return new Hono()
    .use("*", onlyOutsideProduction)
    .get("/sms-outbox", async (c) => {
      // An unencoded "+1555…" in a query reads as " 1555…": either way it is the E.164 number.
      const phone = c.req.query("phone")?.trim().replace(/^\+?/, "+");
      const rows = await listSms(db, phone && phone.length > 1 ? phone : undefined);
      const body: z.infer<typeof smsOutboxSchema> = {
        data: rows.map((row) => ({ phone: row.phone, text: row.text, sent_at: row.sentAt.toISOString() })),
      };
      return c.json(body);
    })
    .get("/mail-outbox", async (c) => {
      const rows = await listMail(db, c.req.query("to")?.trim().toLowerCase() || undefined);
      const body: z.infer<typeof mailOutboxSchema> = {
        data: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          sent_at: row.sentAt.toISOString(),
        })),
      };
      return c.json(body);
    });
}
