import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** `SHELL_SHOTS=1` keeps what the visitor sees at each step in .tmp/shots/shell (never committed) to be looked at. */
async function snap(page: Page, name: string): Promise<void> {
  if (!process.env.SHELL_SHOTS) return;
  const size = page.viewportSize();
  const device = size && size.width > 640 ? "desktop" : "phone";
  await page.screenshot({ path: path.join(".tmp", "shots", "shell", `${name}-${device}.png`), animations: "disabled" });
}

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Главное меню" });
const header = (page: Page) => page.locator("header.site-header");

/** Where an element is in the document (not the viewport): what must not move when the header folds. */
const documentTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
};

test("on a phone a listing opens on its ads; the header folds; filters give chips; the tab bar leads", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/cdl");
  const cards = page.getByRole("article");
  await expect(cards.nth(2)).toBeVisible();
  await snap(page, "listing-top");

  // Three whole ads between the header and the tab bar, on the first screen.
  const headerBottom = (await box(header(page))).y + (await box(header(page))).height;
  const barTop = (await box(tabBar(page))).y;
  for (const index of [0, 1, 2]) {
    const card = await box(cards.nth(index));
    expect(card.y, `ad ${String(index + 1)}`).toBeGreaterThanOrEqual(headerBottom);
    expect(card.y + card.height, `ad ${String(index + 1)}`).toBeLessThanOrEqual(barTop);
  }

  // Scrolled, the header is one bar of at most 64 px, and nothing under it moved when it folded.
  const before = await documentTop(cards.first());
  await page.mouse.wheel(0, 400);
  await expect(page.locator("html")).toHaveAttribute("data-scrolled", "true");
  await expect.poll(async () => (await box(header(page))).height).toBeLessThanOrEqual(64);
  expect(await documentTop(cards.first())).toBe(before);
  await snap(page, "header-scrolled");
  await page.mouse.wheel(0, -2000);
  await expect(page.locator("html")).not.toHaveAttribute("data-scrolled", "true");

  // The filters open in a sheet: a dialog that Escape closes, focus back on its button.
  const open = page.getByRole("button", { name: /^Фильтры/ });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Фильтры" });
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // A filter picked in the sheet shows as a chip above the ads; the chip removes it.
  await open.click();
  await sheet.getByLabel("Маршрут").selectOption("otr");
  await snap(page, "filter-sheet");
  await sheet.getByRole("button", { name: "Найти" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/cdl\?route_type=otr$/);
  const chip = page.getByRole("button", { name: "Убрать фильтр Маршрут: OTR (дальние рейсы)" });
  await expect(chip).toBeVisible();
  await expect(open).toHaveAccessibleName("Фильтры: выбрано 1");
  await snap(page, "listing-filtered");
  await chip.click();
  await expect(page).toHaveURL(/\/cdl$/);
  await expect(chip).toHaveCount(0);
  await expect(open).toHaveAccessibleName("Фильтры");

  // The tab bar: home, the search field, the forms.
  await tabBar(page).getByRole("link", { name: "Главная" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(tabBar(page).getByRole("link", { name: "Главная" })).toHaveAttribute("aria-current", "page");
  await snap(page, "home-tab-bar");
  await tabBar(page).getByRole("button", { name: "Поиск" }).click();
  const search = header(page).getByRole("combobox", { name: "Поиск по всем объявлениям" });
  await expect(search).toBeFocused();
  await page.keyboard.type("водитель");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?q=/);
  await expect(cards.first()).toContainText(/водител/i);
  await tabBar(page).getByText("Разместить", { exact: true }).click();
  await tabBar(page).getByRole("link", { name: "Разместить вакансию", exact: true }).click();
  await expect(page).toHaveURL(/\/form\/job$/);
  await expect(page.getByRole("heading", { level: 1, name: "Разместить вакансию" })).toBeVisible();
  // The form's own button at its end is never under the bar: the bar is not on forms.
  await expect(tabBar(page)).toHaveCount(0);
});

test("a signed-in author sees on the Messages tab how many messages wait for them", async ({
  page,
  request,
  browser,
}) => {
  // Two people sign up and write: twice a simple page's time.
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postJobAdAs(page, `Сварщик на верфь ${String(Date.now()).slice(-6)}`, author.national);
  await page.goto("/");
  const messages = tabBar(page).getByRole("link", { name: /^Сообщения/ });
  await expect(messages).toHaveAccessibleName("Сообщения");

  const visitorContext = await browser.newContext({ locale: "ru-RU", viewport: PHONE, isMobile: true });
  const visitor = waitingForApp(await visitorContext.newPage());
  await signUp(visitor, visitorContext.request, "Ирина Лысенко");
  await visitor.goto(`/job/post/${ad.slug}`);
  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Сообщение").fill("Здравствуйте! Вакансия открыта?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await starter.getByRole("link", { name: "Открыть переписку" }).click();
  await visitor.getByLabel("Сообщение").fill("Могу выйти с понедельника.");
  await visitor.getByRole("button", { name: "Отправить" }).click();
  await expect(visitor.getByRole("region", { name: new RegExp(ad.title) })).toContainText("Могу выйти с понедельника.");
  await visitorContext.close();

  // The author's next page counts both; reading the conversation clears the count.
  await page.goto("/job");
  await expect(messages).toHaveAccessibleName("Сообщения, непрочитанных: 2");
  await expect(messages.locator(".tab-bar__badge")).toHaveText("2");
  await snap(page, "tab-bar-unread");
  await messages.click();
  await expect(page).toHaveURL(/\/profile\/chat/);
  await expect(messages).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: /Ирина Лысенко/ }).click();
  await expect(
    page.getByRole("region", { name: new RegExp(ad.title) }).getByText("Могу выйти с понедельника."),
  ).toBeVisible();
  await expect(messages).toHaveAccessibleName("Сообщения");
  await expect(messages.locator(".tab-bar__badge")).toHaveCount(0);
});

