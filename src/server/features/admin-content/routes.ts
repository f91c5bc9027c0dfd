import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import {
  bannedWordInputSchema,
  categoryInputSchema,
  moderationSettingsSchema,
  newCategoryInputSchema,
  pageInputSchema,
  stopBannerInputSchema,
  type adminBannersResponseSchema,
  type adminCategoriesResponseSchema,
  type adminPageResponseSchema,
  type adminPagesResponseSchema,
  type bannedWordsResponseSchema,
  type moderationSettingsResponseSchema,
} from "../../../shared/contract/admin";
import {
  pagePreviewInputSchema,
  type adminBannerResponseSchema,
  type adminCategoryResponseSchema,
  type bannedWordResponseSchema,
  type pagePreviewResponseSchema,
} from "../../../shared/contract/admin-content";
import { DOCUMENT_PAGES } from "../../../shared/info-documents";
import { LOCALES } from "../../../shared/locales";
import { VALIDATION_MESSAGES } from "../../../shared/validation/messages";
import type { Db } from "../../db/client";
import { noStore, privateNoStore } from "../../http/cache-control";
import { refuse } from "../../http/refusals";
import { fieldError, jsonBody, paramsOf, pathId } from "../../http/validation";
import { requireModerator, type AuthedEnv, type SessionEnv } from "../../http/session";
import { newestVersions } from "../../db/info-pages-repo";
import { listBannedWords, listCategories } from "./repo";
import {
  addBannedWord,
  bannersNow,
  changeSettings,
  createCategory,
  pageIn,
  previewBlocks,
  removeBannedWord,
  renameCategory,
  savePage,
  settingsOf,
  stopBanner,
} from "./service";

type Answer<S extends z.ZodType> = z.infer<S>;

/**
 * What only an admin changes: the numbers moderation runs by, the categories and the site's pages shape what every
 * visitor sees. Behind requireModerator (401, 403 for users), so a moderator is told this in their language.
 */
const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  if (c.var.auth.user.role !== "admin") return refuse(c, 403, "adminOnly");
  await next();
});

/** A content page in one language: an unknown name or language is no page at all. */
const pageParams = paramsOf(z.object({ page: z.enum(DOCUMENT_PAGES), locale: z.enum(LOCALES) }), (c) =>
  refuse(c, 404, "pageNotFound"),
);

/**
 * /v1/admin: what the team edits in the console — moderation's numbers, banned words, categories and their four
 * names, the content pages, banners. Reads are for moderators and admins; moderators add and remove banned words and
 * stop banners, admins alone change the numbers, categories and pages. Every change goes to the audit log in its
 * own transaction.
 */
