// `npm start`: builds the client when its sources changed since the last build, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";
import { SERVER_NODE_ARGS } from "./server-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!isBuildCurrent(root)) {
  console.log("Building the client (first start or changed sources)…");
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
