import fs from "node:fs";
import { openDatabase } from "../../src/server/db/client";
import type { Db } from "../../src/server/db/client";
import { seedDemo } from "../../src/server/seed/demo";
import { newDataDir } from "../support/data-dir";
import { RAISED_TEST_ENV, startServer } from "../support/server";
import { runServer } from "./run-server";

export interface PreparedServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A server whose database the test changed first (past codes, an ad without an author). PostgreSQL
 * takes the test process as a second client, so the run's server is used as it is. PGlite allows one
 * process per folder, so the test fills a folder of its own (demo data included), closes it, and
 * starts a server on it.
 */
/** A test server's settings: the raised limits, then the test's own; production refuses the test-only trust. */
function serverEnv(env: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = { ...RAISED_TEST_ENV, ...env };
  if (all.NODE_ENV === "production") delete all.MODERATION_TRUSTED_APPROVED_ADS;
  return all;
}

export async function serverWithPreparedDb(
  prepare: (db: Db) => Promise<void>,
  env: Record<string, string> = {},
): Promise<PreparedServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : newDataDir({ prefix: "obyava-prepared-" });
  const database = await openDatabase({ dataDir: dataDir ?? "", databaseUrl });
  try {
    await seedDemo(database.db);
    await prepare(database.db);
  } finally {
    await database.close();
  }
  if (databaseUrl && Object.keys(env).length === 0)
    return { url: runServer().url, output: () => "", stop: async () => {} };
  const server = await startServer({ ...(dataDir ? { dataDir } : {}), env: serverEnv(env) });
  return {
    url: server.url,
    output: server.output,
    stop: async () => {
      await server.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server of its own with some settings changed, on a fresh PGlite folder or the run's PostgreSQL. */
export async function dedicatedServer(env: Record<string, string>): Promise<PreparedServer> {
  const server = await startServer({ env: serverEnv(env) });
  return {
    url: server.url,
    output: server.output,
    stop: async () => {
      await server.stop();
      if (!process.env.DATABASE_URL) fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Prepares the database, runs calls against a server on it, then reads the database: PGlite's
 * folder is read after its server stopped (one process per folder), PostgreSQL's at once.
 */
export async function inspectAfter<T>(steps: {
  prepare: (db: Db) => Promise<void>;
  run: (url: string) => Promise<void>;
  read: (db: Db) => Promise<T>;
}): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? "" : newDataDir({ prefix: "obyava-inspect-" });
  const open = () => openDatabase({ dataDir, databaseUrl });
  const within = async <R>(use: (db: Db) => Promise<R>): Promise<R> => {
    const database = await open();
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  };
  try {
    await within(async (db) => {
      await seedDemo(db);
      await steps.prepare(db);
    });
    if (databaseUrl) await steps.run(runServer().url);
    else {
      const server = await startServer({ dataDir, env: { OTP_IP_LIMIT_PER_HOUR: "100000" } });
      try {
        await steps.run(server.url);
      } finally {
        await server.stop();
      }
    }
    return await within(steps.read);
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
