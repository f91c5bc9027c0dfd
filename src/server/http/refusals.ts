import type { Context } from "hono";
import type { ErrorBody } from "../../shared/contract/common";
import type { z } from "zod";
import type { rateLimitedSchema } from "../../shared/contract/auth";
import type { ApiMessageKey } from "../../shared/messages/api";
import type { RateLimited } from "../lib/rate-limit";
import { serverMessage } from "./messages";
import { requestLocale } from "./locale";

/** The one answer to any limit: 429 with how long to wait, in the body (the client's countdown) and in Retry-After. */
export function tooManyRequests(c: Context, key: ApiMessageKey, limited: RateLimited): Response {
  const seconds = Math.max(0, Math.ceil(limited.retryAfterMs / 1000));
  const values = { seconds: String(seconds), minutes: String(Math.max(1, Math.ceil(seconds / 60))) };
  c.header("Retry-After", String(seconds));
  const body: z.infer<typeof rateLimitedSchema> = {
    message: serverMessage(requestLocale(c), key, values),
    retry_after: seconds,
  };
  return c.json(body, 429);
}

/** An error answer with just a message in the caller's language. */
export function refuse(c: Context, status: 401 | 403 | 404 | 409 | 502 | 503, key: ApiMessageKey): Response {
  const body: ErrorBody = { message: serverMessage(requestLocale(c), key) };
  return c.json(body, status);
}
