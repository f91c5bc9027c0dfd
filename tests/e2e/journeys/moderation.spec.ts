import AxeBuilder from "@axe-core/playwright";
import { devices, type Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { closingTheAppOffer, freshPhone, lastCode, postJobAdAs, signInAsDemoModerator, signUp } from "../helpers";
import { shot } from "./shots";

/** What axe finds wrong in the console or a dialog over it (labels, contrast, roles). */
async function axeProblems(page: Page, part: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(part).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test("a reported ad is rejected by the moderator and its author reads why in English", async ({
  page,
  browser,
}, testInfo) => {
  // Three people, each signing in with a code: more than one ordinary step.
  test.setTimeout(180_000);
  const title = `Warehouse packer, weekly pay ${String(Date.now()).slice(-6)}`;

  // The author, on a phone, uses the site in English: the account keeps that language.
  const author = freshPhone();
  // The app's download offer may come up during the journey, in the author's language: they close it.
  const offer = page.getByRole("dialog", { name: "The Obyava app" });
  await page.addLocatorHandler(offer, async () => {
    await offer.getByRole("button", { name: "Close" }).click();
  });
  await page.goto("/en/auth/login");
  await page.getByLabel("Phone number").fill(author.national);
  await page.getByRole("button", { name: "Get the code" }).click();
  await expect(page.getByLabel("Code from the SMS")).toBeFocused();
  await page.getByLabel("Code from the SMS").fill(await lastCode(page.context().request, author.e164));
  await expect(page).toHaveURL(/\/en\/profile\/finish-registration$/);
  await page.getByLabel("Name").fill("Bohdan Koval");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/listing$/);
  const ad = await postJobAdAs(page, title, author.national, {
    description: "Full day, paid every Friday. Send a 200 dollar deposit for the uniform to my card first.",
  });

  // Another user, at a desktop, reports it as a scam.
  const reporterContext = await browser.newContext({
    ...devices["Desktop Chrome"],
    locale: "ru-RU",
    viewport: { width: 1366, height: 900 },
  });
  const reporter = waitingForApp(await reporterContext.newPage());
  await closingTheAppOffer(reporter);
  await signUp(reporter, reporterContext.request, "Ирина Лысенко");
  await reporter.goto(`/job/post/${ad.slug}`);
  await reporter.getByRole("button", { name: "Пожаловаться на объявление" }).click();
  const report = reporter.getByRole("dialog", { name: "Пожаловаться на объявление" });
  await report.getByRole("radio", { name: "Мошенничество" }).check();
  await report.getByLabel(/Комментарий для модератора/).fill("Просят предоплату за форму на карту.");
  await report.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(report.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await reporterContext.close();

  // The demo moderator, on a phone of their own, signs in with a code like anyone and opens the console.
  const desk = await browser.newContext({ ...devices["Pixel 7"], locale: "ru-RU" });
  const moderator = waitingForApp(await desk.newPage());
  await closingTheAppOffer(moderator);
  await signInAsDemoModerator(moderator, desk.request);
  await moderator.goto("/admin");
  await expect(moderator.getByRole("heading", { level: 1, name: "Очередь проверки" })).toBeVisible();
  const sections = moderator.getByRole("navigation", { name: "Разделы консоли" });
  await expect(sections.getByRole("link", { name: /Очередь проверки/ })).toHaveAttribute("aria-current", "page");
  await moderator
    .getByRole("navigation", { name: "Причины проверки" })
    .getByRole("link", { name: /Жалобы/ })
    .click();
  await expect(moderator).toHaveURL(/\/admin\/queue\?reason=reported$/);
  const card = moderator.getByRole("listitem").filter({ has: moderator.getByRole("heading", { name: title }) });
  await expect(card.getByText("Мошенничество × 1")).toBeVisible();
  await expect(card.getByText("Просят предоплату за форму на карту.")).toBeVisible();
  await expect(card.getByRole("link", { name: "Bohdan Koval" })).toBeVisible();
  await shot(moderator, testInfo, "moderator-reported-tab");
  expect(await axeProblems(moderator, ".admin")).toEqual([]);

  // The ad as users see it, with why it is here and the decisions.
  await card.getByRole("link", { name: title }).click();
  await expect(moderator.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(moderator.getByText("Send a 200 dollar deposit")).toBeVisible();
  const decision = moderator.getByRole("complementary", { name: "Решение" });
  await expect(decision.getByText("Открытых жалоб: 1")).toBeVisible();
  await shot(moderator, testInfo, "moderator-opens-ad");
  expect(await axeProblems(moderator, ".admin")).toEqual([]);

  await decision.getByRole("button", { name: "Отклонить" }).click();
  const reject = moderator.getByRole("dialog", { name: "Отклонить объявление" });
  // Without a reason the dialog asks for one.
  await reject.getByRole("button", { name: "Отклонить" }).click();
  await expect(reject.getByRole("alert")).toHaveText("Выберите причину отказа.");
  await reject.getByRole("radio", { name: "Объявление похоже на мошенничество." }).check();
  await reject.getByLabel("Комментарий для автора").fill("Никаких предоплат за форму.");
  await shot(moderator, testInfo, "moderator-rejects");
  expect(await axeProblems(moderator, "dialog")).toEqual([]);
  await reject.getByRole("button", { name: "Отклонить" }).click();
  await expect(reject).toHaveCount(0);
  await expect(decision.getByRole("status")).toHaveText("Объявление отклонено, автор получит причину.");
  await expect(decision.getByRole("status")).toBeFocused();
  await expect(decision.getByText("Отклонено", { exact: true })).toBeVisible();
  await expect(decision.getByRole("button", { name: "Отклонить" })).toBeDisabled();
  await desk.close();

  // The author reads the state and the reason in «My ads», in English.
  await page.goto("/en/profile/listing");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row.getByText("Reason: The ad looks like a scam. Никаких предоплат за форму.")).toBeVisible();
  await shot(page, testInfo, "author-reads-reason");
});

test("a plain user is told the console is not theirs; a visitor is sent to sign in", async ({ page, request }) => {
  await signUp(page, request, "Марина Гончар");
  await page.goto("/admin/bans");
  await expect(page.getByRole("heading", { level: 1, name: "Нет доступа" })).toBeVisible();
  await expect(page.getByText("Этот раздел открыт только модераторам и администраторам сайта.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Разделы консоли" })).toHaveCount(0);
  await page.context().clearCookies();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\/login$/);
});
