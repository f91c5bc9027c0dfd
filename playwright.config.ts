import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./tests/support/chromium";
import { TEST_WORKERS } from "./tests/support/workers.mjs";

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: "tests/e2e",
  // The server's build and the run's template database; each worker starts its own server from it (fixtures.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: TEST_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Pixel 7"],
    // Our visitors' browsers: Russian first (the first visit to "/" follows the browser's language).
    locale: "ru-RU",
    browserName: "chromium",
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
    // A trace records the page after every action: a fifth of the suite's time when kept for every test. CI retries a
    // failed test once, with a trace (Playwright's advice); locally, `npx playwright test --trace on` records one.
    trace: "on-first-retry",
  },
});
