import { expect, test, waitingForApp } from "./fixtures";
import { postJobAdAs, signUp } from "./helpers";

// The author types in New York, a visitor reads in Tokyo: an event in Chicago is at Chicago's time for both.
test.use({ timezoneId: "America/New_York" });

test("an event is typed and shown at its venue's time, its zone named, wherever author and visitor are", async ({
  page,
  request,
  browser,
}) => {
  await signUp(page, request, "Оксана Мельник");
  const title = `Вечер украинской песни в Чикаго ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/afisha");
  await page.getByLabel("Заголовок").fill(title);
  await page
    .getByLabel("Описание")
    .fill("Новогодний концерт хора и оркестра народных инструментов, после концерта угощение для всех гостей.");
  await page.getByRole("checkbox", { name: "Концерты" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Начало").fill("2030-12-31T19:00");
  await page.getByLabel("Место").fill("Украинский культурный центр");
  await page.getByLabel("Билет, $").fill("25");
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
  const href = (await page.getByRole("link", { name: "Открыть объявление" }).getAttribute("href")) ?? "";

  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("31 декабря в 19:00 (CST)")).toBeVisible();

  const other = await browser.newContext({ locale: "ru-RU", timezoneId: "Asia/Tokyo" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(href);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("31 декабря в 19:00 (CST)")).toBeVisible();
  await expect(visitor.locator(".post-page__price")).toHaveText("25 $");
  await other.close();
});

test("a job card reads its pay in the page's language: Ukrainian on /ua/", async ({ page, request }) => {
  const phone = await signUp(page, request, "Тарас Бойко");
  const ad = await postJobAdAs(page, `Кухар у ресторан на Девон ${String(Date.now()).slice(-6)}`, phone.national, {
    fields: { salary_from: 2150, salary_period: "month" },
  });
  const cardOf = (title: string) => page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });

  await page.goto("/ua/job");
  await expect(cardOf(ad.title)).toContainText("2 150 $ на місяць");
  await page.goto("/en/job");
  await expect(cardOf(ad.title)).toContainText("$2,150/mo");
  await page.goto("/job");
  await expect(cardOf(ad.title)).toContainText("2 150 $ в месяц");
});
