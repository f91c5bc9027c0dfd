import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { closingTheAppOffer } from "./helpers";

/**
 * A new deployment under an open page, for real: the server's dist gets a new build manifest and a
 * changed service worker (what `npm run build` produces on the next deployment), so the browser
 * installs a new worker beside the running one. The files are put back after each test.
 */
const dist = path.resolve("dist");
const files = ["build.json", "custom-sw.js"].map((name) => path.join(dist, name));
let saved: Array<{ file: string; text: string }> = [];

function deployNewBuild() {
  const id = `e2e-next-${Date.now().toString(36)}`;
  saved = files.map((file) => ({ file, text: fs.readFileSync(file, "utf8") }));
  fs.writeFileSync(path.join(dist, "build.json"), JSON.stringify({ id }));
  fs.appendFileSync(path.join(dist, "custom-sw.js"), `\n// deployment ${id}\n`);
}

test.afterEach(() => {
  for (const { file, text } of saved) fs.writeFileSync(file, text);
  saved = [];
});

async function waitForController(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const notice = (page: Page) => page.getByRole("status").filter({ hasText: "Доступна новая версия" });
/** Whether the page is still the one marked (a reload clears it); null while a reload is under way. */
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker === "still here").catch(() => null);
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

test("a new build is announced on the next navigation and loaded on the one after", async ({ page }) => {
  await page.goto("/");
  await waitForController(page);
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = "still here";
  });
  expect(await hasWaitingWorker(page)).toBe(false);

  deployNewBuild();
  // A navigation inside the app asks the server for its build.
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  expect(await hasWaitingWorker(page)).toBe(true);
  expect(await marked(page)).toBe(true);

  // No form holds input: the next navigation moves to the new build by itself. (Chrome may keep
  // the old worker a moment longer; the page then reloads once more when the swap is done.)
  await page.goBack();
  await expect.poll(() => marked(page), { timeout: 20_000 }).toBe(false);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect.poll(() => hasWaitingWorker(page).catch(() => null), { timeout: 20_000 }).toBe(false);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test("a new build never reloads a form holding input; the visitor reloads when they choose", async ({ page }) => {
  // The app's install invitation may come after 20 s (on a slow machine, in the middle): the visitor puts it off.
  await closingTheAppOffer(page);
  await page.goto("/");
  await waitForController(page);
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByRole("link", { name: "Работа CDL" }).first().click();
  await expect(page).toHaveURL(/\/cdl/);
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: string }).e2eMarker = "still here";
  });

  // The sign-in popup stays open across navigations: a form the visitor has typed into.
  await page.getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход или регистрация" });
  const phone = dialog.getByRole("textbox").first();
  await phone.fill("2124650123");

  deployNewBuild();
  // The page became visible again: it asks for the server's build.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(notice(page)).toBeVisible({ timeout: 20_000 });
  expect(await hasWaitingWorker(page)).toBe(true);

  // A navigation with the form open: no reload, the input is still there.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/cdl/);
  await page.waitForTimeout(3000);
  expect(await marked(page)).toBe(true);
  await expect(phone).toHaveValue(/212.*465.*0123/);
  expect(await hasWaitingWorker(page)).toBe(true);

  // The visitor closes the form and chooses to update.
  await dialog.getByRole("button", { name: "Закрыть" }).click();
  await expect(dialog).toHaveCount(0);
  await notice(page).getByRole("button", { name: "Обновить" }).click();
  await expect.poll(() => marked(page), { timeout: 20_000 }).toBe(false);
  expect(await hasWaitingWorker(page)).toBe(false);
});
