import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { posts, users } from "../../src/server/db/schema";
import { adLifecycleJobs } from "../../src/server/features/post-form/lifecycle-jobs";
import { freshEmail, freshPhone, lastMail } from "./auth-helpers";
import { seedDemo } from "../../src/server/seed/demo";
import { newDataDir } from "../support/data-dir";
import { startServer } from "../support/server";
import { runServer } from "./run-server";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import { startJobQueue, type JobQueue } from "../../src/server/jobs/queue";
import type { JobContext, JobDefinition } from "../../src/server/jobs/types";

/**
 * The job queue on the database the server uses (PGlite here, PostgreSQL when DATABASE_URL is set): a job kept
 * across a restart, and run once however many processes take work.
 */
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "obyava-jobs-"));
const open = () => openDatabase({ dataDir, databaseUrl });
const suffix = randomBytes(4).toString("hex");
const DAY_MS = 24 * 60 * 60 * 1000;

afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function contextOf(database: Database): Omit<JobContext, "send"> {
  return {
    db: database.db,
    config: loadConfig({}),
    sms: { name: "none", send: () => Promise.reject(new Error("no texts in this test")) },
    mail: { name: "none", send: () => Promise.reject(new Error("no mails in this test")) },
    payments: {} as JobContext["payments"],
    now: () => new Date(),
  };
}

/** A job that records what it was given, and a promise of its n-th run. */
function recorder(name: string) {
  const runs: Record<string, unknown>[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const definition: JobDefinition = {
    name,
    run: (_context, data) => {
      runs.push(data);
      for (const waiter of waiters) if (runs.length >= waiter.count) waiter.resolve();
      return Promise.resolve();
    },
  };
  const ran = (count: number, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      if (runs.length >= count) return resolve();
      const timer = setTimeout(() => reject(new Error(`${String(runs.length)} of ${String(count)} runs`)), timeoutMs);
      waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  return { definition, runs, ran };
}

describe("the job queue", () => {
  it("runs after a restart a job sent before it", async () => {
    const name = `probe-restart-${suffix}`;
    const first = recorder(name);
    let database = await open();
    let queue: JobQueue = await startJobQueue({
      database,
      definitions: [first.definition],
      context: contextOf(database),
      pollingIntervalSeconds: 0.5,
    });
    // Due after the process is gone: only the stored job can bring it back.
    await queue.send(name, { ad: 42 }, { startAfter: new Date(Date.now() + 3000) });
    await queue.stop();
    await database.close();
    expect(first.runs).toHaveLength(0);

    const second = recorder(name);
    database = await open();
    queue = await startJobQueue({
      database,
      definitions: [second.definition],
      context: contextOf(database),
      pollingIntervalSeconds: 0.5,
    });
    try {
      await second.ran(1);
      expect(second.runs).toEqual([{ ad: 42 }]);
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 90_000);

  it("sends a job with a singleton key once while it waits", async () => {
    const name = `probe-key-${suffix}`;
    const probe = recorder(name);
    const database = await open();
    const queue = await startJobQueue({
      database,
      definitions: [probe.definition],
      context: contextOf(database),
      pollingIntervalSeconds: 0.5,
    });
    try {
      const startAfter = new Date(Date.now() + 1500);
      await queue.send(name, { n: 1 }, { singletonKey: "renewal:7", startAfter });
      await queue.send(name, { n: 2 }, { singletonKey: "renewal:7", startAfter });
      await queue.send(name, { n: 3 }, { startAfter });
      await probe.ran(2);
      // One more poll: a duplicate would have been fetched by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(probe.runs).toHaveLength(2);
      expect(probe.runs).toContainEqual({ n: 1 });
      expect(probe.runs).toContainEqual({ n: 3 });
    } finally {
      await queue.stop();
      await database.close();
    }
  }, 60_000);

  // PGlite is one process per data folder (a second opener is refused by its lock), so "several processes"
  // exist only on PostgreSQL.
  it.skipIf(!databaseUrl)(
    "runs each job once with two processes' queues taking work",
    async () => {
      const name = `probe-once-${suffix}`;
      const a = recorder(name);
      const b = recorder(name);
      const [databaseA, databaseB] = [await open(), await open()];
      const queueA = await startJobQueue({
        database: databaseA,
        definitions: [a.definition],
        context: contextOf(databaseA),
        pollingIntervalSeconds: 0.5,
      });
      const queueB = await startJobQueue({
        database: databaseB,
        definitions: [b.definition],
        context: contextOf(databaseB),
        pollingIntervalSeconds: 0.5,
      });
      try {
        for (let n = 0; n < 30; n++) await (n % 2 ? queueA : queueB).send(name, { n });
        await new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + 30_000;
          const check = () => {
            if (a.runs.length + b.runs.length >= 30) return resolve();
            if (Date.now() > deadline) return reject(new Error("the jobs did not all run"));
            setTimeout(check, 100);
          };
          check();
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const all = [...a.runs, ...b.runs].map((data) => data.n);
        expect(all).toHaveLength(30);
        expect(new Set(all).size).toBe(30);
      } finally {
        await queueA.stop();
        await queueB.stop();
        await databaseA.close();
        await databaseB.close();
      }
    },
    90_000,
  );

  it("has the server run, once started, an ad's reminder sent to the queue while it was down", async () => {
    const email = freshEmail("queued");
    const folder = databaseUrl ? "" : newDataDir({ prefix: "obyava-jobs-server-" });
    const database = await openDatabase({ dataDir: folder, databaseUrl });
    try {
      await seedDemo(database.db);
      const [user] = await database.db
        .insert(users)
        .values({ phone: freshPhone().e164, email, locale: "en" })
        .returning({ id: users.id });
      const [ad] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.status, "active")).limit(1);
      if (!user || !ad) throw new Error("no demo ad");
      await database.db
        .update(posts)
        .set({ userId: user.id, expiresAt: new Date(Date.now() + 2 * DAY_MS), expiryNoticeAt: null })
        .where(eq(posts.id, ad.id));
      // This process's queue never does the work, and stops before the job is due: only a server can run it.
      const idle = adLifecycleJobs.map((job) => ({ name: job.name, run: () => Promise.reject(new Error("not here")) }));
      const queue = await startJobQueue({ database, definitions: idle, context: contextOf(database) });
      await queue.send("ads-expiry-notice", {}, { startAfter: new Date(Date.now() + 4000) });
      await queue.stop();
    } finally {
      await database.close();
    }
    const server = databaseUrl
      ? null
      : await startServer({ dataDir: folder, env: { OTP_IP_LIMIT_PER_HOUR: "100000", IP_LIMIT_FACTOR: "1000" } });
    try {
      const mail = await lastMail(server?.url ?? runServer().url, email, 0, 30_000);
      expect(mail?.subject).toContain("is live until");
    } finally {
      await server?.stop();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
