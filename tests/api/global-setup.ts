import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseKind: "pglite" | "postgres";
  }
}

export default async function setup(project: TestProject) {
  // Every call of the run comes from 127.0.0.1: per-IP limits are tested on servers of their own (auth-limits,
  // security/*).
  // Tests that post ads expect them live at once: every account without an upheld report is trusted here.
  // Pre-moderation is tested on servers of their own with the defaults (moderation-rules.test.ts).
  const server = await startServer({
    env: { OTP_IP_LIMIT_PER_HOUR: "100000", IP_LIMIT_FACTOR: "1000", MODERATION_TRUSTED_APPROVED_ADS: "0" },
  });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("databaseKind", process.env.DATABASE_URL ? "postgres" : "pglite");
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
