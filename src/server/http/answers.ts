import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../../shared/contract/common";
import type { ApiMessageKey } from "../../shared/messages/api";
import { requestLocale } from "./locale";
import { serverMessage } from "./messages";

/** An error answer of any status with just a message in the caller's language (413, 422, 409…). */
export function errorAnswer(
  c: Context,
  status: ContentfulStatusCode,
  key: ApiMessageKey,
  values: Record<string, string> = {},
): Response {
  const body: ErrorBody = { message: serverMessage(requestLocale(c), key, values) };
  return c.json(body, status);
}
