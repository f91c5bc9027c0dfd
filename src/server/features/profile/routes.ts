import { Hono } from "hono";
import { pageMeta } from "../../../shared/contract/common";
import type { z } from "zod";
import { nameRequestSchema, type userResponseSchema } from "../../../shared/contract/auth";
import type { PostStatus } from "../../../shared/contract/form-kinds";
import {
  myPostsQuerySchema,
  type AdLifeResponse,
  type findJobResponseSchema,
  type MyPost,
  type myPostsResponseSchema,
} from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { noStore, privateNoStore } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { jsonBody, queryOf } from "../../http/validation";
import { requireUser, type SessionEnv } from "../../http/session";
import { setName } from "../../db/user-repo";
import { sessionUserOf } from "../../http/user-view";
import { markAdSold, renewAd } from "../../lib/ad-lifecycle";
import { adOfPath, ownAd } from "../../http/own-ad";
import { toCard } from "../../db/ad-cards";
import { listAnsweredPosts, listMyPosts, listMyPostsIn, type MyPostRow } from "./repo";
import { CV_SECTIONS, JOB_SECTIONS } from "../../../shared/sections";

const FIND_JOB_LIMIT = 100;

function myPost(row: MyPostRow, locale: Parameters<typeof toCard>[1], now: Date): MyPost {
  return {
    ...toCard(row, locale, now),
    status: row.status,
    kind: (row.kind as MyPost["kind"]) ?? null,
    view_count: row.viewCount,
    favourite_count: row.favouriteCount,
    answers_count: row.answersCount,
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    edit_held: row.editHeld,
  };
}

function lifeBody(id: number, status: PostStatus, expiresAt: Date | null): AdLifeResponse {
  return { data: { id, status, expires_at: expiresAt?.toISOString() ?? null } };
}

/**
 * The signed-in user's own profile under /v1/profile: the name, their ads (renewing them, marking them sold),
 * their CVs and the jobs they answered.
 */
export function profileRoutes(db: Db, helpCrunchSecret: string | undefined) {
  const own = ownAd(db, adOfPath);
  return (
    new Hono<SessionEnv>()
      .post("/name", requireUser, noStore, jsonBody(nameRequestSchema), async (c) => {
        const user = await setName(db, c.var.auth.user.id, c.req.valid("json").name);
        if (!user) return refuse(c, 401, "unauthorized");
        const body: z.infer<typeof userResponseSchema> = { data: sessionUserOf(user, helpCrunchSecret) };
        return c.json(body);
      })
      .get("/posts", requireUser, privateNoStore, queryOf(myPostsQuerySchema), async (c) => {
        const { page, per_page, status, view } = c.req.valid("query");
        const filter = { view, status };
        const { rows, total } = await listMyPosts(db, c.var.auth.user.id, filter, per_page, (page - 1) * per_page);
        const locale = requestLocale(c);
        const now = new Date();
        const body: z.infer<typeof myPostsResponseSchema> = {
          data: rows.map((row) => myPost(row, locale, now)),
          meta: pageMeta(page, per_page, total),
        };
        return c.json(body);
      })
      // One click in «Мои объявления» or from the reminder: the ad gets one period more.
      .post("/posts/:id/renew", requireUser, noStore, own, async (c) => {
        const outcome = await renewAd(db, c.var.ownAd.id, new Date());
        if (outcome.kind === "notRenewable") return refuse(c, 409, "adNotRenewable");
        return c.json(lifeBody(c.var.ownAd.id, "active", outcome.expiresAt));
      })
      .post("/posts/:id/sold", requireUser, noStore, own, async (c) => {
        const post = c.var.ownAd;
        if (!(await markAdSold(db, post.id, new Date()))) return refuse(c, 409, "adNotPublished");
        return c.json(lifeBody(post.id, "sold", post.expiresAt));
      })
      .get("/find-job", requireUser, privateNoStore, async (c) => {
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
  );
}
