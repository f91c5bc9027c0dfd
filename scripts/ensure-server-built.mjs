// Builds the server when its sources changed since the last server build (well under a second): what `npm start`,
// the test servers, Playwright's server and the benchmarks run is always the current code.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildCurrent, writeBuildStamp } from "./build-stamp.mjs";
import { buildServer } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function ensureServerBuilt() {
  if (isBuildCurrent(root, "server")) return false;
  await buildServer();
  writeBuildStamp(root, "server");
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (await ensureServerBuilt()) console.log("server built into dist-server/ (changed sources)");
}
