import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import type { okResponseSchema } from "../../../shared/contract/auth";
import type { ErrorBody } from "../../../shared/contract/common";
import {
  postWriteSchema,
  type postEditResponseSchema,
  type PostWriteResponse,
} from "../../../shared/contract/post-form";
import {
  contactFormSchema,
  myPostsQuerySchema,
  postAccessQuerySchema,
  type findJobResponseSchema,
  type MyPost,
  type myPostsResponseSchema,
} from "../../../shared/contract/profile";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { serverMessage } from "../../http/messages";
import { requestOrigin } from "../../http/origin";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, parseJson, parseQuery } from "../../http/validation";
import { toE164 } from "../auth/phone";
import { requireUser, type SessionEnv } from "../auth/session-middleware";
import type { ReferenceCache } from "../sections/reference-cache";
import { toCard } from "../posts/cards";
import { invalidateListingCaches } from "../posts/invalidate";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import { postAccess, requestsOf, sendContactMessage, statisticOf, type Access } from "./access";
import { findPostForEdit, listAnsweredPosts, listMyPosts, listMyPostsIn, setStatus, type MyPostRow } from "./repo";
import {
  createPost,
  editValues,
  ownPost,
  sendSecret,
  updateOwnPost,
  type OwnPost,
  type PostFormContext,
  type WriteAnswer,
} from "./service";

const ID = /^[1-9]\d{0,8}$/; // within PostgreSQL's integer
const CV_SECTIONS = ["workers", "drivers-cv"];
const JOB_SECTIONS = ["job", "cdl", "no-cdl"];
const FIND_JOB_LIMIT = 100;

const writeBody = (answer: WriteAnswer): PostWriteResponse => ({ data: answer });