test("on a desktop the listing's and the ad's sidebars stay in view, 100 px from the top and 102 px scrolled", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // An ad with a long description: its page is long enough for the contacts to have to stay in view.
  const author = await signUp(page, request, "Богдан Коваль");
  const paragraph = "Полный день, оплата каждую пятницу, опыт от года, трак Volvo 2022 года, dispatch 24/7. ";
  const ad = await postJobAdAs(page, `Водитель погрузчика ${String(Date.now()).slice(-6)}`, author.national, {
    description: paragraph.repeat(40),
  });
  await page.setViewportSize(DESKTOP);
  await page.goto("/cdl");
  const side = page.locator(".listing__side");
  await expect(side.getByLabel("Маршрут")).toBeVisible();
  await expect(tabBar(page)).toBeHidden();
  await snap(page, "listing-top");
  await page.mouse.wheel(0, 1500);
  await expect(page.locator("html")).toHaveAttribute("data-scrolled", "true");
  await expect.poll(async () => (await box(side)).y).toBe(102);
  await expect.poll(async () => (await box(header(page))).height).toBeLessThanOrEqual(64);
  await expect(side.getByLabel("Маршрут")).toBeInViewport();
  await snap(page, "listing-scrolled");

  // The sidebar's filters apply as the sheet's do: a chip above the ads.
  await side.getByLabel("Маршрут").selectOption("otr");
  await side.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/cdl\?route_type=otr$/);
  await expect(page.getByRole("button", { name: /^Убрать фильтр Маршрут/ })).toBeVisible();

  await page.goto(`/job/post/${ad.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: "Контакты" })).toBeVisible();
  await snap(page, "post-top");
  await page.mouse.wheel(0, 800);
  const contacts = page.locator(".post-page__side");
  await expect.poll(async () => (await box(contacts)).y).toBe(102);
  await expect(page.getByRole("button", { name: "Показать телефон" })).toBeInViewport();
  await snap(page, "post-scrolled");
});

test("the installed app has a back button: back through its history, else up to the section", async ({ page }) => {
  // Chromium cannot emulate display-mode: the page is told it runs installed, as the installed app would be.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = original(query);
      if (!query.includes("display-mode: standalone")) return result;
      return Object.defineProperty(result, "matches", { value: true });
    };
  });
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const back = header(page).getByRole("button", { name: "Назад" });
  // The home page opened first has nowhere to go back to.
  await expect(tabBar(page)).toBeVisible();
  await expect(back).toHaveCount(0);
  await snap(page, "standalone-home");

  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await snap(page, "standalone-post");
  await back.click();
  await expect(page).toHaveURL(/:\d+\/$/);

  // An ad opened from a link (no history in the app): back leads up to its section.
  await page.goto("/cdl");
  const href = (await page.getByRole("article").first().getByRole("link").first().getAttribute("href")) ?? "";
  await page.goto(href);
  await back.click();
  await expect(page).toHaveURL(/\/cdl$/);

  // Wide as a tablet, the installed app keeps its tab bar.
  await page.setViewportSize(DESKTOP);
  await expect(tabBar(page)).toBeVisible();
});

test("screens of the shell, signed in and not, at both sizes (only with SHELL_SHOTS=1)", async ({ page, request }) => {
  test.skip(!process.env.SHELL_SHOTS, "pictures for people to look at");
  test.setTimeout(120_000);
  const screens = async (who: string) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto("/");
      await snap(page, `${who}-home`);
      await page.mouse.wheel(0, 600);
      await expect(page.locator("html")).toHaveAttribute("data-scrolled", "true");
      await snap(page, `${who}-home-scrolled`);
      await page.goto("/job");
      await snap(page, `${who}-listing`);
      await page.getByRole("article").first().getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 2, name: "Контакты" })).toBeVisible();
      await snap(page, `${who}-post`);
    }
  };
  await screens("visitor");
  await page.setViewportSize(PHONE);
  await signUp(page, request, "Богдан Коваль");
  await screens("user");
});
