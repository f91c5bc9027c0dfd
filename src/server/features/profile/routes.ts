import { Hono } from "hono";
import type { z } from "zod";
import { nameRequestSchema, type userResponseSchema } from "../../../shared/contract/auth";
import type { Db } from "../../db/client";
import { refuse } from "../../http/refusals";
import { parseJson } from "../../http/validation";
import { requireUser, type SessionEnv } from "../auth/session-middleware";
import { setName } from "../auth/user-repo";
import { sessionUserOf } from "../auth/user-view";

/** The signed-in user's own profile: the name (finish-registration and the user-name form). */
export function profileRoutes(db: Db, helpCrunchSecret: string | undefined) {
  return new Hono<SessionEnv>().post("/v1/profile/name", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const input = await parseJson(c, nameRequestSchema);
    if (!input.ok) return input.response;
    const user = await setName(db, c.var.auth.user.id, input.value.name);
    if (!user) return refuse(c, 401, "unauthorized");
    const body: z.infer<typeof userResponseSchema> = { data: sessionUserOf(user, helpCrunchSecret) };
    return c.json(body);
  });
}
