import { Hono } from "hono";
import { pageMeta } from "../../../shared/contract/common";
import { z } from "zod";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../../../shared/constants";
import type {
  favouriteIdsResponseSchema,
  favouritesResponseSchema,
  likeResponseSchema,
} from "../../../shared/contract/profile";
import type { Db } from "../../db/client";
import { requestLocale } from "../../http/locale";
import { refuse } from "../../http/refusals";
import { pathId, queryOf } from "../../http/validation";
import { CACHE_POLICY, noStore, privateNoStore } from "../../http/cache-control";
import { requireUser, type SessionEnv } from "../../http/session";
import { toCard } from "../../db/ad-cards";
import { countLiked, like, likedCards, likedIds, unlike } from "./repo";

/** The hearts on cards: more likes than this are not worth a longer answer. */
const MAX_IDS = 2000;

const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

const postId = pathId("postId", (c) => refuse(c, 404, "postNotFound"));

/** The like button and /profile/favorite-posts. */
export function favouriteRoutes(db: Db) {
  return new Hono<SessionEnv>()
    .put("/:postId", requireUser, noStore, postId, async (c) => {
      const count = await like(db, c.var.auth.user.id, c.req.valid("param").postId, new Date());
      if (count === null) return refuse(c, 404, "postNotFound");
      const body: z.infer<typeof likeResponseSchema> = { data: { liked: true, count } };
      return c.json(body);
    })
    .delete("/:postId", requireUser, noStore, postId, async (c) => {
      const count = await unlike(db, c.var.auth.user.id, c.req.valid("param").postId);
      if (count === null) return refuse(c, 404, "postNotFound");
      const body: z.infer<typeof likeResponseSchema> = { data: { liked: false, count } };
      return c.json(body);
    })
    .get("/ids", requireUser, async (c) => {
      c.header("Cache-Control", CACHE_POLICY.own);
      const body: z.infer<typeof favouriteIdsResponseSchema> = {
        data: await likedIds(db, c.var.auth.user.id, MAX_IDS),
      };
      return c.json(body);
    })
    .get("/", requireUser, privateNoStore, queryOf(pageQuerySchema), async (c) => {
      const { page, per_page } = c.req.valid("query");
      const userId = c.var.auth.user.id;
      const [total, rows] = await Promise.all([
        countLiked(db, userId),
        likedCards(db, userId, per_page, (page - 1) * per_page),
      ]);
      const locale = requestLocale(c);
      const now = new Date();
      const body: z.infer<typeof favouritesResponseSchema> = {
        data: rows.map((row) => toCard(row, locale, now)),
        meta: pageMeta(page, per_page, total),
      };
      return c.json(body);
    });
}
