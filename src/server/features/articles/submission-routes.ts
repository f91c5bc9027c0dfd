import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { z } from "zod";
import {
  articleRejectionSchema,
  articleSubmissionSchema,
  moderationArticlesQuerySchema,
  type moderationArticlesResponseSchema,
  type myArticleResponseSchema,
  type myArticlesResponseSchema,
} from "../../../shared/contract/article-submissions";
import type { ErrorBody } from "../../../shared/contract/common";
import { noStore, privateNoStore } from "../../http/cache-control";
import { clientIp } from "../../http/client-ip";
import { requestLocale } from "../../http/locale";
import { serverMessage } from "../../http/messages";
import { requestOrigin } from "../../http/origin";
import { refuse, tooManyRequests } from "../../http/refusals";
import { fieldError, jsonBody, pathId, queryOf } from "../../http/validation";
import type { Db } from "../../db/client";
import { requireModerator, requireUser, type AuthedEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import { answeredPhoto } from "../../db/ad-cards";
import { adsChanged } from "../../lib/ad-events";
import type { ReferenceCache } from "../../db/reference-cache";
import { mailDecision, type DecisionMailDeps } from "./decision-mail";
import { myArticleOf, submitArticle } from "./submissions";
import { decideArticle, findArticle, listArticlesForReview, listOwnArticles } from "./submission-repo";

/** How many of their articles an author sees under the form; how many a moderator reads at once. */
const OWN_LIMIT = 50;
const QUEUE_LIMIT = 100;

/** An Idempotency-Key longer than any client makes is a wrong request, refused before the body is read. */
const keyChecked: MiddlewareHandler = async (c, next) => {
  const key = c.req.header("idempotency-key")?.trim() ?? "";
  if (key.length > 100)
    return c.json({ message: serverMessage(requestLocale(c), "invalidRequest") } satisfies ErrorBody, 400);
  await next();
};

/** /v1/articles: a signed-in user proposes an article and follows the state of those they proposed. */
export function articleSubmissionRoutes(
  db: Db,
  reference: ReferenceCache,
  options: { budgets: Budgets; trustProxy: boolean },
) {
  return new Hono<AuthedEnv>()
    .post("/", noStore, requireUser, keyChecked, jsonBody(articleSubmissionSchema), async (c) => {
      const locale = requestLocale(c);
      const caller = {
        userId: c.var.auth.user.id,
        ownerKey: c.req.header("x-upload-owner")?.slice(0, 200) || null,
        clientKey: c.req.header("idempotency-key")?.trim() || null,
        locale,
        ip: clientIp(c, options.trustProxy),
      };
      const sectionIds = (await reference.get()).sectionIdBySlug;
      const outcome = await submitArticle(db, options.budgets, c.req.valid("json"), caller, sectionIds);
      if (outcome.kind === "invalid") return fieldError(c, outcome.field, outcome.descriptor);
      if (outcome.kind === "limited") return tooManyRequests(c, "articleLimit", outcome);
      if (outcome.kind === "keyTaken")
        return c.json({ message: serverMessage(locale, "idempotencyConflict") } satisfies ErrorBody, 409);
      const body: z.infer<typeof myArticleResponseSchema> = { data: outcome.article };
      return c.json(body, outcome.kind === "created" ? 201 : 200);
    })
    .get("/mine", privateNoStore, requireUser, async (c) => {
      const rows = await listOwnArticles(db, c.var.auth.user.id, OWN_LIMIT);
      const body: z.infer<typeof myArticlesResponseSchema> = { data: rows.map(myArticleOf) };
      return c.json(body);
    });
}

/** /v1/moderation/articles: the moderators' queue of proposed articles, published or refused from here. */
export function articleModerationRoutes(deps: DecisionMailDeps & { trustProxy: boolean }) {
  const { db } = deps;
  const requester = (c: Context) => ({ ip: clientIp(c, deps.trustProxy), origin: requestOrigin(c) });
  const notFound = pathId("id", (c) => refuse(c, 404, "postNotFound"));
  return new Hono<AuthedEnv>()
    .use("*", privateNoStore, requireModerator)
    .get("/", queryOf(moderationArticlesQuerySchema), async (c) => {
      const { status } = c.req.valid("query");
      const locale = requestLocale(c);
      const rows = await listArticlesForReview(db, status, QUEUE_LIMIT);
      const body: z.infer<typeof moderationArticlesResponseSchema> = {
        data: rows.map((row) => ({
          ...myArticleOf(row),
          content: row.content,
          author: typeof row.fields.author === "string" ? row.fields.author : "",
          photos: row.photos.map(answeredPhoto),
          category:
            row.categoryId === null || row.categorySlug === null || row.categoryName === null
              ? null
              : { id: row.categoryId, slug: row.categorySlug, name: row.categoryName[locale] },
          user: row.userId === null ? null : { id: row.userId, name: row.userName },
        })),
      };
      return c.json(body);
    })
    .post("/:id/approve", notFound, async (c) => {
      const { id } = c.req.valid("param");
      const article = await findArticle(db, id);
      if (!article) return refuse(c, 404, "postNotFound");
      if (!(await decideArticle(db, id, { status: "active" }, new Date(), c.var.auth.user.id)))
        return refuse(c, 409, "articleNotInReview");
      adsChanged();
      await mailDecision(deps, article, { status: "active" }, requester(c));
      const body: z.infer<typeof myArticleResponseSchema> = {
        data: myArticleOf({ ...article, status: "active", reviewNote: null }),
      };
      return c.json(body);
    })
    .post("/:id/reject", notFound, jsonBody(articleRejectionSchema), async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const article = await findArticle(db, id);
      if (!article) return refuse(c, 404, "postNotFound");
      if (!(await decideArticle(db, id, { status: "rejected", note: reason }, new Date(), c.var.auth.user.id)))
        return refuse(c, 409, "articleNotInReview");
      await mailDecision(deps, article, { status: "rejected", reason }, requester(c));
      const body: z.infer<typeof myArticleResponseSchema> = {
        data: myArticleOf({ ...article, status: "rejected", reviewNote: reason }),
      };
      return c.json(body);
    });
}
