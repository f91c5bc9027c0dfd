import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { auditLog, users } from "../../src/server/db/schema";
import { freshPhone } from "./auth-helpers";

/** `npm run admin -- --phone …`: the first admin, made on the configured database, once however often it runs. */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-admin-cmd-"));

// PGlite's own folder: the run's PostgreSQL (when set) is left alone.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
const admin = (args: string[]) =>
  run(process.execPath, ["dist-server/admin.js", ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" },
  });

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run admin", () => {
  it("makes the phone's user an admin, idempotently, with one audit entry", async () => {
    const phone = freshPhone();
    expect((await admin(["--phone", phone.typed])).stdout).toMatch(/is now an admin/);
    expect((await admin(["--phone", phone.e164])).stdout).toMatch(/already is an admin/);
    await expect(admin(["--phone", "nonsense"])).rejects.toMatchObject({ code: 2 });
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(users).where(eq(users.phone, phone.e164));
      expect(rows.map((row) => row.role)).toEqual(["admin"]);
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "user.role"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: null, targetId: String(rows[0]?.id) });
    } finally {
      await database.close();
    }
  }, 120_000);
});
