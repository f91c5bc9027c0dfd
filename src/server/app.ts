import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { catalogRoutes } from "./features/catalog/routes";
import { healthRoutes } from "./features/health/routes";
import { i18nRoutes } from "./features/i18n/routes";
import { mainConfigRoutes } from "./features/main-config/routes";
import { postRoutes } from "./features/posts/routes";
import { staticRoutes } from "./html/static";
import { requestLocale } from "./http/locale";
import { serverMessage } from "./http/messages";
import { LOCALES_DIR } from "./paths";

export function createApp(config: Pick<Config, "DIST_DIR">, database: Database) {
  const app = new Hono();
  app.use("*", compress());
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  });

  app.route("/", healthRoutes(database));
  app.route("/", mainConfigRoutes());
  app.route("/", catalogRoutes(database.db));
  app.route("/", postRoutes(database.db));
  app.route("/", i18nRoutes(LOCALES_DIR));
  app.route("/", staticRoutes(config.DIST_DIR));

  app.onError((error, c) => {
    console.error(`[http] ${c.req.method} ${c.req.path}:`, error);
    return c.json({ message: serverMessage(requestLocale(c), "serverError") }, 500);
  });
  return app;
}