export function adminContentRoutes(db: Db, options: { teamEmail: string }) {
  const bannedWordNotFound = pathId("id", (c) => refuse(c, 404, "bannedWordNotFound"));
  const categoryNotFound = pathId("id", (c) => refuse(c, 404, "categoryNotFound"));
  const bannerNotFound = pathId("id", (c) => refuse(c, 404, "bannerNotFound"));
  return new Hono<SessionEnv>()
    .get("/settings", privateNoStore, requireModerator, async (c) => {
      const body: Answer<typeof moderationSettingsResponseSchema> = { data: await settingsOf(db) };
      return c.json(body);
    })
    .put("/settings", noStore, requireModerator, requireAdmin, jsonBody(moderationSettingsSchema), async (c) => {
      const saved = await changeSettings(db, c.var.auth.user.id, c.req.valid("json"));
      const body: Answer<typeof moderationSettingsResponseSchema> = { data: saved };
      return c.json(body);
    })
    .get("/banned-words", privateNoStore, requireModerator, async (c) => {
      const rows = await listBannedWords(db);
      const body: Answer<typeof bannedWordsResponseSchema> = {
        data: rows.map((row) => ({ id: row.id, word: row.word, created_at: row.createdAt.toISOString() })),
      };
      return c.json(body);
    })
    .post("/banned-words", noStore, requireModerator, jsonBody(bannedWordInputSchema), async (c) => {
      const added = await addBannedWord(db, c.var.auth.user.id, c.req.valid("json").word);
      if (!added) return refuse(c, 409, "bannedWordTaken");
      const body: Answer<typeof bannedWordResponseSchema> = { data: added };
      return c.json(body, 201);
    })
    .delete("/banned-words/:id", noStore, requireModerator, bannedWordNotFound, async (c) => {
      const removed = await removeBannedWord(db, c.var.auth.user.id, c.req.valid("param").id);
      if (!removed) return refuse(c, 404, "bannedWordNotFound");
      return c.body(null, 204);
    })
    .get("/categories", privateNoStore, requireModerator, async (c) => {
      const body: Answer<typeof adminCategoriesResponseSchema> = { data: await listCategories(db) };
      return c.json(body);
    })
    .put(
      "/categories/:id",
      noStore,
      requireModerator,
      requireAdmin,
      categoryNotFound,
      jsonBody(categoryInputSchema),
      async (c) => {
        const saved = await renameCategory(db, c.var.auth.user.id, c.req.valid("param").id, c.req.valid("json"));
        if (!saved) return refuse(c, 404, "categoryNotFound");
        const body: Answer<typeof adminCategoryResponseSchema> = { data: saved };
        return c.json(body);
      },
    )
    .post("/categories", noStore, requireModerator, requireAdmin, jsonBody(newCategoryInputSchema), async (c) => {
      const outcome = await createCategory(db, c.var.auth.user.id, c.req.valid("json"));
      if (outcome.kind === "no-section") return fieldError(c, "section", VALIDATION_MESSAGES.choose);
      if (outcome.kind === "taken") return refuse(c, 409, "categorySlugTaken");
      const body: Answer<typeof adminCategoryResponseSchema> = { data: outcome.category };
      return c.json(body, 201);
    })
    .get("/pages", privateNoStore, requireModerator, async (c) => {
      const versions = new Map<string, Record<string, number>>(DOCUMENT_PAGES.map((page) => [page, {}]));
      for (const row of await newestVersions(db)) {
        const held = versions.get(row.page);
        if (held) held[row.locale] = row.version;
      }
      const body: Answer<typeof adminPagesResponseSchema> = {
        data: [...versions].map(([page, byLocale]) => ({ page, versions: byLocale })),
      };
      return c.json(body);
    })
    .post("/pages/preview", noStore, requireModerator, jsonBody(pagePreviewInputSchema), (c) => {
      const body: Answer<typeof pagePreviewResponseSchema> = {
        data: previewBlocks(c.req.valid("json").body, options.teamEmail),
      };
      return c.json(body);
    })
    .get("/pages/:page/:locale", privateNoStore, requireModerator, pageParams, async (c) => {
      const { page, locale } = c.req.valid("param");
      const found = await pageIn(db, page, locale);
      if (!found) return refuse(c, 404, "pageNotFound");
      const body: Answer<typeof adminPageResponseSchema> = { data: found };
      return c.json(body);
    })
    .put(
      "/pages/:page/:locale",
      noStore,
      requireModerator,
      requireAdmin,
      pageParams,
      jsonBody(pageInputSchema),
      async (c) => {
        const saved = await savePage(db, c.var.auth.user.id, c.req.valid("param"), c.req.valid("json"));
        // Two saves of one page at the same instant: the later one is asked to save again.
        if (!saved) return refuse(c, 409, "pageSavedMeanwhile");
        const body: Answer<typeof adminPageResponseSchema> = { data: saved };
        return c.json(body);
      },
    )
    .get("/banners", privateNoStore, requireModerator, async (c) => {
      const body: Answer<typeof adminBannersResponseSchema> = { data: await bannersNow(db) };
      return c.json(body);
    })
    .post(
      "/banners/:id/stop",
      noStore,
      requireModerator,
      bannerNotFound,
      jsonBody(stopBannerInputSchema),
      async (c) => {
        const { reason } = c.req.valid("json");
        const outcome = await stopBanner(db, c.var.auth.user.id, c.req.valid("param").id, reason);
        if (outcome.kind === "not-found") return refuse(c, 404, "bannerNotFound");
        if (outcome.kind === "ended") return refuse(c, 409, "bannerEnded");
        const body: Answer<typeof adminBannerResponseSchema> = { data: outcome.banner };
        return c.json(body);
      },
    );
}
