import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { log } from "../log";
import type { JobContext, JobDefinition } from "./types";

/** The queue's tables live in their own schema, next to the app's. */
const SCHEMA = "pgboss";

export interface JobQueueOptions {
  database: Pick<Database, "executeSql">;
  definitions: readonly JobDefinition[];
  /** Everything a job gets but `send`, which is the queue's own. */
  context: Omit<JobContext, "send">;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  send: JobContext["send"];
  stop(): Promise<void>;
}

/**
 * The app's jobs on pg-boss, stored in the app's own database (PostgreSQL, or the embedded PGlite through the
 * same `executeSql`): a job sent survives a restart, and a job is fetched with SKIP LOCKED, so several processes
 * run it once. Crons are kept in the database too; the queue's clock sends each scheduled job once per minute
 * whichever process holds the lock. Every queue is "stately": at most one job per singleton key waits and one
 * runs, which is what makes `send` with a key idempotent.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) },
    schema: SCHEMA,
    // A finished job's row is kept a week for looking into, then dropped.
    deleteAfterDays: 7,
    archiveCompletedAfterSeconds: 12 * 60 * 60,
  });
  boss.on("error", (error: unknown) => log.error({ err: error }, "[jobs] queue error"));
  await boss.start();

  const send: JobContext["send"] = async (name, data, sendOptions = {}) => {
    await boss.send(name, data, {
      // Without a key a job must never be taken for a repeat of another: a key of its own.
      singletonKey: sendOptions.singletonKey ?? randomUUID(),
      ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
    });
  };
  const context: JobContext = { ...options.context, send };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  for (const definition of options.definitions) {
    const queue = await boss.getQueue(definition.name);
    if (!queue)
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: "stately",
        retryLimit: 5,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      });
    // A job that lost its cron must not keep being sent by the old one.
    if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
    else await boss.unschedule(definition.name);
    await boss.work<Record<string, unknown>>(
      definition.name,
      { pollingIntervalSeconds, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        const started = Date.now();
        try {
          await definition.run(context, job.data);
        } catch (error) {
          // The queue retries it on its schedule; the data may hold ids, never what people wrote.
          log.error({ err: error }, `[jobs] ${definition.name} failed (it will be retried)`);
          throw error;
        }
        const ms = Date.now() - started;
        if (ms > 1000) log.info(`[jobs] ${definition.name} took ${String(ms)} ms`);
      },
    );
  }
  log.info(`[jobs] ${String(options.definitions.length)} jobs on the queue`);
  return {
    send,
    stop: async () => {
      // Lets a running job finish (bounded), then stops polling; the database is closed by its owner.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
