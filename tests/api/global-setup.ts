import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { TEMPLATE_ENV } from "../support/data-dir";
import { RAISED_TEST_ENV, startServer, type RunningServer } from "../support/server";
import { createDatabase, makePgliteTemplate, makePostgresTemplate } from "../support/template";
import { TEST_WORKERS } from "../support/workers.mjs";

export interface RunServer {
  url: string;
  dataDir: string;
  /** The server's process id: tests read its CPU time from /proc (server-cpu.ts). */
  pid: number;
  /** The worker's own database on PostgreSQL runs. */
  databaseUrl?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One server for each worker (run-server.ts picks the worker's). */
    servers: RunServer[];
    databaseKind: "pglite" | "postgres";
  }
}

/** The template, and on PostgreSQL one database for each worker made from it. */
async function prepareDatabases(databaseUrl: string | undefined): Promise<{ dir: string; urls: (string | null)[] }> {
  const slots = Array.from({ length: TEST_WORKERS }, (_, index) => index + 1);
  if (!databaseUrl) return { dir: await makePgliteTemplate(), urls: slots.map(() => null) };
  const template = await makePostgresTemplate(databaseUrl);
  const base = new URL(databaseUrl).pathname.slice(1);
  const urls = await Promise.all(
    slots.map((slot) => createDatabase(databaseUrl, `${base}_w${slot}`, template.database)),
  );
  return { dir: template.dir, urls };
}

export default async function setup(project: TestProject) {
  // Once, before any worker starts a server of its own: the workers then find the build current.
  await ensureServerBuilt();
  const { dir, urls } = await prepareDatabases(process.env.DATABASE_URL);
  // Inherited by the workers: every server a test starts begins from a copy of the template.
  process.env[TEMPLATE_ENV] = dir;
  const servers: RunningServer[] = await Promise.all(
    urls.map((url) => startServer({ env: { ...RAISED_TEST_ENV, ...(url ? { DATABASE_URL: url } : {}) } })),
  );
  project.provide(
    "servers",
    servers.map((server, index) => ({
      url: server.url,
      dataDir: server.dataDir,
      pid: server.process.pid ?? 0,
      ...(urls[index] ? { databaseUrl: urls[index] } : {}),
    })),
  );
  project.provide("databaseKind", process.env.DATABASE_URL ? "postgres" : "pglite");
  return async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    const failed = codes.findIndex((code) => code !== 0);
    if (failed >= 0) {
      const server = servers[failed];
      throw new Error(`a server did not shut down cleanly (exit ${codes[failed]}):\n${server?.output() ?? ""}`);
    }
    for (const folder of [dir, ...servers.map((server) => server.dataDir)])
      fs.rmSync(folder, { recursive: true, force: true });
  };
}
