import { Hono } from "hono";
import type { z } from "zod";
import { reportInputSchema, type reportResponseSchema } from "../../../shared/contract/reports";
import type { Db } from "../../db/client";
import { errorAnswer } from "../../http/answers";
import { noStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { refuse, tooManyRequests } from "../../http/refusals";
import { jsonBody } from "../../http/validation";
import { requireUser, type SessionEnv } from "../auth/session-middleware";
import type { Budgets } from "../budgets";
import { fileReport } from "./service";

/** /v1/reports: a signed-in user reports an ad, a user or a chat message to the team. */
export function reportRoutes(db: Db, options: { budgets: Budgets; trustProxy: boolean }) {
  return new Hono<SessionEnv>().post("/", noStore, requireUser, jsonBody(reportInputSchema), async (c) => {
    const reporter = { id: c.var.auth.user.id, ip: clientIp(c, options.trustProxy), locale: requestLocale(c) };
    const outcome = await fileReport(db, options.budgets, reporter, c.req.valid("json"));
    switch (outcome.kind) {
      case "limited":
        return tooManyRequests(c, "reportLimit", outcome);
      case "not-found":
        return refuse(c, 404, "reportTargetNotFound");
      case "own":
        return errorAnswer(c, 422, "reportOwn");
      case "received": {
        const { report, repeated } = outcome;
        const body: z.infer<typeof reportResponseSchema> = {
          data: { id: report.id, received_at: report.createdAt.toISOString(), repeated },
        };
        return c.json(body, repeated ? 200 : 201);
      }
    }
  });
}
