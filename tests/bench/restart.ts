// `npm run bench:restart`: how soon a restarted server answers /healthz on an existing data folder (the embedded
// database with the demo data), from the moment `node` is started: what a deploy or a crash costs. The server runs
// as `npm start` runs it (the built dist-server/main.js, plain node). Target: ≤ 2 s, quiet.
// Usage: npm run bench:restart -- [--runs 7]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { localServerEnv, SERVER_NODE_ARGS } from "../../scripts/server-args.mjs";
import { startServer } from "../support/server";

const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
const runs = Math.min(50, Math.max(1, Number(values.runs) || 7));
const root = path.resolve(import.meta.dirname, "../..");
const TARGET_MS = 2000;

/** One start: spawn → the first 200 from /healthz, in ms; then a clean stop. */
async function timedStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: localServerEnv(port, dataDir),
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error("no answer from /healthz in 60 s");
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

await ensureServerBuilt();
// The first start migrates and seeds the folder; the restarts find it ready.
const first = await startServer({ env: { DATABASE_URL: "" }, fresh: true });
await first.stop();
const port = 20_000 + Math.floor(Math.random() * 10_000);
const times: number[] = [];
for (let run = 0; run < runs; run++) times.push(await timedStart(first.dataDir, port));
fs.rmSync(first.dataDir, { recursive: true, force: true });
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
const load = os.loadavg().map((value) => value.toFixed(2));
console.log(
  `restart → /healthz over ${runs} runs: min ${sorted[0]?.toFixed(0)} ms, median ${median.toFixed(0)} ms, ` +
    `max ${sorted.at(-1)?.toFixed(0)} ms (target ≤ ${TARGET_MS} ms; load ${load.join(" ")})`,
);
process.exit(median <= TARGET_MS ? 0 : 1);
