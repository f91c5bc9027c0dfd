import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError, secureDataDir } from "./db/lock";
import { startBudgetSweeper } from "./lib/budgets";
import { startAdWritesChannel } from "./features/posts/ad-writes-channel";
import { startRevealSweeper } from "./lib/ad-detail";
import { flushViews } from "./db/view-batch";
import { startJobs } from "./jobs/start";
import { warmListingCounts } from "./features/posts/warm";
import { startUploadSweeper } from "./features/uploads/service";
import { diskPhotoStorage, uploadsDir } from "./lib/storage";
import { loadInfoPages } from "./features/info-pages/loader";
import { applyStartSettings } from "./lib/moderation/settings";
import { DocumentError } from "./lib/info-markdown";
import { adsChanged, onAdsChanged } from "./lib/ad-events";
import { log } from "./log";
import { seedDemo, seedReference } from "./seed/demo";
import { ensureDemoPhotos } from "./seed/demo-photos";

async function main() {
  // Everything the server writes (database, photos, the code key) is for its own user alone.
  process.umask(0o077);
  const config = loadConfig();
  secureDataDir(config.DATA_DIR);
  const startedAt = Date.now();
  // Where a start's time goes, logged with the "listening" line: a slow restart is traced to its step.
  const phases: Record<string, number> = {};
  let phaseStart = startedAt;
  const phase = (name: string) => {
    const now = Date.now();
    phases[name] = now - phaseStart;
    phaseStart = now;
  };
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  phase("database");
  const photos = diskPhotoStorage(uploadsDir(config.DATA_DIR));
  if (config.SEED_DEMO) {
    const report = await seedDemo(database.db);
    if (report)
      log.info(report, `[seed] demo data: ${report.posts} posts, ${report.locations} locations in ${report.ms} ms`);
    const photosStarted = Date.now();
    const drawn = await ensureDemoPhotos(photos);
    if (drawn > 0) log.info(`[seed] ${drawn} demo pictures drawn in ${Date.now() - photosStarted} ms`);
  } else {
    await seedReference(database.db);
  }
  phase("seed");
  // The repository's documents (terms, FAQ, landings…) in production too: a newer version is added at start.
  const documents = await loadInfoPages(database.db, { teamEmail: config.TEAM_EMAIL });
  if (documents.inserted > 0) log.info(documents, `[pages] ${String(documents.inserted)} document versions added`);
  phase("documents");
  // A test or development server's trust setting, before the first ad is screened.
  await applyStartSettings(database.db, { trustedApprovedAds: config.MODERATION_TRUSTED_APPROVED_ADS });
  const app = createApp(config, database);
  // After migrations and seed: expiries, reminders and renewals run on the queue, never in a request. No request
  // sends a job, so the queue starts beside the first requests rather than before them (a restart answers sooner);
  // a queue that cannot start still stops the process.
  const jobs = startJobs(config, database);
  jobs.catch((error: unknown) => {
    log.fatal({ err: error }, "[jobs] the queue could not start");
    process.exit(1);
  });
  const stopUploadSweeper = startUploadSweeper(database.db, photos);
  const stopBudgetSweeper = startBudgetSweeper(database.db);
  const stopRevealSweeper = startRevealSweeper(database.db);
  // Several processes may share PostgreSQL: each tells the others of its ad writes.
  const adWrites = config.DATABASE_URL
    ? startAdWritesChannel(config.DATABASE_URL, () => adsChanged("elsewhere"))
    : null;
  if (adWrites)
    onAdsChanged((change) => {
      if (change === "written") adWrites.announce();
    });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
    // tests/support/server.ts and the benches wait for "listening on http://host:port" in this line.
    log.info(
      { startMs: phases },
      `Obyava is listening on http://${config.HOST}:${info.port} (${where}, ready in ${Date.now() - startedAt} ms)`,
    );
    const warmStarted = Date.now();
    warmListingCounts(database.db)
      .then((count) =>
        log.info(`[posts] ${String(count)} listing totals counted in ${String(Date.now() - warmStarted)} ms`),
      )
      .catch((error: unknown) => log.error({ err: error }, "[posts] counting the listing totals failed"));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopUploadSweeper();
    stopBudgetSweeper();
    stopRevealSweeper();
    void adWrites?.stop();
    // The queue stops taking work at once; a job in progress finishes before the database closes.
    const stopJobs = jobs
      .then((queue) => queue.stop())
      .catch((error: unknown) => log.error({ err: error }, "[jobs] stopping failed"));
    log.info(`[server] ${signal}: finishing requests in flight, then closing the database`);
    // A client holding a keep-alive connection open must not keep the process alive for ever.
    const force = setTimeout(() => {
      log.warn("[server] requests still open after 10 s: closing anyway");
      void flushViews()
        .catch(() => {})
        .then(() => stopJobs)
        .then(() => database.close())
        .finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    server.close(() => {
      void flushViews()
        .catch((error: unknown) => log.error({ err: error }, "[server] writing the last views failed"))
        .then(() => stopJobs)
        .then(() => database.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ err: error }, "[server] closing the database failed");
          process.exit(1);
        });
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DocumentError) {
    // An operator's mistake (a setting, a folder in use): said in plain words, no values of visitors in it.
    process.stderr.write(`${error.message}\n`);
  } else {
    log.fatal({ err: error }, "Obyava could not start");
  }
  process.exit(1);
});
