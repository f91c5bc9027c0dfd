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
  const server = await startServer();
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("databaseKind", process.env.DATABASE_URL ? "postgres" : "pglite");
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
