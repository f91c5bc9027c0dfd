import type { Page } from "@playwright/test";
import { appReady, expect, test } from "./fixtures";
import sharp from "sharp";
import { freshPhone, lastCode, postJobAdAs, signUp, waitForController } from "./helpers";

/** A real photo from a phone camera: big, to be shrunk in the browser before upload. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 40, g: 110, b: 190 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function fillJobAd(page: Page, title: string) {
  await page.getByLabel("Заголовок").fill(title);
  await page
    .getByLabel("Описание")
    .fill("Склад в Элк-Гроув, смены по 10 часов, оплата каждую неделю. Опыт не нужен, обучим на месте.");
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Зарплата от, $").fill("20");
  await page.getByLabel("Зарплата до, $").fill("26");
}

test("a user writes a job ad over a reload, adds a photo, publishes, edits and deactivates it", async ({
  page,
  request,
}) => {
  await signUp(page, request, "Ирина Коваль");
  const title = `Оператор погрузчика на склад ${String(Date.now()).slice(-6)}`;

  await page.goto("/form/job");
  await expect(page.getByRole("heading", { level: 1, name: "Разместить вакансию" })).toBeVisible();
  await page.getByLabel("Заголовок").fill(title);
  await page.getByLabel("Описание").fill("Склад, смены.");

  // A reload right away (or a killed tab) loses nothing: the draft is offered back.
  await page.reload();
  await page.getByRole("button", { name: "Продолжить черновик" }).click();
  await expect(page.getByLabel("Заголовок")).toHaveValue(title);
  await expect(page.getByLabel("Описание")).toHaveValue("Склад, смены.");

  // The form's rules, in Russian, before anything is sent.
  await page.getByLabel("Заголовок").fill("СРОЧНО НУЖЕН ВОДИТЕЛЬ");
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(
    page.getByText(
      "В заголовке нельзя использовать все заглавные буквы, номера телефонов, электронную почту и ссылки на веб-сайты",
    ),
  ).toBeVisible();
  await expect(page.getByText("Не менее 20 символов")).toBeVisible();

  await fillJobAd(page, title);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "sklad.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  await expect(page.locator(".photo-grid img")).toBeVisible();
  await expect(page.getByText("Обложка", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();

  // The ad is live with its photo, in its listing and in the user's ads.
  await page.getByRole("link", { name: "Открыть объявление" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const photo = page.locator(".gallery img");
  await expect(photo).toBeVisible();
  expect(Number(await photo.getAttribute("width"))).toBeLessThanOrEqual(1600);
  await page.goto(`/job?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto("/profile/listing");
  const row = page.locator(".my-post", { hasText: title });
  await expect(row.getByText("Активно", { exact: true })).toBeVisible();

  // Edit: the form opens with the ad as it is.
  await row.getByRole("link", { name: "Редактировать" }).click();
  await expect(page.getByLabel("Заголовок")).toHaveValue(title);
  const edited = `${title} (ночные смены)`;
  await page.getByLabel("Заголовок").fill(edited);
  await page.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect(page.getByRole("heading", { name: "Изменения сохранены" })).toBeVisible();

  await page.goto("/profile/listing");
  const editedRow = page.locator(".my-post", { hasText: edited });
  await editedRow.getByRole("button", { name: "Деактивировать" }).click();
  await expect(editedRow.getByText("Деактивировано", { exact: true })).toBeVisible();
  await page.goto(`/job?q=${encodeURIComponent(edited)}`);
  await expect(page.getByRole("link", { name: edited })).toHaveCount(0);
});

test("a visitor fills a form, signs in from it and publishes without retyping", async ({ page, request }) => {
  const title = `Грузчик на переезды ${String(Date.now()).slice(-6)}`;
  // Every page leads to the forms: the header on a wide screen, the tab bar's «Разместить» on a phone.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Главное меню" }).getByText("Разместить", { exact: true }).click();
  await page.getByRole("link", { name: "Разместить вакансию", exact: true }).click();
  await expect(page).toHaveURL(/\/form\/job$/);
  await fillJobAd(page, title);
  const phone = freshPhone();
  await page.getByRole("textbox", { name: "Телефон" }).fill(phone.national);
  await page.getByLabel("Контактное лицо").fill("Тарас");

  await page.getByRole("button", { name: "Войти сейчас" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Номер телефона").fill(phone.national);
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(request, phone.e164));
  await expect(dialog).toBeHidden();
  // A new account names itself first, then is back on the form.
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Тарас Мороз");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/form\/job$/);
  // The form goes on where it stopped: nothing to choose, nothing retyped.
  await expect(page.getByRole("region", { name: "Черновик" })).toHaveCount(0);

  // Signed in, on the same form, with everything typed still there.
  await expect(page.getByText("Вы не вошли.")).toHaveCount(0);
  await expect(page.getByLabel("Заголовок")).toHaveValue(title);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
  await page.goto("/profile/listing");
  await expect(page.locator(".my-post", { hasText: title })).toBeVisible();
});

test("a submit made offline is queued and sent once when the connection returns", async ({
  page,
  request,
  context,
}) => {
  await signUp(page, request, "Богдан Лис");
  const title = `Разнорабочий на стройку ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/job");
  await fillJobAd(page, title);

  // The app is installed (the service worker holds its code) before the connection goes.
  await waitForController(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление ждёт связи" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(`Объявление «${title}» отправлено.`)).toBeVisible({ timeout: 20_000 });
  await page.goto("/profile/listing");
  await expect(page.locator(".my-post", { hasText: title })).toHaveCount(1);
  await expect(page.getByText("Ожидают отправки")).toHaveCount(0);
});

test("a visitor writes to an author with the contact form and the author reads it in the ad's replies", async ({
  page,
  request,
  browser,
}) => {
  const author = await signUp(page, request, "Марта Гнатюк");
  const ad = await postJobAdAs(page, `Повар в кафе на Брайтоне ${String(Date.now()).slice(-6)}`, author.national, {
    description: "Русская кухня, смены по 8 часов, оплата каждую неделю.",
    contactPerson: "Марта",
  });

  const visitor = await browser.newPage();
  await appReady(visitor, await visitor.goto(`/job/post/${ad.slug}`));
  const form = visitor.locator("section", { hasText: "Написать автору" }).last();
  await form.getByLabel("Имя").fill("Ол");
  await form.getByRole("button", { name: "Отправить автору" }).click();
  await expect(form.getByText("Не менее 3 символов")).toBeVisible();
  await form.getByLabel("Имя").fill("Олег");
  await form.getByRole("textbox", { name: "Телефон" }).fill("3124650143");
  await form.getByLabel("Сообщение").fill("Вакансия ещё актуальна?");
  await form.getByRole("button", { name: "Отправить автору" }).click();
  await expect(visitor.getByRole("heading", { name: "Сообщение отправлено" })).toBeVisible();
  await visitor.close();

  await page.goto(`/requests?post_id=${String(ad.id)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Отклики на объявление" })).toBeVisible();
  await expect(page.getByText("Вакансия ещё актуальна?")).toBeVisible();
  await expect(page.getByText("Олег")).toBeVisible();
});
