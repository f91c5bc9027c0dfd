import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { waitForController } from "../helpers";
import { shot } from "./shots";

const searchField = (page: Page) => page.getByRole("searchbox", { name: "Поиск по вопросам" });
const questions = (page: Page) => page.locator("details.faq__item");
const question = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });

test("a phone visitor searches the FAQ for «код», opens a question, follows its link, reads /faq offline", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: "hasSeenAppPopup", value: "true", url: "http://127.0.0.1" }]);

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Частые вопросы" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("25 вопросов");
  // Groups of questions, each question closed until asked for.
  for (const group of ["Объявления", "Вход и аккаунт", "Оплата и продвижение", "Безопасность", "Приложение"])
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  await expect(page.getByText("Введите номер телефона — мы пришлём SMS")).toBeHidden();
  await shot(page, testInfo, "faq");

  // «код» keeps only the questions about codes, whatever their case; the rest are gone.
  await searchField(page).fill("КОД");
  await expect(page.getByRole("status")).toHaveText(/^Найдено \d+ вопрос/);
  const found = Number((await page.getByRole("status").textContent())?.match(/\d+/)?.[0]);
  expect(found).toBeGreaterThan(2);
  expect(found).toBeLessThan(25);
  await expect(questions(page)).toHaveCount(found);
  await expect(question(page, "Код из SMS не пришёл. Что делать?")).toBeVisible();
  await expect(question(page, "Сколько фотографий можно добавить?")).toBeHidden();
  for (const each of await questions(page).all()) expect((await each.textContent())?.toLowerCase()).toContain("код");
  // «ё» and «е» are one letter to the search, as people type them.
  await searchField(page).fill("пришлем");
  await expect(question(page, "Как войти на сайт?")).toBeVisible();
  await searchField(page).fill("щщщ");
  await expect(page.getByText("По запросу «щщщ» ничего не нашлось. Попробуйте другое слово.")).toBeVisible();
  await page.getByRole("button", { name: "Показать все вопросы" }).click();
  await expect(page.getByRole("status")).toHaveText("25 вопросов");
  await searchField(page).fill("код");
  await shot(page, testInfo, "search");

  // The question opens by keyboard like a button, and its answer leads on to the e-mail sign-in.
  const summary = page.locator("summary", { has: question(page, "Код из SMS не пришёл. Что делать?") });
  await summary.focus();
  await page.keyboard.press("Enter");
  const answer = page.getByText("новый код можно запросить через 60 секунд");
  await expect(answer).toBeVisible();
  await shot(page, testInfo, "answer");
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ") ?? ""}`)).toEqual([]);
  await page.getByRole("link", { name: "по почте" }).click();
  await expect(page).toHaveURL(/\/auth\/email-login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вход по почте" })).toBeVisible();

  // Seen once with the app's worker in charge, /faq opens without a network.
  await page.goto("/faq");
  await waitForController(page);
  await page.reload();
  await expect(question(page, "Как установить приложение на iPhone или Android?")).toBeVisible();
  await context.setOffline(true);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Частые вопросы" })).toBeVisible();
  await expect(question(page, "Как установить приложение на iPhone или Android?")).toBeVisible();
  await searchField(page).fill("интернет");
  await expect(question(page, "Работает ли приложение без интернета?")).toBeVisible();
  await context.setOffline(false);
});

test("/about shows the site's figures counted in the database, in the reader's language", async ({
  page,
}, testInfo) => {
  await page.goto("/en/about");
  const figures = page.getByRole("region", { name: "Obyava today" });
  await expect(figures).toBeVisible();
  const ads = figures.getByText(/^[\d,]+ ads?$/);
  await expect(ads).toBeVisible();
  expect(Number((await ads.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
  await expect(figures.getByText(/^\d+ US cit(y|ies)$/)).toBeVisible();
  await expect(figures.getByText("4 languages")).toBeVisible();
  await shot(page, testInfo, "about");
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test("the document's title stays the page's title once the app has taken the page over", async ({ page }) => {
  await page.goto("/en/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await expect(page).toHaveTitle("Frequently asked questions | Obyava");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^How to post an ad/);
  await expect(page.getByRole("status")).toHaveText("25 questions");
});
