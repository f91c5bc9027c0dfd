import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
});
