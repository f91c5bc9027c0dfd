// The built app served by the real server, for the scripts that measure it in a browser (`npm run size`,
// `npm run lighthouse`): a free port, a throw-away DATA_DIR (the demo data seeds on start), stopped on exit.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBuilt } from "./ensure-server-built.mjs";
import { localServerEnv, SERVER_NODE_ARGS } from "./server-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on the built `dist` and waits for it to answer. `stop()` ends it and removes its data;
 * it also runs when the process exits.
 * @param {string} name a word for the temporary folder
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function serveBuilt(name) {
  await ensureServerBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `obyava-${name}-`));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: localServerEnv(port, dataDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.pid) process.kill(server.pid, "SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  try {
    await waitFor(`${origin}/healthz`, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
