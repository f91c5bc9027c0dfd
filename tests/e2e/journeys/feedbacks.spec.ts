import AxeBuilder from "@axe-core/playwright";
import { devices, type Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { signInAsDemoModerator, signUp } from "../helpers";
import { shot } from "./shots";

/** What axe finds wrong in the reviews' part of the page (labels, contrast, roles). */
async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(".feedbacks").analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test("a user's review appears for everyone after the moderator approves it", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const stamp = String(Date.now()).slice(-6);
  const words = `Сдала квартиру в Квинсе за неделю, арендаторы нашлись через раздел жилья. ${stamp}`;

  // A, on a phone, signs up and writes a review with four stars.
  await signUp(page, request, "Марина Гончар");
  await page.goto("/feedbacks");
  await expect(page.getByRole("heading", { level: 1, name: "Отзывы" })).toBeVisible();
  await page.getByRole("radio", { name: "4 звезды" }).check();
  await page.getByLabel("Ваш отзыв").fill(words);
  await shot(page, testInfo, "author-writes");
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole("button", { name: "Отправить на модерацию" }).click();
  const own = page.getByRole("region", { name: /Ваш отзыв/ });
  await expect(own.getByText("На модерации")).toBeVisible();
  await expect(own.getByText(words)).toBeVisible();
  await expect(page.getByRole("button", { name: "Отправить на модерацию" })).toHaveCount(0);
  await shot(page, testInfo, "author-sees-pending");
  expect(await axeProblems(page)).toEqual([]);

  // B, a visitor at a desktop, does not see it yet, and is asked to sign in to write one.
  const other = await browser.newContext({
    ...devices["Desktop Chrome"],
    locale: "ru-RU",
    viewport: { width: 1366, height: 900 },
  });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto("/feedbacks");
  await expect(visitor.getByText("Войдите, чтобы оставить отзыв")).toBeVisible();
  await expect(visitor.getByRole("list", { name: "Отзывы пользователей" }).getByRole("listitem").first()).toBeVisible();
  await expect(visitor.getByText(words)).toHaveCount(0);

  // The demo moderator, on a phone of their own, signs in with the code like anyone and approves it on the page.
  const desk = await browser.newContext({ ...devices["Pixel 7"], locale: "ru-RU" });
  const moderator = waitingForApp(await desk.newPage());
  await signInAsDemoModerator(moderator, desk.request);
  await moderator.goto("/feedbacks");
  const queue = moderator.getByRole("region", { name: /Ждут модерации/ });
  const waiting = queue.getByRole("listitem").filter({ hasText: words });
  await expect(waiting.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
  await shot(moderator, testInfo, "moderator-queue");
  expect(await axeProblems(moderator)).toEqual([]);
  await waiting.getByRole("button", { name: /Опубликовать/ }).click();
  await expect(waiting).toHaveCount(0);
  await expect(
    moderator.getByRole("list", { name: "Отзывы пользователей" }).getByRole("listitem").first(),
  ).toContainText(words);
  await desk.close();

  // B reloads: the review is first, with its name and four stars.
  await visitor.reload();
  const first = visitor.getByRole("list", { name: "Отзывы пользователей" }).getByRole("listitem").first();
  await expect(first).toContainText(words);
  await expect(first).toContainText("Марина Гончар");
  await expect(first.getByRole("img", { name: "Оценка 4 из 5" })).toBeVisible();
  await shot(visitor, testInfo, "visitor-sees-it");
  expect(await axeProblems(visitor)).toEqual([]);

  // A sees it published.
  await page.reload();
  await expect(page.getByRole("region", { name: /Ваш отзыв/ }).getByText("Опубликован")).toBeVisible();
  await expect(page.getByRole("list", { name: "Отзывы пользователей" })).toContainText(words);
  await other.close();
});
