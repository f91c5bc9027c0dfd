import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp, submitJobForm } from "../helpers";
import { shot } from "./shots";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date as «Мои объявления» writes it in Russian («12 дек.»). */
const shortDate = (at: number) => new Intl.DateTimeFormat("ru", { day: "numeric", month: "short" }).format(at);

test("an author sees an ad's end, renews it in one click, marks another filled; a visitor no longer finds it", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const author = await signUp(page, request, "Олена Ткач");
  const stamp = String(Date.now()).slice(-6);
  const kept = await postJobAdAs(page, `Няня для двоих детей в Бруклине ${stamp}`, author.national);
  const filled = await postJobAdAs(page, `Повар на гриль в кафе на Брайтоне ${stamp}`, author.national);
  const posted = Date.now();

  // A second person finds the job among the newest.
  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(`/job?q=${encodeURIComponent(filled.title)}`);
  await expect(visitor.getByRole("link", { name: filled.title })).toBeVisible();

  // «Мои объявления» says until when each ad is live: a job lasts 30 days.
  await page.goto("/profile/listing");
  const row = page.getByRole("article", { name: kept.title });
  await expect(row.getByText(`Активно до ${shortDate(posted + 30 * DAY_MS)}`)).toBeVisible();
  await shot(page, testInfo, "my-ads-with-ends");

  // One click renews it: 30 days more from its end, said at once and kept after a reload.
  await row.getByRole("button", { name: "Продлить" }).click();
  const renewedTo = shortDate(posted + 60 * DAY_MS);
  await expect(row.getByRole("status")).toHaveText(`Продлено до ${renewedTo}`);
  await expect(row.getByText(`Активно до ${renewedTo}`)).toBeVisible();
  await shot(page, testInfo, "renewed");
  const { violations } = await new AxeBuilder({ page }).include(".page-section").analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("article", { name: kept.title }).getByText(`Активно до ${renewedTo}`)).toBeVisible();

  // A job is «Закрыто» rather than sold: it leaves the current ads for the archive.
  const filledRow = page.getByRole("article", { name: filled.title });
  await filledRow.getByRole("button", { name: "Закрыто" }).click();
  await expect(page.getByRole("article", { name: filled.title })).toHaveCount(0);
  await expect(page.getByRole("article", { name: kept.title })).toBeVisible();
  await page.getByRole("link", { name: "Архив" }).click();
  await expect(page).toHaveURL(/\/profile\/listing\?view=archive$/);
  await expect(page.getByRole("link", { name: "Архив" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Текущие" })).not.toHaveAttribute("aria-current");
  const archived = page.getByRole("article", { name: filled.title });
  await expect(archived.getByText("Закрыто", { exact: true })).toBeVisible();
  await expect(archived.getByText("Объявление в архиве: вы отметили его проданным или закрытым.")).toBeVisible();
  await expect(archived.getByRole("button", { name: "Продлить" })).toBeVisible();
  await expect(page.getByRole("article", { name: kept.title })).toHaveCount(0);
  await shot(page, testInfo, "archive");

  // The second person no longer finds it in the job listing, nor by its link.
  await visitor.goto(`/job?q=${encodeURIComponent(filled.title.toLowerCase())}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: filled.title })).toHaveCount(0);
  await visitor.goto(`/job/post/${filled.slug}`);
  await expect(visitor.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();
  await other.close();
});

test("past the section's free ads of the month, the form says the ad waits for payment and links to paying", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const author = await signUp(page, request, "Марек Новак");
  const stamp = String(Date.now()).slice(-6);
  for (let n = 1; n <= 5; n++)
    await postJobAdAs(page, `Грузчик на склад, смена ${String(n)} ${stamp}`, author.national);

  // The sixth job ad of the month goes through the real form.
  const title = `Повар на кухню ресторана ${stamp}`;
  await submitJobForm(page, title, "Марек");
  await expect(page.getByRole("heading", { name: "Объявление сохранено и ждёт оплаты" })).toBeVisible();
  const pay = page.getByRole("link", { name: "Оплатить публикацию" });
  await expect(pay).toHaveAttribute("href", /\/single-promotion\?post_id=\d+&product=publish$/);
  await shot(page, testInfo, "outcome-awaiting-payment");

  // In English, «Мои объявления» shows it waiting, with the same way to pay.
  await page.goto("/en/profile/listing");
  const row = page.getByRole("article", { name: title });
  await expect(row.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "Pay for publication" })).toHaveAttribute(
    "href",
    /\/en\/single-promotion\?post_id=\d+&product=publish$/,
  );
  await expect(row.getByRole("button", { name: "Renew" })).toHaveCount(0);
  const live = page.getByRole("article", { name: `Грузчик на склад, смена 1 ${stamp}` });
  await expect(live.getByText(/^Live until [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await shot(page, testInfo, "my-ads-in-english");
});
