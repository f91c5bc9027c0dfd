import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { okResponseSchema } from "../../../shared/contract/auth";
import { PATH_ID_PATTERN, type ErrorBody } from "../../../shared/contract/common";
import {
  postWriteSchema,
  type postEditResponseSchema,
  type PostWriteResponse,
} from "../../../shared/contract/post-form";
import { noStore, privateNoStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { serverMessage } from "../../http/messages";
import { requestOrigin } from "../../http/origin";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody } from "../../http/validation";
import type { SessionEnv } from "../../http/session";
import type { ReferenceCache } from "../../db/reference-cache";
import { adsChanged } from "../../lib/ad-events";
import { removePhotosOfPost } from "../../lib/upload-files";
import { deviceOf } from "../../http/device";
import { adOfPath, ownAd } from "../../http/own-ad";
import { findPostForEdit, setStatus } from "../../db/post-repo";
import { createPost, editValues, sendSecret, type PostFormContext, type WriteAnswer } from "./service";
import { updateOwnPost } from "./update";

const writeBody = (answer: WriteAnswer): PostWriteResponse => ({ data: answer });

/** An Idempotency-Key longer than any client makes is a wrong request, refused before the body is read. */
const keyChecked: MiddlewareHandler = async (c, next) => {
  const clientKey = c.req.header("idempotency-key")?.trim() || null;
  if (clientKey !== null && clientKey.length > 100)
    return c.json({ message: serverMessage(requestLocale(c), "invalidRequest") } satisfies ErrorBody, 400);
  await next();
};

/** Posting an ad and its author's management of it (edit, hide, bring back, delete), under /v1/posts. */
export function postFormRoutes(ctx: PostFormContext, reference: ReferenceCache) {
  const { db } = ctx;
  const sectionIds = async () => (await reference.get()).sectionIdBySlug;
  const ownerKey = (c: Context) => c.req.header("x-upload-owner")?.slice(0, 200) || null;
  const own = ownAd(db, adOfPath);

  return (
    new Hono<SessionEnv>()
      .post("/", noStore, keyChecked, jsonBody(postWriteSchema), async (c) => {
        const clientKey = c.req.header("idempotency-key")?.trim() || null;
        const locale = requestLocale(c);
        const user = (await c.var.session())?.user ?? null;
        const userId = user?.id ?? null;
        const ip = clientIp(c, ctx.trustProxy);
        const outcome = await createPost(
          ctx,
          c.req.valid("json"),
          { userId, ownerKey: ownerKey(c), clientKey, locale, ip, device: deviceOf(c), phone: user?.phone ?? null },
          await sectionIds(),
        );
        if (outcome.kind === "invalid") return fieldError(c, outcome.problem.field, outcome.problem.descriptor);
        if (outcome.kind === "limited") return tooManyRequests(c, outcome.key, outcome);
        if (outcome.kind === "keyTaken")
          return c.json({ message: serverMessage(locale, "idempotencyConflict") } satisfies ErrorBody, 409);
        if (outcome.kind === "repeat") return c.json(writeBody(outcome.answer), 200);
        await sendSecret(ctx, {
          id: outcome.answer.id,
          contact: outcome.contact,
          secret: outcome.answer.secret,
          locale,
          origin: requestOrigin(c),
          ip,
        });
        return c.json(writeBody(outcome.answer), 201);
      })
      .patch("/:id", noStore, own, jsonBody(postWriteSchema), async (c) => {
        const post = c.var.ownAd;
        const userId = c.var.callerId ?? post.userId;
        if (userId === null) return refuse(c, 401, "unauthorized");
        const caller = { userId, ownerKey: ownerKey(c) };
        const outcome = await updateOwnPost(ctx, post, c.req.valid("json"), caller, await sectionIds());
        if (outcome.kind === "invalid") return fieldError(c, outcome.problem.field, outcome.problem.descriptor);
        return c.json(writeBody(outcome.answer));
      })
      .delete("/:id", noStore, own, async (c) => {
        await setStatus(db, c.var.ownAd.id, "deleted");
        adsChanged();
        // A deleted ad never comes back (its author's pages refuse it): its photos go with it, every size.
        await removePhotosOfPost(db, ctx.storage, c.var.ownAd.id);
        const body: z.infer<typeof okResponseSchema> = { data: { ok: true } };
        return c.json(body);
      })
      .post("/:id/deactivate", noStore, own, async (c) => {
        const post = c.var.ownAd;
        // A pending ad (no author yet) never reaches here; an active one is hidden.
        const status = post.status === "active" ? "inactive" : post.status;
        if (status !== post.status) {
          await setStatus(db, post.id, "inactive");
          adsChanged();
        }
        return c.json(writeBody({ id: post.id, slug: post.slug, section: post.section, status }));
      })
      .post("/:id/activate", noStore, own, async (c) => {
        const post = c.var.ownAd;
        // Only a hidden ad comes back here: an unpaid one is published by its payment, an ended one by renewing.
        if (post.status !== "active" && post.status !== "inactive") return refuse(c, 409, "adNotActivatable");
        if (post.status !== "active") {
          await setStatus(db, post.id, "active");
          adsChanged();
        }
        return c.json(writeBody({ id: post.id, slug: post.slug, section: post.section, status: "active" }));
      })
      // Ids only: /v1/posts/{section}/edit is a post's address, answered by the posts feature.
      .get(`/:id{${PATH_ID_PATTERN}}/edit`, privateNoStore, own, async (c) => {
        const row = await findPostForEdit(db, c.var.ownAd.id);
        const values = row ? editValues(row) : null;
        if (!values) return refuse(c, 404, "postNotFound");
        const body: z.infer<typeof postEditResponseSchema> = { data: values };
        return c.json(body);
      })
  );
}
