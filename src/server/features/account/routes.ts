import { Hono } from "hono";
import type { z } from "zod";
import { accountDeleteSchema } from "../../../shared/contract/account";
import type { okResponseSchema } from "../../../shared/contract/auth";
import type { Db } from "../../db/client";
import { clientIp } from "../../http/client-ip";
import { tooManyRequests } from "../../http/refusals";
import { jsonBody } from "../../http/validation";
import { noStore, privateNoStore } from "../../http/cache-control";
import { requireUser, type SessionEnv } from "../../http/session";
import type { Budgets } from "../../lib/budgets";
import type { PhotoStorage } from "../../lib/storage";
import { exportAccount } from "./export";
import { deleteAccount } from "../../lib/account-deletion";

export interface AccountDeps {
  db: Db;
  storage: PhotoStorage;
  budgets: Budgets;
  trustProxy: boolean;
}

const OK: z.infer<typeof okResponseSchema> = { data: { ok: true } };

/** /v1/account: a copy of everything the account holds, and closing it (both from /profile/settings). */
export function accountRoutes(deps: AccountDeps) {
  return new Hono<SessionEnv>()
    .get("/export", requireUser, privateNoStore, async (c) => {
      const user = c.var.auth.user;
      const spent = await deps.budgets.spend([
        ["accountExportsPerUser", String(user.id)],
        ["accountExportsPerIp", clientIp(c, deps.trustProxy)],
      ]);
      if (!spent.ok) return tooManyRequests(c, "accountExportLimit", spent);
      const now = new Date();
      const data = await exportAccount(deps.db, user, now);
      c.header("Content-Disposition", `attachment; filename="obyava-data-${now.toISOString().slice(0, 10)}.json"`);
      c.header("X-Content-Type-Options", "nosniff");
      return c.json(data);
    })
    .post("/delete", requireUser, noStore, jsonBody(accountDeleteSchema), async (c) => {
      await deleteAccount(deps, c.var.auth.user.id);
      return c.json(OK);
    });
}
