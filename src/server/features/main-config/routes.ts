import { Hono } from "hono";
import type { MainConfig } from "../../../shared/contract/main-config";

/** Who is signed in. Sign-in arrives with the auth issue; until then every caller is a visitor. */
export function mainConfigRoutes() {
  return new Hono().get("/v1/main-config", (c) => {
    c.header("Cache-Control", "private, no-store");
    const body: MainConfig = { is_login: false, hide_cv: true, user: null };
    return c.json(body);
  });
}
