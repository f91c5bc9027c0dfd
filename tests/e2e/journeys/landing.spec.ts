import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { shot } from "./shots";

const PHONE = { width: 390, height: 844 };

/** The landing and its documents line pass the accessibility checker (labels, contrast, roles). */
async function expectAccessible(page: Page): Promise<void> {
  const found = await new AxeBuilder({ page }).include(".bare-layout").analyze();
  expect(found.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a visitor from an ad opens /ny on a phone, sees New York's ads and their counts, and goes to post one", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The app's install invitation may come after 20 s; the visitor puts it off, as people do.
  const popup = page.getByRole("dialog");
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole("button", { name: /Не сейчас|Not now/ }).click();
  });
  await page.setViewportSize(PHONE);
  await page.goto("/ny");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Объявления в Нью-Йорке");
  // No site header or footer: the landing's own line of documents instead.
  await expect(page.getByRole("navigation", { name: "Разделы" })).toHaveCount(0);
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Документы" }).getByRole("link", { name: "Условия использования" }),
  ).toBeVisible();
  const total = page.locator(".landing__count");
  await expect(total).toHaveText(/^\d+ активн/);
  // Each section of the city: its count, then its freshest ads, all of them in New York.
  const sections = page.locator(".landing__section");
  expect(await sections.count()).toBeGreaterThan(1);
  let counted = 0;
  for (const section of await sections.all()) {
    const count = Number(await section.locator("h2 .landing__badge").textContent());
    expect(count).toBeGreaterThan(0);
    counted += count;
    const places = await section.locator(".post-card__place").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toBe("Нью-Йорк");
  }
  expect(Number((await total.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(counted);
  await expectAccessible(page);
  await shot(page, testInfo, "city-landing");

  // «Разместить объявление» opens the forms; the visitor picks a job ad.
  await page.evaluate(() => window.scrollTo(0, 0));
  const forms = page.locator(".landing__calls summary", { hasText: "Разместить объявление" });
  const jobForm = page.getByRole("link", { name: "Разместить вакансию", exact: true });
  // The app's invitation may come in between (after 20 s on a slow machine): putting it off closes the menu, which
  // the visitor opens again.
  await expect(async () => {
    if (!(await jobForm.isVisible())) await forms.click();
    await jobForm.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/form\/job$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/en/telegram-cdl offers the CDL channel and shows CDL jobs only", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto("/en/telegram-cdl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CDL jobs on Telegram");
  const channel = page.getByRole("link", { name: "Open the CDL channel in Telegram" });
  await expect(channel).toHaveAttribute("href", /^https:\/\/t\.me\//);
  await expect(channel).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("heading", { level: 2, name: "Fresh CDL jobs" })).toBeVisible();
  const hrefs = await page
    .locator(".post-card__link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en\/(?:[a-z-]+\/)?cdl\/post\//);
  await expectAccessible(page);
  await shot(page, testInfo, "promo-landing");
  await page.goto("/mobile-app");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Приложение Obyava");
  await expect(page.getByRole("link", { name: "Как установить на iPhone и Android" })).toBeVisible();
  await shot(page, testInfo, "app-landing");
});
