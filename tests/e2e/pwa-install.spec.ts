import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "../support/chromium";
import { serverTest as test } from "./fixtures";

test("Chrome finds the app installable: manifest, icons, screenshots and a controlling service worker", async ({
  baseURL,
}) => {
  // Playwright's usual contexts are incognito, where Chrome never offers installing: a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-install-"));
  const executablePath = chromiumExecutable();
  const context = await chromium.launchPersistentContext(profile, {
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
    baseURL,
    locale: "ru-RU",
  });
  test.info().annotations.push({ type: "profile", description: profile });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

  const manifest = (await cdp.send("Page.getAppManifest")) as {
    url: string;
    errors: Array<{ message: string; critical: number }>;
    data?: string;
  };
  expect(manifest.errors.filter((error) => error.critical)).toEqual([]);
  const data = JSON.parse(manifest.data ?? "{}") as { screenshots?: Array<{ src: string; sizes: string }> };
  // Every declared screenshot and icon exists with the declared size.
  for (const shot of data.screenshots ?? []) {
    const response = await page.request.get(shot.src);
    expect(response.ok(), shot.src).toBe(true);
    const bytes = await response.body();
    // PNG IHDR: width and height at bytes 16–23.
    expect(`${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`).toBe(shot.sizes);
  }
  expect(data.screenshots).toHaveLength(2);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});
