// `npm run build`: compiled catalogs, the client and its service worker, the server's page renderer, brotli and
// gzip copies of the client's text files, the server itself (dist-server/), and the stamps `npm start` checks.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeBuildStamp } from "./build-stamp.mjs";
import { buildServer } from "./build-server.mjs";
import { precompress } from "./precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

for (const [command, args] of [
  [bin("lingui"), ["compile", "--strict"]],
  [bin("vite"), ["build", "--logLevel", "warn"]],
  [bin("vite"), ["build", "--ssr", "entry-server.tsx", "--logLevel", "warn"]],
]) {
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
await precompress(path.join(root, "dist"));
writeBuildStamp(root, "client");
await buildServer();
writeBuildStamp(root, "server");
