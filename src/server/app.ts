import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createReferenceCache } from "./features/catalog/reference-cache";
import { catalogRoutes } from "./features/catalog/routes";
import { healthRoutes } from "./features/health/routes";
import { i18nRoutes } from "./features/i18n/routes";
import { locationRoutes } from "./features/locations/routes";
import { mainConfigRoutes } from "./features/main-config/routes";
import { pageRoutes } from "./features/pages/routes";
import { postRoutes } from "./features/posts/routes";
import { redirectRoutes } from "./features/redirects/routes";
import { seoRoutes } from "./features/seo/routes";
import { createShell } from "./html/shell";
import { staticRoutes } from "./html/static";
import { requestLocale } from "./http/locale";
import { serverMessage } from "./http/messages";
import { LOCALES_DIR } from "./paths";

export type AppConfig = Pick<Config, "DIST_DIR"> & Partial<Pick<Config, "SITEMAP_URL_LIMIT">>;

export function createApp(config: AppConfig, database: Database) {
  const { db } = database;
  const reference = createReferenceCache(db);
  const app = new Hono();
  app.use("*", compress());
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  });

  app.route("/", healthRoutes(database));
  app.route("/", mainConfigRoutes());
  app.route("/", catalogRoutes(db));
  app.route("/", locationRoutes(reference));
  app.route("/", redirectRoutes(db));
  app.route("/", postRoutes(db));
  app.route("/", i18nRoutes(LOCALES_DIR));
  // Before the files: the server writes these, whatever an old build left in dist/.
  app.route("/", seoRoutes({ db, reference, urlLimit: config.SITEMAP_URL_LIMIT }));
  app.route("/", staticRoutes(config.DIST_DIR));
  app.route("/", pageRoutes({ db, reference, shell: createShell(config.DIST_DIR) }));

  app.notFound((c) => c.json({ message: serverMessage(requestLocale(c), "notFound") }, 404));
  app.onError((error, c) => {
    console.error(`[http] ${c.req.method} ${c.req.path}:`, error);
    return c.json({ message: serverMessage(requestLocale(c), "serverError") }, 500);
  });
  return app;
}
