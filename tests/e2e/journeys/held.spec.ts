import { expect, test, waitingForApp } from "../fixtures";
import { signUp } from "../helpers";
import { shot } from "./shots";

test("a job ad with a phone number in its text waits for a moderator: its author is told, nobody else sees it", async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signUp(page, request, "Олег Кравец");
  const title = `Повар в кафе на Девон ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/job");
  await page.getByLabel("Заголовок").fill(title);
  // A job keeps its contacts in the contact fields; a phone in the text is a rule the ad trips.
  await page.getByLabel("Описание").fill("Кафе ищет повара на горячий цех, смены по 12 часов. Звоните 312-465-2290.");
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Контактное лицо").fill("Олег");
  await page.getByRole("button", { name: "Опубликовать" }).click();

  const heading = page.getByRole("heading", { name: "Объявление на проверке" });
  const outcome = page.getByRole("status").filter({ has: heading });
  await expect(outcome).toBeVisible();
  // Why, in a person's words, and how long it usually takes.
  await expect(outcome).toContainText("В тексте есть телефон или почта");
  await expect(outcome).toContainText("обычно в течение часа днём");
  await shot(page, testInfo, "held-outcome");

  await outcome.getByRole("link", { name: "Мои объявления" }).click();
  const row = page.getByRole("article").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText("На проверке", { exact: true })).toBeVisible();
  await shot(page, testInfo, "held-in-my-ads");

  // Someone else looking through the section does not find it while it waits.
  const other = await browser.newContext({ locale: "ru-RU" });
  const reader = waitingForApp(await other.newPage());
  await reader.goto("/job");
  await expect(reader.getByRole("article").first()).toBeVisible();
  await expect(reader.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  await other.close();
});
