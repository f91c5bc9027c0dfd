import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { serverClockSchema } from "../../../shared/contract/test-clock";
import { advanceClockSchema } from "../../../shared/contract/test-clock";
import { CACHE_POLICY } from "../../http/cache-control";
import { refuse } from "../../http/refusals";
import { jsonBody } from "../../http/validation";
import { advanceServerClock, serverNow } from "../../lib/clock";

const answer = (now: Date): z.infer<typeof serverClockSchema> => ({ now: now.toISOString() });

/**
 * `POST /v1/test/clock {advance_ms}`: moves this server's clock forward, for tests of rules about time (the resend
 * wait, a code's life). Only a server started with NODE_ENV=test has it; any other answers 404.
 */
export function testClockRoutes(enabled: boolean) {
  const onlyOnTestServers = createMiddleware(async (c, next) => {
    if (!enabled) return refuse(c, 404, "notFound");
    await next();
    c.header("Cache-Control", CACHE_POLICY.live);
  });
  return new Hono()
    .use("*", onlyOnTestServers)
    .get("/clock", (c) => c.json(answer(serverNow())))
    .post("/clock", jsonBody(advanceClockSchema), (c) =>
      c.json(answer(advanceServerClock(c.req.valid("json").advance_ms))),
    );
}
