import { Hono } from "hono";
import { compress } from "hono/compress";
import { mailSender, paymentProvider, smsSender } from "./adapters/providers";
import { budgetedSenders } from "./adapters/senders";
import { loadConfig, type Config } from "./config";
import type { Database } from "./db/client";
import type { AuthContext } from "./features/auth/context";
import { adStatsRoutes } from "./features/ad-stats/routes";
import { refuseBannedWrites } from "./http/bans";
import { adminRoutes } from "./features/admin/routes";
import { adminContentRoutes } from "./features/admin-content/routes";
import { articleRoutes } from "./features/articles/routes";
import { articleModerationRoutes, articleSubmissionRoutes } from "./features/articles/submission-routes";
import { authRoutes } from "./features/auth/routes";
import { serverSecret } from "./features/auth/server-secret";
import { sessionMiddleware } from "./http/session";
import { createReferenceCache } from "./db/reference-cache";
import { sectionRoutes } from "./features/sections/routes";
import { infoPageRoutes } from "./features/info-pages/routes";
import { chatBlockRoutes, chatRoutes } from "./features/chat/routes";
import { reportRoutes } from "./features/reports/routes";
import { contactRequestRoutes } from "./features/contact-requests/routes";
import { contactRoutes } from "./features/contact/routes";
import { feedbackModerationRoutes, feedbackRoutes } from "./features/feedbacks/routes";
import { datingRoutes } from "./features/dating/routes";
import { devOutboxRoutes } from "./features/dev-outbox/routes";
import { testClockRoutes } from "./features/test-clock/routes";
import { favouriteRoutes } from "./features/favourites/routes";
import { feedRoutes } from "./features/feed/routes";
import { healthRoutes } from "./features/health/routes";
import { i18nRoutes } from "./features/i18n/routes";
import { landingRoutes } from "./features/landings/routes";
import { locationRoutes } from "./features/locations/routes";
import { moneyRoutes, paymentRoutes } from "./features/money/routes";
import type { MoneyDeps } from "./features/money/service";
import { sessionRoutes } from "./features/session/routes";
import { pageRoutes } from "./features/pages/routes";
import { postFormRoutes } from "./features/post-form/routes";
import { postRoutes } from "./features/posts/routes";
import { publicationCountRoutes } from "./features/posts/publication-count";
import { profileRoutes } from "./features/profile/routes";
import { redirectRoutes } from "./features/redirects/routes";
import { sitemapRoutes } from "./features/sitemap/routes";
import { searchRoutes } from "./features/search/routes";
import { seoRoutes } from "./features/seo/routes";
import { settingsRoutes } from "./features/settings/routes";
import { accountRoutes } from "./features/account/routes";
import { uploadRoutes } from "./features/uploads/routes";
import { diskPhotoStorage, uploadsDir } from "./lib/storage";
import { bannerBuyerRoutes, bannerRoutes } from "./features/banners/routes";
import { deviceCookie } from "./http/device";
import { messageRate } from "./http/message-rate";
import { createShell } from "./html/shell";
import { createPageRenderer } from "./html/ssr";
import { staticRoutes } from "./html/static";
import { bodyLimits } from "./http/body-limit";
import { requestLocale } from "./http/locale";
import { serverMessage } from "./http/messages";
import { refuseUnstorableUrl } from "./http/validation";
import { originMiddleware } from "./http/origin";
import { securityHeaders } from "./http/security-headers";
import { log } from "./log";
import { LOCALES_DIR } from "./paths";

/** The settings the app reads; what is left out takes the defaults of an empty environment. */
export type AppConfig = Pick<Config, "DIST_DIR"> & Partial<Config>;

