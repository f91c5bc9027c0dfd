import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../../../src/server/db/lock";
import { startServer } from "../../support/server";

/** The data folder of a PGlite server: private to its user; an old lock of another program does not block a start. */
const dirs: string[] = [];
const children: ChildProcess[] = [];
const fresh = (prefix = "obyava-folder-") => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A live process that stays for the test: `args` is its whole command line after node, or `sleep 60`. */
async function liveProcess(args?: string[]): Promise<number> {
  const child = args ? spawn(process.execPath, args, { stdio: "ignore" }) : spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

/** Files and folders under a folder that its group or others may read, write or enter, with their modes. */
function opened(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => (fs.statSync(file).mode & 0o077) !== 0)
    .map((file) => `${(fs.statSync(file).mode & 0o777).toString(8)} ${path.relative(dir, file)}`);
}

const writeLegacyLock = (dir: string, pid: number, writtenAt?: Date) => {
  const lock = path.join(dir, "obyava.lock");
  fs.writeFileSync(lock, String(pid));
  if (writtenAt) fs.utimesSync(lock, writtenAt, writtenAt);
};

describe.skipIf(process.platform !== "linux")("the data folder on a PGlite server", () => {
  const start = (dataDir: string) => startServer({ dataDir, env: { SEED_DEMO: "false", DATABASE_URL: "" } });

  it("is its user's alone after a start on a fresh folder: no file or folder open to the group or others", async () => {
    const dataDir = fresh();
    const server = await start(dataDir);
    try {
      expect(opened(dataDir)).toEqual([]);
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await server.stop();
    }
    expect(opened(dataDir)).toEqual([]);
  }, 180_000);

  it("starts over an old-format lock (a pid alone) naming a live process of another program", async () => {
    const dataDir = fresh();
    writeLegacyLock(dataDir, await liveProcess());
    const server = await start(dataDir);
    await server.stop();
  }, 180_000);
});

describe.skipIf(process.platform !== "linux")("an old-format lock (a pid alone)", () => {
  it("is stale when its pid is a live process of another program", async () => {
    const dir = fresh();
    writeLegacyLock(dir, await liveProcess());
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "obyava.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    unlock();
  });

  it("still holds for a live Obyava process, unless that process started after the lock was written", async () => {
    // A node process whose command line is a server's (`node … dist-server/main.js`).
    const pid = await liveProcess(["-e", "setInterval(() => {}, 1000)", "dist-server/main.js"]);
    const dir = fresh();
    writeLegacyLock(dir, pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Obyava process (pid ${pid})`);
    // Written an hour before that process started: another process had the pid then.
    writeLegacyLock(dir, pid, new Date(Date.now() - 3_600_000));
    lockDataDir(dir)();
  });
});
