import { inject } from "vitest";

/**
 * The server of this worker: API test files run in parallel, each worker on a server (and on PostgreSQL a
 * database) of its own, started by global-setup.ts from the run's template. Files in one worker take turns.
 */
export function runServer() {
  const servers = inject("servers");
  const slot = Number(process.env.VITEST_POOL_ID ?? "1") - 1;
  const server = servers[slot % servers.length];
  if (!server) throw new Error("global-setup started no server");
  return server;
}