export function createApp(appConfig: AppConfig, database: Database) {
  const config: Config = { ...loadConfig({}), ...appConfig };
  const { db } = database;
  const reference = createReferenceCache(db);
  // What a request may make us send, store or reveal, counted in the database (docs/security.md).
  const { budgets, sms, mail } = budgetedSenders(config, db);
  const auth: AuthContext = {
    db,
    sms,
    mail,
    secret: serverSecret({ fromEnv: config.AUTH_SECRET, dataDir: config.DATA_DIR }),
    trustProxy: config.TRUST_PROXY,
    ipFactor: config.IP_LIMIT_FACTOR,
    otpIpLimitPerHour: config.OTP_IP_LIMIT_PER_HOUR,
    sessionTtlS: config.SESSION_TTL_S,
    helpCrunchSecret: config.HELPCRUNCH_SECRET,
    publicUrl: config.PUBLIC_URL,
  };
  // Photos of ads live in DATA_DIR/uploads (a shared volume or another PhotoStorage when scaled out).
  const photos = diskPhotoStorage(uploadsDir(config.DATA_DIR));
  const app = new Hono();
  app.use("*", compress());
  // What the browser is told (CSP, frames, HSTS…) and which origin absolute URLs use (docs/security.md).
  app.use(
    "*",
    securityHeaders({
      distDir: config.DIST_DIR,
      production: config.NODE_ENV === "production",
      helpCrunchAppId: config.HELPCRUNCH_APP_ID,
      stripe: config.STRIPE_SECRET_KEY !== undefined,
    }),
  );
  app.use(
    "*",
    originMiddleware({
      publicUrl: config.PUBLIC_URL,
      trustProxy: config.TRUST_PROXY,
      host: config.HOST,
      port: config.PORT,
    }),
  );

  // Input bounds (docs/security.md): no %00 in a URL, every body within its route's size before it is read.
  app.use("*", refuseUnstorableUrl());
  app.use("*", bodyLimits());

  // The caller's session, looked up only by the handlers that ask for it.
  app.use("*", sessionMiddleware(db));
  // A browser's device id, given on its first write: posting and messaging rates count it too.
  app.use("/v1/*", deviceCookie({ secure: config.NODE_ENV === "production" }));

  // Each feature answers under its own prefix; the paths inside a feature are relative to it.
  // A ban in force refuses posting, editing and messaging (sign-in refuses it in the auth feature).
  const notBanned = refuseBannedWrites(db, config.TRUST_PROXY);
  app.use("/v1/posts/*", notBanned);
  app.use("/v1/chats/*", notBanned);

  app.route("/healthz", healthRoutes(database));
  app.route(
    "/v1/main-config",
    sessionRoutes(db, { helpCrunchAppId: config.HELPCRUNCH_APP_ID, helpCrunchSecret: config.HELPCRUNCH_SECRET }),
  );
  app.route("/v1/auth", authRoutes(auth));
  app.route("/v1/profile", profileRoutes(db, config.HELPCRUNCH_SECRET));
  app.route("/v1/articles", articleSubmissionRoutes(db, reference, { budgets, trustProxy: config.TRUST_PROXY }));
  app.route(
    "/v1/moderation/articles",
    articleModerationRoutes({ db, mail: auth.mail, publicUrl: config.PUBLIC_URL, trustProxy: config.TRUST_PROXY }),
  );
  // The settings page's calls: /v1/profile/settings, DELETE /v1/profile and /v1/auth/logout-all.
  app.route("/v1", settingsRoutes(db, photos));
  app.route("/v1/account", accountRoutes({ db, storage: photos, budgets, trustProxy: config.TRUST_PROXY }));
  app.route("/v1/favourites", favouriteRoutes(db));
  app.route(
    "/v1/chats",
    chatRoutes({ db, budgets }, messageRate(db, { trustProxy: config.TRUST_PROXY, ipFactor: config.IP_LIMIT_FACTOR })),
  );
  app.route("/v1/chat/blocks", chatBlockRoutes(db));
  app.route("/v1/reports", reportRoutes(db, { budgets, trustProxy: config.TRUST_PROXY, secret: auth.secret }));
  app.route("/v1/dating", datingRoutes(db));
  app.route("/v1/dev", devOutboxRoutes(db, config.NODE_ENV === "production"));
  app.route("/v1/test", testClockRoutes(config.NODE_ENV === "test"));
  app.route("/v1", sectionRoutes(db, reference));
  app.route("/v1/landings", landingRoutes(db, reference));
  app.route("/", locationRoutes(reference));
  app.route("/v1/redirects", redirectRoutes(db));
  // Before postRoutes: GET /v1/posts/{id}/edit would otherwise be read as /v1/posts/{section}/{slug}.
  app.route(
    "/v1/posts",
    postFormRoutes(
      {
        db,
        sms: auth.sms,
        mail: auth.mail,
        budgets,
        publicUrl: config.PUBLIC_URL,
        trustProxy: config.TRUST_PROXY,
        storage: photos,
        ipFactor: config.IP_LIMIT_FACTOR,
      },
      reference,
    ),
  );
  app.route("/", contactRequestRoutes(db, { trustProxy: config.TRUST_PROXY }));
  // The team's contact form mails one address: its own budgets bound it, not the per-address mail budget.
  app.route(
    "/v1/contact",
    contactRoutes(
      { db, budgets, mail: mailSender(config, db), teamEmail: config.TEAM_EMAIL },
      { trustProxy: config.TRUST_PROXY },
    ),
  );
  app.route("/v1/feedbacks", feedbackRoutes(db, budgets));
  app.route("/v1/moderation/feedbacks", feedbackModerationRoutes(db));
  app.route(
    "/v1/admin",
    adminRoutes({ db, budgets, sms, mail, publicUrl: config.PUBLIC_URL, trustProxy: config.TRUST_PROXY }, reference),
  );
  app.route("/v1", adStatsRoutes(db));
  app.route("/v1/publications", publicationCountRoutes(db));
  app.route("/v1/search", searchRoutes(db, { trustProxy: config.TRUST_PROXY, ipFactor: config.IP_LIMIT_FACTOR }));
  app.route("/v1/posts", postRoutes(db, reference, { budgets, trustProxy: config.TRUST_PROXY }));
  app.route("/v1", articleRoutes(db, reference));
  app.route("/v1/feed", feedRoutes(db, reference));
  app.route("/v1/widgets", bannerRoutes(db, { budgets, trustProxy: config.TRUST_PROXY }));
  app.route("/v1/money/banners", bannerBuyerRoutes(db));
  // Payments: receipts and notices go out unbudgeted (a payment is budgeted itself, and mails only its own payer).
  const money: MoneyDeps = {
    db,
    payments: paymentProvider(config),
    mail: mailSender(config, db),
    sms: smsSender(config, db),
    publicUrl: config.PUBLIC_URL,
    now: () => new Date(),
  };
  app.route("/v1/money", moneyRoutes(money));
  app.route("/v1/payments", paymentRoutes(money, { budgets, trustProxy: config.TRUST_PROXY }));
  app.route("/v1/seo", seoRoutes(db, reference));
  app.route("/v1", infoPageRoutes(db, { teamEmail: config.TEAM_EMAIL }));
  // The console's settings, banned words, categories, pages and banners (the team's edits).
  app.route("/v1/admin", adminContentRoutes(db, { teamEmail: config.TEAM_EMAIL }));
  app.route("/_i18n", i18nRoutes(LOCALES_DIR));
  // Before the files: the server writes these, whatever an old build left in dist/.
  app.route("/", sitemapRoutes({ db, reference, urlLimit: config.SITEMAP_URL_LIMIT }));
  // Uploaded photos before the built files and the pages: /uploads/<key> is the server's.
  app.route("/", uploadRoutes(db, photos, { budgets, trustProxy: config.TRUST_PROXY }));
  app.route("/", staticRoutes(config.DIST_DIR));
  // A page's first API answers come from this same app (html/boot-data.ts).
  const fetchInternal = (path: string, init: RequestInit) => app.request(path, init);
  app.route(
    "/",
    pageRoutes({
      db,
      reference,
      shell: createShell(config.DIST_DIR),
      renderer: createPageRenderer(config.SSR_DIR, config.DIST_DIR, config.SSR_TIMEOUT_MS),
      fetchInternal,
      teamEmail: config.TEAM_EMAIL,
    }),
  );

  app.notFound((c) => c.json({ message: serverMessage(requestLocale(c), "notFound") }, 404));
  app.onError((error, c) => {
    // The path only: a query string may carry what a visitor typed. The error goes out without values (log.ts).
    log.error({ err: error, method: c.req.method, path: c.req.path }, "[http] request failed");
    return c.json({ message: serverMessage(requestLocale(c), "serverError") }, 500);
  });
  return app;
}
