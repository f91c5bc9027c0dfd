import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { SERVER_NODE_ARGS } from "../../scripts/server-args.mjs";
import { newDataDir } from "./data-dir";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A test server's settings unless a test sets its own: every call of a run comes from 127.0.0.1, so per-address
 * limits are raised (they are attacked on servers of their own), ads posted by new accounts are live at once
 * (pre-moderation has tests of its own), and a page's drawing may take longer than production's 1.5 s before the
 * page goes out without its content (a busy test machine must not change what a page holds).
 */
export const RAISED_TEST_ENV: Readonly<Record<string, string>> = {
  OTP_IP_LIMIT_PER_HOUR: "100000",
  IP_LIMIT_FACTOR: "1000",
  MODERATION_TRUSTED_APPROVED_ADS: "0",
  SSR_TIMEOUT_MS: "15000",
};

let serverBuilt: Promise<boolean> | undefined;

/**
 * Starts the real server (the build of src/server/main.ts, made first when its sources changed) as its own process
 * on a free port: against a fresh PGlite folder, or the PostgreSQL of DATABASE_URL when that is set.
 */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    /** An empty folder even when the run has a template (the template's own start). */
    fresh?: boolean;
  } = {},
): Promise<RunningServer> {
  await (serverBuilt ??= ensureServerBuilt());
  const empty = options.fresh === true || options.env?.SEED_DEMO === "false";
  const dataDir = options.dataDir ?? newDataDir({ empty });
  const { child, exited, output } = spawnServer({ DATA_DIR: dataDir, ...options.env });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output()}`)), 90_000);
    const onData = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output());
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      resolve({
        url: match[1],
        dataDir,
        process: child,
        output,
        stop: async () => {
          if (child.exitCode === null) child.kill("SIGTERM");
          return exited;
        },
      });
    };
    child.stdout.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output()}`));
    });
  });
}

/** Runs a server that is expected to stop by itself (a refused start), with its exit code and output. */
export async function runServerExpectingExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  await (serverBuilt ??= ensureServerBuilt());
  const { child, exited, output } = spawnServer(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
