import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { DataDirLockedError, lockDataDir, processStart } from "../../../src/server/db/lock";
import { otpCodes } from "../../../src/server/db/schema";
import { secretFile } from "../../../src/server/features/auth/server-secret";
import { hmacHex } from "../../../src/server/lib/tokens";
import { codeFor, freshPhone, requestCode } from "../auth-helpers";
import { runServerExpectingExit, startServer } from "../../support/server";

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Every byte of every file under a folder, as one buffer (to look for a value anywhere in it). */
function allBytes(dir: string): Buffer[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [fs.readFileSync(path.join(entry.parentPath, entry.name))] : []));
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the code key and the data folder", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-secrets-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // A code's hash is HMAC-SHA256(key, phone:code): with the key in none of the database's files, a
  // copy of the database alone cannot tell which of the 10^6 codes is live (it would need the 256-bit key).
  // The key is in DATA_DIR/secrets/auth.key (0600, folder 0700) and in none of the database's files, so a copy of
  // the database gives no code; a world-writable DATA_DIR is tightened; a restart over a stale lock of pid 1
  // reuses the key.
  it("keeps the key apart from the database, tightens DATA_DIR, reuses the key over a stale lock", async () => {
    fs.chmodSync(dataDir, 0o777);
    const server = await startServer({ dataDir, env: { OTP_IP_LIMIT_PER_HOUR: "100000" } });
    const phone = freshPhone();
    const code = await (async () => {
      try {
        expect((await requestCode(server.url, phone.typed)).status).toBe(200);
        return await codeFor(server.url, phone.e164);
      } finally {
        await server.stop();
      }
    })();
    expect(mode(dataDir) & 0o022).toBe(0);
    const keyFile = secretFile(dataDir);
    expect(mode(keyFile)).toBe(0o600);
    expect(mode(path.dirname(keyFile))).toBe(0o700);
    const key = fs.readFileSync(keyFile, "utf8").trim();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The database: no secrets table, the key in none of its files; the code's hash needs the key.
    const pgdata = path.join(dataDir, "pgdata");
    expect(allBytes(pgdata).some((bytes) => bytes.includes(key))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      const tables = await database.db.execute(
        sql`select table_name from information_schema.tables where table_name = 'secrets'`,
      );
      expect(tables).toMatchObject({ rows: [] });
      const [row] = await database.db
        .select()
        .from(otpCodes)
        .where(sql`${otpCodes.phone} = ${phone.e164}`);
      expect(row?.codeHash).toBe(hmacHex(key, `${phone.e164}:${code}`));
    } finally {
      await database.close();
    }

    // A stale lock naming pid 1 (alive: init) with another start time is no owner: the server starts.
    const boot = fs.existsSync("/proc/sys/kernel/random/boot_id")
      ? fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()
      : null;
    fs.writeFileSync(path.join(dataDir, "obyava.lock"), JSON.stringify({ pid: 1, start: "1", boot }));
    const again = await startServer({ dataDir, env: { OTP_IP_LIMIT_PER_HOUR: "100000" } });
    await again.stop();
    expect(fs.readFileSync(keyFile, "utf8").trim()).toBe(key);
  }, 180_000);
});

describe("the data folder's lock", () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a lock whose pid was reused by another process (pid 1, another start time)", () => {
    const dir = fresh();
    fs.writeFileSync(path.join(dir, "obyava.lock"), JSON.stringify({ pid: 1, start: "1", boot: null }));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "obyava.lock"), "utf8"))).toMatchObject({ pid: process.pid });
    unlock();
    expect(fs.existsSync(path.join(dir, "obyava.lock"))).toBe(false);
  });

  it("refuses while a live owner holds it, naming the pid and the folder", () => {
    const dir = fresh();
    // A live process that is not this one: a sleeping child, with its real start time.
    const child = execFileSync(
      process.execPath,
      [
        "-e",
        "const c=require('child_process').spawn('sleep',['30'],{detached:true,stdio:'ignore'});" +
          "c.unref();console.log(c.pid)",
      ],
      { encoding: "utf8" },
    );
    const pid = Number(child.trim());
    try {
      const boot = fs.existsSync("/proc/sys/kernel/random/boot_id")
        ? fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()
        : null;
      fs.writeFileSync(path.join(dir, "obyava.lock"), JSON.stringify({ pid, start: processStart(pid), boot }));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`${dir.replace(/[/.]/g, "\\$&")} is in use by another Obyava process \\(pid ${pid}\\)`),
      );
    } finally {
      process.kill(pid, "SIGKILL");
    }
  });

  it("removes an empty folder at the lock path; one with files is refused with a clear message, no stack", async () => {
    const empty = fresh();
    fs.mkdirSync(path.join(empty, "obyava.lock"));
    lockDataDir(empty)();

    const full = fresh();
    fs.mkdirSync(path.join(full, "obyava.lock"));
    fs.writeFileSync(path.join(full, "obyava.lock", "note.txt"), "not a lock");
    // The lock guards the embedded database's folder: this server opens PGlite whatever the run uses.
    const { code, output } = await runServerExpectingExit({ DATA_DIR: full, PORT: "0", DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(output).toContain(`The lock file ${path.join(full, "obyava.lock")} is a folder with files in it`);
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain("listening");
  }, 60_000);
});
