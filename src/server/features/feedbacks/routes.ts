import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  feedbackInputSchema,
  feedbacksQuerySchema,
  moderationFeedbacksQuerySchema,
  type feedbacksResponseSchema,
  type moderationFeedbackResponseSchema,
  type moderationFeedbacksResponseSchema,
  type ownFeedbackResponseSchema,
} from "../../../shared/contract/feedbacks";
import type { Db } from "../../db/client";
import { answerHeaders, CACHE_POLICY, noStore, privateNoStore } from "../../http/cache-control";
import { requestLocale } from "../../http/locale";
import { refuse, tooManyRequests } from "../../http/refusals";
import { jsonBody, pathId, queryOf } from "../../http/validation";
import { requireModerator, requireUser, type SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { latestOfUser } from "../../db/feedbacks-repo";
import { approvedFeedbacks, decideFeedback, moderationQueue, ownFeedback, writeFeedback } from "./service";

type OwnAnswer = z.infer<typeof ownFeedbackResponseSchema>;

/** /v1/feedbacks: the approved reviews of the service, and the signed-in user's own. */
export function feedbackRoutes(db: Db, budgets: Budgets) {
  return new Hono<SessionEnv>()
    .get("/", answerHeaders({ "Cache-Control": CACHE_POLICY.ads }), queryOf(feedbacksQuerySchema), async (c) => {
      const body: z.infer<typeof feedbacksResponseSchema> = await approvedFeedbacks(db, c.req.valid("query").page);
      return c.json(body);
    })
    .get("/mine", privateNoStore, requireUser, async (c) => {
      const row = await latestOfUser(db, c.var.auth.user.id);
      const body: OwnAnswer = { data: row ? ownFeedback(row) : null };
      return c.json(body);
    })
    .post("/", noStore, requireUser, jsonBody(feedbackInputSchema), async (c) => {
      const { user } = c.var.auth;
      const outcome = await writeFeedback(db, budgets, user, c.req.valid("json"), requestLocale(c));
      if (outcome.kind === "pending") return refuse(c, 409, "feedbackPending");
      if (outcome.kind === "limited") return tooManyRequests(c, "feedbackLimit", outcome);
      const body: OwnAnswer = { data: outcome.feedback };
      return c.json(body, 201);
    });
}

/** /v1/moderation/feedbacks: the moderators' queue and decisions (401 without a session, 403 for users). */
export function feedbackModerationRoutes(db: Db) {
  const decided = async (c: Context, id: number, status: "approved" | "rejected", moderatorId: number) => {
    const row = await decideFeedback(db, id, status, moderatorId);
    if (!row) return refuse(c, 404, "feedbackNotFound");
    const body: z.infer<typeof moderationFeedbackResponseSchema> = {
      data: { ...ownFeedback(row), user_id: row.userId },
    };
    return c.json(body);
  };
  const notFound = pathId("id", (c) => refuse(c, 404, "feedbackNotFound"));
  return new Hono<SessionEnv>()
    .get("/", privateNoStore, requireModerator, queryOf(moderationFeedbacksQuerySchema), async (c) => {
      const { status, page } = c.req.valid("query");
      const body: z.infer<typeof moderationFeedbacksResponseSchema> = await moderationQueue(db, status, page);
      return c.json(body);
    })
    .post("/:id/approve", privateNoStore, requireModerator, notFound, (c) =>
      decided(c, c.req.valid("param").id, "approved", c.var.auth.user.id),
    )
    .post("/:id/reject", privateNoStore, requireModerator, notFound, (c) =>
      decided(c, c.req.valid("param").id, "rejected", c.var.auth.user.id),
    );
}
