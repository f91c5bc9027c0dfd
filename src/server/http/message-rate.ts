import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { clientIp } from "./client-ip";
import { tooManyRequests } from "./refusals";
import type { AuthedEnv } from "./session";
import { deviceOf } from "./device";
import { countMessage } from "../lib/moderation/rates";
import { moderationSettingsOf } from "../lib/moderation/settings";

/**
 * The chat's sending rate per account, phone, device and address (after requireUser): past the settings' messages
 * an hour for any of them, 429 with the wait in the caller's language.
 */
export function messageRate(db: Db, options: { trustProxy: boolean; ipFactor: number }) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const user = c.var.auth.user;
    const actor = { userId: user.id, phone: user.phone, device: deviceOf(c), ip: clientIp(c, options.trustProxy) };
    const limited = await countMessage(db, await moderationSettingsOf(db), { actor, ipFactor: options.ipFactor });
    if (limited) return tooManyRequests(c, "chatLimit", limited);
    await next();
  });
}
