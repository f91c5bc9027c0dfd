import { DEMO_BANNER_BUYER } from "../../../src/server/seed/banners-data";
import { expect, test, waitingForApp } from "../fixtures";
import { signInWithPhone } from "../helpers";
import { shot } from "./shots";

const { banner: bought, pastDays } = DEMO_BANNER_BUYER;
const pastClicks = pastDays.reduce((sum, [, clicks]) => sum + clicks, 0);
const pastImpressions = pastDays.reduce((sum, [impressions]) => sum + impressions, 0);

test("a visitor meets banners where they belong and follows one; its buyer sees the click in «Мои баннеры»", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The visitor reads on a desktop, where every placement of a listing and of an ad fits.
  const desk = await browser.newContext({ locale: "ru-RU", viewport: { width: 1366, height: 900 } });
  // The advertiser's site is outside this test: it answers from here.
  await desk.route("https://staffing.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Midwest Staffing</title><h1>Midwest Staffing</h1>" }),
  );
  const visitor = waitingForApp(await desk.newPage());

  // A job listing: the bought strip above the ads, one banner among them, the sidebar's beside them.
  await visitor.goto("/job");
  const top = visitor.locator(".listing__main > aside").filter({ has: visitor.getByText(bought.title) });
  await expect(top).toHaveAccessibleName("Реклама");
  await expect(top.getByText("Реклама", { exact: true })).toBeVisible();
  const inside = visitor.locator(".post-grid aside[aria-label='Реклама']");
  await expect(inside.getByRole("link")).toHaveCount(1);
  await expect(inside.getByRole("link")).toContainText("Английский для взрослых");
  const side = visitor.locator(".listing__side aside[aria-label='Реклама']");
  await expect(side.getByRole("link").first()).toContainText("Иммиграционный адвокат");
  await shot(visitor, testInfo, "listing-banners");

  // An ad's page: a banner below the ad and one in its sidebar (and at this width one on its left).
  await visitor.locator(".post-grid .post-card a").first().click();
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  const below = visitor.locator(".post-page__main aside[aria-label='Реклама']");
  await expect(below.getByRole("link")).toContainText("Денежные переводы");
  const adSide = visitor.locator(".post-page__side aside[aria-label='Реклама']");
  await expect(adSide.getByRole("link").first()).toBeVisible();
  await expect(visitor.locator(".post-page__body > aside[aria-label='Реклама']").getByRole("link")).toBeVisible();
  await shot(visitor, testInfo, "ad-page-banners");

  // Back on the listing the visitor follows the bought banner: its own site opens in a new tab.
  await visitor.goto("/job");
  const popup = visitor.waitForEvent("popup");
  await top.getByRole("link", { name: new RegExp(bought.title.slice(0, 20)) }).click();
  const site = await popup;
  await expect(site).toHaveURL(bought.link);
  await expect(site.getByRole("heading", { name: "Midwest Staffing" })).toBeVisible();

  // The business signs in on its phone and finds the click (and the visits' impressions) counted today.
  await page.goto("/auth/login");
  await signInWithPhone(page, request, DEMO_BANNER_BUYER.phone.slice(2), DEMO_BANNER_BUYER.phone);
  await expect(page).toHaveURL(/\/profile\//);
  await page.goto("/profile/banners");
  await expect(page.getByRole("heading", { level: 1, name: "Мои баннеры" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: bought.title }) });
  await expect(item.getByText("Показывается")).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(item.getByTestId("clicks")).toHaveText(String(pastClicks + 1), { timeout: 1000 });
    const impressions = Number(await item.getByTestId("impressions").textContent());
    expect(impressions).toBeGreaterThan(pastImpressions);
  }).toPass({ timeout: 15_000 });
  const today = item.getByRole("table").getByRole("row").nth(1);
  await expect(today.getByRole("cell").nth(1)).toHaveText("1");
  await shot(page, testInfo, "my-banners");

  // Their next banner is ordered on the same page: the price follows the placement and the days.
  const form = page.getByRole("form", { name: "Заказать баннер" });
  await form.getByLabel("Дней показа").fill("10");
  await expect(form.getByText("Итого")).toBeVisible();
  await expect(form.locator(".banner-order__total strong")).toHaveText(/\$\d/);
  await form.getByRole("button", { name: "Оплатить" }).click();
  await expect(form.getByText("Заголовок").locator("..").getByRole("alert")).toBeVisible();
  await shot(page, testInfo, "order-form");
  await desk.close();
});
