import { Hono } from "hono";
import type { z } from "zod";
import type { okResponseSchema } from "../../../shared/contract/auth";
import { settingsSchema, type settingsResponseSchema } from "../../../shared/contract/profile";
import { DEFAULT_LOCALE, isLocale } from "../../../shared/locales";
import { apiMessages } from "../../../shared/messages/api";
import type { Db } from "../../db/client";
import { refuse } from "../../http/refusals";
import { fieldError, jsonBody } from "../../http/validation";
import { CACHE_POLICY, noStore } from "../../http/cache-control";
import { requireUser, type SessionEnv } from "../../http/session";
import type { UserRow } from "../../http/user-view";
import type { PhotoStorage } from "../../lib/storage";
import { deleteAccount } from "../../lib/account-deletion";
import { locationExists, revokeAllSessions, updateSettings } from "./repo";

const OK: z.infer<typeof okResponseSchema> = { data: { ok: true } };

function settingsOf(user: UserRow): z.infer<typeof settingsResponseSchema> {
  return {
    data: {
      name: user.name,
      locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
      city: user.city,
      notifications: user.notifications,
      phone: user.phone,
      email: user.email,
    },
  };
}

/** /profile/settings, signing out everywhere, and deleting the account. */
export function settingsRoutes(db: Db, storage: PhotoStorage) {
  return (
    new Hono<SessionEnv>()
      .get("/profile/settings", requireUser, (c) => {
        c.header("Cache-Control", CACHE_POLICY.own);
        return c.json(settingsOf(c.var.auth.user));
      })
      // Any subset of the form's fields; each one given is checked by the shared rule.
      .patch("/profile/settings", requireUser, noStore, jsonBody(settingsSchema.partial()), async (c) => {
        const input = c.req.valid("json");
        const { city } = input;
        if (city && !(await locationExists(db, city))) return fieldError(c, "city", apiMessages.locationNotFound);
        const user = await updateSettings(db, c.var.auth.user.id, input);
        if (!user) return refuse(c, 401, "unauthorized");
        return c.json(settingsOf(user));
      })
      .post("/auth/logout-all", requireUser, async (c) => {
        c.header("Cache-Control", CACHE_POLICY.write);
        await revokeAllSessions(db, c.var.auth.user.id, new Date());
        return c.json(OK);
      })
      // The older path of the same deletion as POST /v1/account/delete.
      .delete("/profile", requireUser, async (c) => {
        c.header("Cache-Control", CACHE_POLICY.write);
        await deleteAccount({ db, storage }, c.var.auth.user.id);
        return c.json(OK);
      })
  );
}