function myPost(row: MyPostRow, locale: Parameters<typeof toCard>[1], now: Date): MyPost {
  return {
    ...toCard(row, locale, now),
    status: row.status,
    kind: (row.kind as MyPost["kind"]) ?? null,
    view_count: row.viewCount,
    favourite_count: row.favouriteCount,
    answers_count: row.answersCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 401 / 403 / 404 of an author-only call, or null when the caller may go on. */
function refusal(c: Context, outcome: OwnPost | Access): Response | null {
  if (outcome.kind === "unauthorized") return refuse(c, 401, "unauthorized");
  if (outcome.kind === "forbidden") return refuse(c, 403, "notYourPost");
  if (outcome.kind === "notFound") return refuse(c, 404, "postNotFound");
  return null;
}

/** Posting and managing ads, the author's lists, the contact form, and an ad's answers and statistics. */
export function postFormRoutes(ctx: PostFormContext, reference: ReferenceCache) {
  const { db } = ctx;
  const callerId = async (c: Context<SessionEnv>) => (await c.var.session())?.user.id ?? null;
  const sectionIds = async () => (await reference.get()).sectionIdBySlug;
  const ownerKey = (c: Context) => c.req.header("x-upload-owner")?.slice(0, 200) || null;
  const badRequest = (c: Context) =>
    c.json({ message: serverMessage(requestLocale(c), "invalidRequest") } satisfies ErrorBody, 400);

  /** The caller's own ad for a management call, or the refusal. */
  async function mine(c: Context<SessionEnv>) {
    const id = c.req.param("id") ?? "";
    if (!ID.test(id)) {
      const user = await callerId(c);
      return { refused: user === null ? refuse(c, 401, "unauthorized") : refuse(c, 404, "postNotFound") } as const;
    }
    const userId = await callerId(c);
    const outcome = await ownPost(db, Number(id), userId);
    const refused = refusal(c, outcome);
    if (refused || outcome.kind !== "ok" || userId === null)
      return { refused: refused ?? refuse(c, 404, "postNotFound") } as const;
    return { post: outcome.post, userId } as const;
  }

  return new Hono<SessionEnv>()
    .post("/v1/posts", async (c) => {
      c.header("Cache-Control", "no-store");
      const clientKey = c.req.header("idempotency-key")?.trim() || null;
      if (clientKey !== null && clientKey.length > 100) return badRequest(c);
      const input = await parseJson(c, postWriteSchema);
      if (!input.ok) return input.response;
      const locale = requestLocale(c);
      const userId = await callerId(c);
      const ip = clientIp(c, ctx.trustProxy);
      const outcome = await createPost(
        ctx,
        input.value,
        { userId, ownerKey: ownerKey(c), clientKey, locale, ip },
        await sectionIds(),
      );
      if (outcome.kind === "invalid") return fieldError(c, outcome.problem.field, outcome.problem.descriptor);
      if (outcome.kind === "limited") return tooManyRequests(c, "anonymousAdLimit", outcome.retryAfterMs / 1000);
      if (outcome.kind === "keyTaken")
        return c.json({ message: serverMessage(locale, "idempotencyConflict") } satisfies ErrorBody, 409);
      if (outcome.kind === "repeat") return c.json(writeBody(outcome.answer), 200);
      await sendSecret(ctx, {
        id: outcome.answer.id,
        title: outcome.title,
        contact: outcome.contact,
        secret: outcome.answer.secret,
        locale,
        origin: requestOrigin(c),
        ip,
      });
      return c.json(writeBody(outcome.answer), 201);
    })
    .patch("/v1/posts/:id", async (c) => {
      c.header("Cache-Control", "no-store");
      const own = await mine(c);
      if ("refused" in own) return own.refused;
      const input = await parseJson(c, postWriteSchema);
      if (!input.ok) return input.response;
      const outcome = await updateOwnPost(
        ctx,
        own.post,
        input.value,
        { userId: own.userId, ownerKey: ownerKey(c) },
        await sectionIds(),
      );
      if (outcome.kind === "invalid") return fieldError(c, outcome.problem.field, outcome.problem.descriptor);
      return c.json(writeBody(outcome.answer));
    })
    .delete("/v1/posts/:id", async (c) => {
      c.header("Cache-Control", "no-store");
      const own = await mine(c);
      if ("refused" in own) return own.refused;
      await setStatus(db, own.post.id, "deleted");
      invalidateListingCaches();
      const body: z.infer<typeof okResponseSchema> = { data: { ok: true } };
      return c.json(body);
    })
    .post("/v1/posts/:id/deactivate", async (c) => {
      c.header("Cache-Control", "no-store");
      const own = await mine(c);
      if ("refused" in own) return own.refused;
      const { post } = own;
      // A pending ad (no author yet) never reaches here; an active one is hidden.
      const status = post.status === "active" ? "inactive" : post.status;
      if (status !== post.status) {
        await setStatus(db, post.id, "inactive");
        invalidateListingCaches();
      }
      return c.json(writeBody({ id: post.id, slug: post.slug, section: post.section, status }));
    })
    .post("/v1/posts/:id/activate", async (c) => {
      c.header("Cache-Control", "no-store");
      const own = await mine(c);
      if ("refused" in own) return own.refused;
      const { post } = own;
      if (post.status !== "active") {
        await setStatus(db, post.id, "active");
        invalidateListingCaches();
      }
      return c.json(writeBody({ id: post.id, slug: post.slug, section: post.section, status: "active" }));
    })
    .get("/v1/posts/:id/edit", async (c, next) => {
      // Not an id: /v1/posts/{section}/edit is a post's address, answered by the posts feature.
      if (!ID.test(c.req.param("id"))) {
        await next();
        return;
      }
      c.header("Cache-Control", "private, no-store");
      const own = await mine(c);
      if ("refused" in own) return own.refused;
      const row = await findPostForEdit(db, own.post.id);
      const values = row ? editValues(row) : null;
      if (!values) return refuse(c, 404, "postNotFound");
      const body: z.infer<typeof postEditResponseSchema> = { data: values };
      return c.json(body);
    })
    .get("/v1/profile/posts", requireUser, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const query = parseQuery(c, myPostsQuerySchema);
      if (!query.ok) return query.response;
      const { page, per_page, status } = query.value;
      const { rows, total } = await listMyPosts(db, c.var.auth.user.id, status, per_page, (page - 1) * per_page);
      const locale = requestLocale(c);
      const now = new Date();
      const body: z.infer<typeof myPostsResponseSchema> = {
        data: rows.map((row) => myPost(row, locale, now)),
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
      return c.json(body);
    })
    .get("/v1/profile/find-job", requireUser, async (c) => {
      c.header("Cache-Control", "private, no-store");
      const userId = c.var.auth.user.id;
      const locale = requestLocale(c);
      const now = new Date();
      const [cvs, answered] = await Promise.all([
        listMyPostsIn(db, userId, CV_SECTIONS, FIND_JOB_LIMIT),
        listAnsweredPosts(db, userId, JOB_SECTIONS, FIND_JOB_LIMIT),
      ]);
      const body: z.infer<typeof findJobResponseSchema> = {
        data: {
          cvs: cvs.map((row) => myPost(row, locale, now)),
          // One entry per job: a CV and a message to the same ad show once, at the newest.
          answered: answered
            .filter((row, index) => answered.findIndex((other) => other.id === row.id) === index)
            .map((row) => ({ post: toCard(row, locale, now), sent_at: row.sentAt.toISOString() })),
        },
      };
      return c.json(body);
    })
    .post("/v1/posts/:id/contact", async (c) => {
      c.header("Cache-Control", "no-store");
      const id = c.req.param("id");
      if (!ID.test(id)) return refuse(c, 404, "postNotFound");
      const input = await parseJson(c, contactFormSchema);
      if (!input.ok) return input.response;
      const phone = toE164(input.value.phone, input.value.country_code);
      if (!phone) return fieldError(c, "phone", VALIDATION_MESSAGES.phone);
      const outcome = await sendContactMessage(db, {
        postId: Number(id),
        name: input.value.name,
        phone,
        message: input.value.message,
        callerId: await callerId(c),
        ip: clientIp(c, ctx.trustProxy),
      });
      if (outcome.kind === "notFound") return refuse(c, 404, "postNotFound");
      if (outcome.kind === "limited") return tooManyRequests(c, "contactLimit", outcome.retryAfterMs / 1000);
      const body: z.infer<typeof okResponseSchema> = { data: { ok: true } };
      return c.json(body, 201);
    })
    .get("/v1/requests", async (c) => {
      c.header("Cache-Control", "private, no-store");
      const query = parseQuery(c, postAccessQuerySchema);
      if (!query.ok) return query.response;
      const access = await postAccess(db, query.value, () => callerId(c));
      if (access.kind !== "ok") return refusal(c, access) ?? refuse(c, 404, "postNotFound");
      return c.json(await requestsOf(db, access.post));
    })
    .get("/v1/statistic", async (c) => {
      c.header("Cache-Control", "private, no-store");
      const query = parseQuery(c, postAccessQuerySchema);
      if (!query.ok) return query.response;
      const access = await postAccess(db, query.value, () => callerId(c));
      if (access.kind !== "ok") return refusal(c, access) ?? refuse(c, 404, "postNotFound");
      return c.json(await statisticOf(db, access.post));
    });
}
