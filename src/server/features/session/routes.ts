import { Hono } from "hono";
import type { MainConfig } from "../../../shared/contract/main-config";
import type { Db } from "../../db/client";
import { CACHE_POLICY } from "../../http/cache-control";
import type { SessionEnv } from "../../http/session";
import { sessionUserOf } from "../../http/user-view";
import { hideCvFor } from "../../http/hide-cv";

export interface SessionSettings {
  helpCrunchAppId: string | undefined;
  helpCrunchSecret: string | undefined;
}

/** Who is signed in, and the support chat's settings when there is one. */
export function sessionRoutes(db: Db, settings: SessionSettings) {
  return new Hono<SessionEnv>().get("/", async (c) => {
    c.header("Cache-Control", CACHE_POLICY.own);
    const session = await c.var.session();
    const body: MainConfig = {
      is_login: session !== null,
      hide_cv: await hideCvFor(db, session),
      user: session ? sessionUserOf(session.user, settings.helpCrunchSecret) : null,
      chat: settings.helpCrunchAppId ? { app_id: settings.helpCrunchAppId } : null,
    };
    return c.json(body);
  });
}
