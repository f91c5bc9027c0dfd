// The server, bundled once by esbuild into dist-server/ and run with plain `node` (docs/decisions: server build).
// Packages stay outside the bundle (node_modules is there at run time, and native parts like sharp cannot be
// bundled); what is bundled is our own TypeScript, so no loader compiles it at every start.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_OUT_DIR = "dist-server";

/** The programs the server build holds: the server, and the commands an operator runs beside it. */
const SERVER_ENTRIES = {
  main: "src/server/main.ts",
  seed: "src/server/seed/cli.ts",
  admin: "src/server/features/admin/cli.ts",
};

export async function buildServer() {
  const outdir = path.join(root, SERVER_OUT_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const started = Date.now();
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    // Stack traces of a failure in production name the TypeScript file and line.
    sourcesContent: false,
    logLevel: "warning",
    legalComments: "none",
    chunkNames: "chunks/[name]-[hash]",
  });
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`server built into ${SERVER_OUT_DIR}/ in ${ms} ms`);
}
