import fs from "node:fs";
import path from "node:path";
import { log } from "../log";

export class DataDirLockedError extends Error {}

/** Who holds the lock: the pid, and where the OS tells them apart, the process's start time and the boot. */
interface Owner {
  pid: number;
  /** Linux: /proc/<pid>/stat field 22 (clock ticks after boot); null elsewhere. */
  start: string | null;
  /** Linux: /proc/sys/kernel/random/boot_id; null elsewhere. */
  boot: string | null;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

/** The start time of a process (Linux), or null when unknown (no /proc, or no such process). */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // "pid (comm) state …": comm may hold spaces and parentheses, the fields after the last ")" do not.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Field 22 of the line; the first after ")" is field 3.
  return fields[22 - 3] ?? null;
}

const bootId = () => readText("/proc/sys/kernel/random/boot_id");

/** When a process started, in milliseconds since the epoch (Linux), or null when unknown. */
function startedAtMs(pid: number): number | null {
  const ticks = processStart(pid);
  const bootSeconds = /^btime (\d+)$/m.exec(readText("/proc/stat") ?? "")?.[1];
  if (ticks === null || !/^\d+$/.test(ticks) || !bootSeconds) return null;
  // Clock ticks of USER_HZ, 100 a second on every Linux.
  return Number(bootSeconds) * 1000 + Number(ticks) * 10;
}

/**
 * The files an Obyava process that opens the data folder runs: the built server and scripts (dist-server/*.js), or
 * their sources through tsx (src/server/**.ts: `npm run dev`, and `npm start` and the seed of older versions).
 */
const OBYAVA_ENTRY = /(?:^|\/)(?:dist-server\/[\w-]+\.js|src\/server\/[\w/-]+\.ts)$/;

/**
 * Whether the process of an old lock (a pid alone, no start time) may still be its writer: its command line runs
 * one of Obyava's entries and it was running when the lock was written. A pid the lock names that now belongs to
 * another program (`sleep`, a shell, a later process) is no owner. Where /proc does not tell, it may be.
 */
function mayHoldOldLock(pid: number, writtenMs: number | null): boolean {
  const commandLine = readText(`/proc/${pid}/cmdline`);
  if (commandLine !== null && !commandLine.split("\0").some((arg) => OBYAVA_ENTRY.test(arg))) return false;
  const started = startedAtMs(pid);
  // Two seconds of slack: the boot time is in whole seconds.
  return started === null || writtenMs === null || started <= writtenMs + 2000;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The format of older versions: the pid alone. */
const OLD_LOCK = /^\d+$/;

function ownerOf(text: string): Owner | null {
  if (OLD_LOCK.test(text)) return { pid: Number(text), start: null, boot: null };
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Owner, unknown>>;
    const pid = Number(value.pid);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return {
      pid,
      start: typeof value.start === "string" ? value.start : null,
      boot: typeof value.boot === "string" ? value.boot : null,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the lock's writer still runs: its pid is alive and is the same process (same boot, same
 * start time). A pid reused by an unrelated process after a crash or a restart (in a container the
 * server is often pid 1 every time) is no owner.
 */
function holds(owner: Owner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const start = processStart(owner.pid);
  if (owner.start && start && owner.start !== start) return false;
  return true;
}

/** The lock's owner when it still runs, or null when the lock is stale (or unreadable). */
function liveOwner(lockPath: string): Owner | null {
  const text = readText(lockPath);
  const owner = text === null ? null : ownerOf(text);
  if (!owner || !holds(owner)) return null;
  if (text !== null && OLD_LOCK.test(text) && !mayHoldOldLock(owner.pid, writtenAt(lockPath))) return null;
  return owner;
}

function writtenAt(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function me(): string {
  return JSON.stringify({ pid: process.pid, start: processStart(process.pid), boot: bootId() } satisfies Owner);
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose commits. The lock file
 * names its owner (pid, start time, boot); one left by a process that is gone is taken over, and so is an
 * old-format lock (a pid alone) whose pid now runs another program.
 * (An owner check rather than a timer-refreshed lock: the embedded database runs on the main
 * thread and a long query must not make a live owner look stale.)
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, "obyava.lock");
  const mine = me();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx", mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readText(lockPath) === mine) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EISDIR" || (code === "EEXIST" && fs.lstatSync(lockPath).isDirectory())) {
        // Nobody's lock: an empty folder is removed, anything else is left to the operator.
        try {
          fs.rmdirSync(lockPath);
          continue;
        } catch {
          throw new DataDirLockedError(
            `The lock file ${lockPath} is a folder with files in it, not Obyava's lock. ` +
              `Move it away (nothing of Obyava's is kept there) and start again.`,
          );
        }
      }
      if (code !== "EEXIST") throw error;
      const owner = liveOwner(lockPath);
      if (owner) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Obyava process (pid ${owner.pid}). ` +
            `The embedded database allows one process per folder: stop that process, ` +
            `or start this one with another DATA_DIR, or use DATABASE_URL for a shared PostgreSQL server. ` +
            `If no Obyava process runs there, remove ${lockPath}.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: another process keeps taking it`);
}

/**
 * The data folder holds the database, the photos and the code key: created for the server's user
 * alone (0700), and an existing one others may write to loses that right (a world-writable folder
 * lets anyone replace the database or the key).
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o022) === 0) return;
  try {
    fs.chmodSync(dataDir, mode & ~0o022);
    log.warn(`[data] ${dataDir} was writable by others (mode ${mode.toString(8)}): now ${(mode & ~0o022).toString(8)}`);
  } catch (error) {
    log.error(
      { err: error },
      `[data] ${dataDir} is writable by others (mode ${mode.toString(8)}) and could not be changed`,
    );
  }
}
