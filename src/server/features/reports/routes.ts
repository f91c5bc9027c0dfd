import { randomBytes } from "node:crypto";
import type { Context } from "hono";
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
import type { SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { writingDevice } from "../../http/device";
import { fileReport, type Reporter } from "./service";
import { visitorKeys } from "./visitor";

interface ReportRouteOptions {
  budgets: Budgets;
  trustProxy: boolean;
  /** The server's secret: the key of a visitor's device and address hashes. */
  secret: () => Promise<string>;
}

/** The caller as a reporter: their account when signed in, else their device and address. */
async function reporterOf(c: Context<SessionEnv>, options: ReportRouteOptions): Promise<Reporter> {
  const ip = clientIp(c, options.trustProxy);
  const locale = requestLocale(c);
  const session = await c.var.session();
  if (session) return { kind: "user", id: session.user.id, ip, locale };
  // The device middleware gives every write an id; a request it did not see is a device of its own.
  const device = writingDevice(c) ?? randomBytes(16).toString("base64url");
  return { kind: "visitor", device, ip, locale, keys: visitorKeys(await options.secret(), device, ip) };
}

/**
 * /v1/reports: anyone reports an ad (a scam is seen before signing in), a signed-in user also a user or a chat
 * message, to the team. A repeat from the same user or device answers the first report (200, `repeated`).
 */
export function reportRoutes(db: Db, options: ReportRouteOptions) {
  return new Hono<SessionEnv>().post("/", noStore, jsonBody(reportInputSchema), async (c) => {
    const reporter = await reporterOf(c, options);
    const outcome = await fileReport(db, options.budgets, reporter, c.req.valid("json"));
    switch (outcome.kind) {
      case "sign-in":
        return refuse(c, 401, "unauthorized");
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
