import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorAnswer } from "./answers";

/**
 * How many bytes a request body may have, by what the route accepts (a 100 MB JSON body
 * used to be parsed whole). The largest JSON form besides an ad (a contact form, a chat message of 1 000
 * characters, the settings) is under 7 KB even with every character escaped as \uXXXX.
 */
export const JSON_BODY_LIMIT = 32 * 1024;

/**
 * POST /v1/posts, PATCH /v1/posts/{id} and a proposed article (POST /v1/articles): content of up to 20 000
 * characters (at most 6 bytes each in JSON, 120 KB), a title of 120, the contact and the section's fields (under
 * 20 KB together).
 */
export const AD_BODY_LIMIT = 256 * 1024;

const AD_WRITE = /^\/v1\/posts\/[^/]+$/;
/** A content page the team saves (up to 60 000 characters of Markdown) and its preview. */
const PAGE_WRITE = /^\/v1\/admin\/pages\/(?:preview|[^/]+\/[^/]+)$/;

/**
 * Above this declared size (or chunked) a refused client is most likely still sending: the connection is left to
 * the Node adapter, which reads on for up to 500 ms (64 MB) before it closes, so that the client gets
 * to read the 413 instead of a reset. Below it the client has sent all and could reuse the connection,
 * which the server closes after a refusal: it is told so (Connection: close).
 */
const LINGER_BYTES = 1024 * 1024;

/**
 * Says "Connection: close" on a 413 of a body the client has likely sent whole (a small declared one; a chunked one
 * may go on).
 */
function closeAfterRefusal(c: Context): void {
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared <= LINGER_BYTES && c.req.header("transfer-encoding") === undefined) c.header("Connection", "close");
}

/** Photo uploads (POST /v1/uploads) bound their multipart body themselves, after checking who uploads. */
const ownLimit = (c: Context) => c.req.method === "POST" && c.req.path === "/v1/uploads";

const isAdWrite = (c: Context) =>
  (c.req.method === "POST" && (c.req.path === "/v1/posts" || c.req.path === "/v1/articles")) ||
  (c.req.method === "PATCH" && AD_WRITE.test(c.req.path)) ||
  ((c.req.method === "PUT" || c.req.method === "POST") && PAGE_WRITE.test(c.req.path));

/**
 * Every body is bounded before a handler reads it: by its Content-Length at once (nothing is read),
 * and a chunked body as it streams in, cut as soon as it passes the limit. The 413 is JSON in the
 * caller's language; the server closes the connection after it (the rest of the body is never read).
 */
export function bodyLimits(): MiddlewareHandler {
  const onError = (c: Context) => {
    closeAfterRefusal(c);
    return errorAnswer(c, 413, "payloadTooLarge");
  };
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError });
  const ad = bodyLimit({ maxSize: AD_BODY_LIMIT, onError });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (ownLimit(c)) {
      await next();
      if (c.res.status === 413) closeAfterRefusal(c);
      return;
    }
    return isAdWrite(c) ? ad(c, next) : json(c, next);
  };
}
