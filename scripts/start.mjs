// `npm start`: builds the client and the server when their sources changed since their last build, then runs the
// built server with plain node.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildCurrent } from "./build-stamp.mjs";
import { ensureServerBuilt } from "./ensure-server-built.mjs";
import { SERVER_NODE_ARGS } from "./server-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!isBuildCurrent(root, "client")) {
  console.log("Building the app (first start or changed sources)…");
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (await ensureServerBuilt()) {
  console.log("Server rebuilt (changed sources).");
}

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
