import { describe, expect, inject, it } from "vitest";
import { healthSchema } from "../../src/shared/contract/health";
import { runServerExpectingExit } from "../support/server";
import { getJson } from "./client";
import { runServer } from "./run-server";

describe("GET /healthz", () => {
  it("reports the server and its database up", async () => {
    const { status, body, response } = await getJson("/healthz");
    expect(status).toBe(200);
    expect(healthSchema.parse(body)).toEqual({ status: "ok", db: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe.runIf(inject("databaseKind") === "pglite")("the embedded database folder", () => {
  it("refuses a second process and keeps the first one serving", async () => {
    const second = await runServerExpectingExit({ DATA_DIR: runServer().dataDir, DATABASE_URL: "" });
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/in use by another Obyava process/);
    const { status } = await getJson("/healthz");
    expect(status).toBe(200);
  });
});

describe("start-up configuration", () => {
  it("stops with a message naming a bad value", async () => {
    const run = await runServerExpectingExit({ PORT: "not-a-port" });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PORT="not-a-port"');
  });
});
