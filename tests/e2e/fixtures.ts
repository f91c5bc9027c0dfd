import fs from "node:fs";
import { test as playwrightTest, type Page, type Response } from "@playwright/test";
import { RAISED_TEST_ENV, startServer, type RunningServer } from "../support/server";

/**
 * A page arrives drawn by the server and starts working once the app has taken it over
 * (`<html data-app="ready">`, src/client/App.tsx). A visitor tapping at once may be a moment early;
 * a test must not be, or it would test the server's markup instead of the app.
 */
export async function appReady(page: Page, response: Response | null = null): Promise<void> {
  // Only the app's own pages (from the server or the service worker) start the app.
  if (response && !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.waitForFunction(() => document.documentElement.dataset.app === "ready", undefined, { timeout: 20_000 });
}

/** Makes the page's goto and reload wait for the app, as every test page does (a second person's too). */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(page, response);
    return response;
  };
  return page;
}

/**
 * Each worker's own server, the real built one, on a copy of the run's template (global-setup.ts): files run in
 * parallel, and the tests of one worker take turns on its server. Every page, request and new context of a test
 * goes to it (baseURL).
 */
export const serverTest = playwrightTest.extend<object, { site: RunningServer }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startServer({ env: { ...RAISED_TEST_ENV, DATABASE_URL: "" } });
      await use(server);
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

export const test = serverTest.extend({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

export { expect } from "@playwright/test";
