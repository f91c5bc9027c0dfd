import type { Context, Input, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { pathIdSchema } from "../../shared/contract/common";
import type { Db } from "../db/client";
import { refuse } from "./refusals";
import type { SessionEnv } from "./session";
import { findPostBySecretHash, findPostHead, type PostHead } from "../db/post-repo";
import { hashSecret } from "../lib/tokens";

/** How a call names the ad it acts on: by the secret sent to its author, or by its id. */
export interface AdKey {
  secret?: string | undefined;
  id?: number | undefined;
}

type AdAccess =
  { kind: "ok"; post: PostHead } | { kind: "unauthorized" } | { kind: "forbidden" } | { kind: "notFound" };

/**
 * Whether the caller may act on an ad: anyone holding its secret, or its signed-in author by its id.
 * A deleted ad is no ad; someone else's pending or hidden ad answers as a missing one, while a public
 * ad's owner is no secret (403).
 */
async function adAccess(db: Db, key: AdKey, callerId: () => Promise<number | null>): Promise<AdAccess> {
  if (key.secret !== undefined) {
    const post = await findPostBySecretHash(db, hashSecret(key.secret));
    return post && post.status !== "deleted" ? { kind: "ok", post } : { kind: "notFound" };
  }
  const caller = await callerId();
  if (caller === null) return { kind: "unauthorized" };
  const post = key.id === undefined ? null : await findPostHead(db, key.id);
  if (!post || post.status === "deleted") return { kind: "notFound" };
  if (post.userId !== caller) return { kind: post.status === "active" ? "forbidden" : "notFound" };
  return { kind: "ok", post };
}

export interface OwnAdEnv {
  Variables: SessionEnv["Variables"] & {
    /** The ad the caller may act on, loaded once for the handler. */
    ownAd: PostHead;
    /** The caller's account (null when only the ad's secret let them in). */
    callerId: number | null;
  };
}

/**
 * The one gate of "the caller's own ad": loads the ad `keyOf` names and puts it in the context as
 * `ownAd`, or answers 401 (no session and no secret), 403 (someone else's public ad) or 404.
 */
export function ownAd<I extends Input = Input>(
  db: Db,
  keyOf: (c: Context<OwnAdEnv, string, I>) => AdKey,
): MiddlewareHandler<OwnAdEnv, string, I> {
  return createMiddleware<OwnAdEnv, string, I>(async (c, next) => {
    let caller: number | null = null;
    const callerId = async () => (caller = (await c.var.session())?.user.id ?? null);
    const access = await adAccess(db, keyOf(c), callerId);
    if (access.kind === "unauthorized") return refuse(c, 401, "unauthorized");
    if (access.kind === "forbidden") return refuse(c, 403, "notYourPost");
    if (access.kind === "notFound") return refuse(c, 404, "postNotFound");
    c.set("ownAd", access.post);
    c.set("callerId", caller);
    await next();
  });
}

/** The ad of a management call's path (`/v1/posts/:id/…`); a malformed id names no ad. */
export function adOfPath(c: Context): AdKey {
  const id = pathIdSchema.safeParse(c.req.param("id"));
  return { id: id.success ? id.data : undefined };
}
