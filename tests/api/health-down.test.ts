import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";

describe("GET /healthz without a database", () => {
  it("answers 503 once the database stops answering", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-down-"));
    const database = await openDatabase({ dataDir });
    const app = createApp({ DIST_DIR: path.join(dataDir, "no-dist") }, database);
    expect((await app.request("/healthz")).status).toBe(200);
    await database.close();
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "degraded", db: "down" });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
