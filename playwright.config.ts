import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_ARGS } from "./scripts/server-args.mjs";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database for every run.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-e2e-"));
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Pixel 7"],
    // Our visitors' browsers: Russian first (the first visit to "/" follows the browser's language).
    locale: "ru-RU",
    browserName: "chromium",
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
    trace: "retain-on-failure",
  },
  webServer: {
    command: `node ${SERVER_NODE_ARGS.join(" ")}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every browser of the run comes from 127.0.0.1: per-address budgets are attacked in tests/api/security.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DATABASE_URL: "",
      IP_LIMIT_FACTOR: "1000",
      OTP_IP_LIMIT_PER_HOUR: "100000",
      // Journeys post ads as new accounts and expect them live: every account without an upheld report is trusted.
      MODERATION_TRUSTED_APPROVED_ADS: "0",
    },
  },
});
