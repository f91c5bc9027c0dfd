import type { Locator, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { signUp, submitJobForm, waitForController } from "../helpers";
import { shot } from "./shots";

/** The cards a list shows, and how many of them are marked pinned («Закреплено»). */
async function promotedAmong(cards: Locator): Promise<number> {
  await expect(cards.first()).toBeVisible();
  return cards.filter({ has: cards.page().locator(".chip--pinned", { hasText: "Закреплено" }) }).count();
}

const latest = (page: Page) => page.getByRole("region", { name: "Свежие объявления" }).getByRole("article");

test("an ad posted a minute ago is on page 1 of its listing and of the home page, for someone else", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  // A second person has been here before: the worker, the kept answers and the persisted cache all hold
  // the listing and the home page as they were.
  const other = await browser.newContext({ locale: "ru-RU" });
  const reader = waitingForApp(await other.newPage());
  await reader.goto("/");
  await waitForController(reader);
  await expect(latest(reader)).toHaveCount(20);
  // Fresh means fresh: the home page's 20 are the newest, none pinned (pinned ads hold places in their own lists).
  expect(await promotedAmong(latest(reader))).toBe(0);
  await shot(reader, testInfo, "home-fresh");
  // A section's list: the newest, with at most 3 marked places for pinned ads, the first of them on top.
  await reader.goto("/job");
  await expect(reader.getByRole("article").first().locator(".chip--pinned")).toBeVisible();
  expect(await promotedAmong(reader.getByRole("article"))).toBeLessThanOrEqual(3);

  // The author posts a job ad through the real form, signed in by a code.
  await signUp(page, request, "Тарас Бойко");
  const title = `Повар на кухню ресторана ${String(Date.now()).slice(-6)}`;
  await submitJobForm(page, title, "Тарас");
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
  const posted = Date.now();

  // The reader opens the section again: the new ad is on its first page, near the top.
  await reader.goto("/job");
  const cards = reader.getByRole("article");
  await expect(cards.filter({ hasText: title })).toBeVisible();
  const titles = await cards.getByRole("heading").allTextContents();
  expect(titles.slice(0, 20).findIndex((text) => text.includes(title))).toBeLessThanOrEqual(1);
  expect(await promotedAmong(cards.filter({ visible: true }))).toBeLessThanOrEqual(3);
  await shot(reader, testInfo, "listing-with-the-new-ad");

  // And on the home page's «Свежие объявления».
  await reader.goto("/");
  await expect(latest(reader).filter({ hasText: title })).toBeVisible();
  expect(await promotedAmong(latest(reader))).toBe(0);
  expect(Date.now() - posted).toBeLessThan(60_000);
  await other.close();
});

test("an English browser's first visit to / is answered in English by the server, before any HTML", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en" } });
  const page = waitingForApp(await context.newPage());
  const response = await page.goto("/");
  // The chain: a 302 from / with no page, then /en drawn in English.
  const first = response?.request().redirectedFrom();
  expect(first?.url()).toMatch(/\/$/);
  const redirect = await first?.response();
  expect(redirect?.status()).toBe(302);
  expect(redirect?.headers()["content-type"] ?? "").not.toContain("text/html");
  expect(new URL(response?.url() ?? "").pathname).toBe("/en");
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<html lang="en"');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/en"/);
  // After the app took the page over: still English, still its own canonical link.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[A-Za-z]/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe("/en");
  await context.close();
});

test("with the worker, a repeat visit arrives drawn; offline, an unvisited page shows the offline page fast", async ({
  page,
  context,
}) => {
  await page.goto("/cdl");
  await waitForController(page);
  await expect(page.getByRole("article").first()).toBeVisible();
  // The worker answers the repeat visit with the server's drawn page: header and ads in one paint, no blank
  // frame between them while the scripts and the data come.
  const again = await page.goto("/job");
  expect(again?.fromServiceWorker()).toBe(true);
  const html = (await again?.text()) ?? "";
  expect(html).toContain('<div id="root" data-ssr>');
  expect(html).toMatch(/<article class="post-card"/);

  await context.setOffline(true);
  const started = Date.now();
  await page.goto("/workers", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Нет подключения к интернету" })).toBeVisible({
    timeout: 1500,
  });
  expect(Date.now() - started).toBeLessThan(1500);
  await context.setOffline(false);
});
