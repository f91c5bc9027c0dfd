import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitingForApp } from "../fixtures";
import { freshPhone, lastCode, postJobAdAs, signUp, waitForController } from "../helpers";
import { shot } from "./shots";

const DESCRIPTION = "Склад в Элк-Гроув, смены по 10 часов, оплата каждую неделю. Опыт не нужен, обучим на месте.";

/** A camera-sized photo, shrunk in the browser before it leaves. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 190, g: 90, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const uniqueTitle = (start: string) => `${start} ${String(Date.now()).slice(-6)}`;

/** The long job form filled in; the description's last words are typed key by key, as a person types them. */
async function typeJobAd(page: Page, title: string, lastWords: string) {
  await page.getByLabel("Заголовок").fill(title);
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Зарплата от, $").fill("20");
  await page.getByLabel("Зарплата до, $").fill("26");
  await page.getByLabel("Описание").fill(DESCRIPTION);
  await page.getByLabel("Описание").pressSequentially(lastWords);
}

/** Everything typed is on screen again, to the last character. */
async function expectJobAd(page: Page, title: string, lastWords: string) {
  await expect(page.getByLabel("Заголовок")).toHaveValue(title);
  await expect(page.getByLabel("Описание")).toHaveValue(DESCRIPTION + lastWords);
  await expect(page.getByRole("checkbox", { name: "Склад и логистика" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Выбранные города" }).getByText("Чикаго")).toBeVisible();
  await expect(page.getByLabel("Зарплата от, $")).toHaveValue("20");
  await expect(page.getByLabel("Зарплата до, $")).toHaveValue("26");
}

/** A link in the header takes the user away: the home page is on screen, the form gone. */
async function leaveForHome(page: Page) {
  await page.getByRole("link", { name: "Obyava — на главную" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
  await expect(page.getByLabel("Заголовок")).toHaveCount(0);
}

/** The draft is offered back on the reopened form, and taken. */
async function resumeDraft(page: Page) {
  const offer = page.getByRole("region", { name: "Черновик" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Продолжить черновик" }).click();
}

test("a reload right after the last keystroke loses nothing", async ({ page, request }, testInfo) => {
  await signUp(page, request, "Оксана Мельник");
  await page.goto("/form/job");
  const title = uniqueTitle("Кладовщик на ночные смены");
  await typeJobAd(page, title, " Звоните после шести.");
  await shot(page, testInfo, "typed");
  // No wait: the page goes away while the last key is still warm.
  await page.reload();
  await shot(page, testInfo, "draft-offered");
  await resumeDraft(page);
  await expectJobAd(page, title, " Звоните после шести.");
  await shot(page, testInfo, "draft-resumed");
});

test("a closed tab loses nothing: the form opened in a new tab has it all", async ({
  page,
  request,
  context,
}, testInfo) => {
  await signUp(page, request, "Олег Бондар");
  await page.goto("/form/job");
  const title = uniqueTitle("Упаковщик на склад");
  await typeJobAd(page, title, " Обед за счёт компании.");
  await page.close();

  const tab = waitingForApp(await context.newPage());
  await tab.goto("/form/job");
  await resumeDraft(tab);
  await expectJobAd(tab, title, " Обед за счёт компании.");
  await shot(tab, testInfo, "new-tab-resumed");
});

test("leaving the form by a link and coming back loses nothing", async ({ page, request }, testInfo) => {
  await signUp(page, request, "Марина Ткач");
  await page.goto("/form/job");
  const title = uniqueTitle("Сборщик заказов");
  await typeJobAd(page, title, " Есть парковка.");
  await leaveForHome(page);
  await shot(page, testInfo, "left-to-home");
  await page.goBack();
  await expect(page).toHaveURL(/\/form\/job$/);
  await resumeDraft(page);
  await expectJobAd(page, title, " Есть парковка.");
  await shot(page, testInfo, "back-and-resumed");
});

test("an ad posted offline with a photo is sent with it once online, and another person sees the photo", async ({
  page,
  request,
  context,
  browser,
}, testInfo) => {
  await signUp(page, request, "Виктор Шевчук");
  await page.goto("/form/job");
  const title = uniqueTitle("Грузчик на склад в Чикаго");
  await typeJobAd(page, title, " Звоните.");

  // The app is installed on this phone (the service worker holds its code) before the connection goes.
  await waitForController(page);
  await context.setOffline(true);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "sklad.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
  // The photo waits on this device, shown as it will be posted.
  const photos = page.getByRole("group", { name: "Фотографии" });
  await expect(photos.getByRole("img")).toHaveCount(1);
  await expect(photos.getByText("Обложка", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await shot(page, testInfo, "offline-photo-added");
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление ждёт связи" })).toBeVisible();
  await shot(page, testInfo, "queued-offline");

  await context.setOffline(false);
  await expect(page.getByText(`Объявление «${title}» отправлено.`)).toBeVisible({ timeout: 20_000 });
  // The page that said it waits now says it went.
  await expect(page.getByRole("heading", { level: 1, name: "Объявление отправлено" })).toBeVisible();
  await shot(page, testInfo, "sent-when-online");

  // Someone else finds it, with its photo.
  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(`/job?q=${encodeURIComponent(title)}`);
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const photo = visitor.getByRole("img", { name: "Фото 1 из 1" });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await shot(visitor, testInfo, "visitor-sees-photo");
  await other.close();
});

test("after an edit is saved, «Редактировать» opens the saved ad with no stale draft offered", async ({
  page,
  request,
}, testInfo) => {
  const author = await signUp(page, request, "Ганна Руденко");
  const title = uniqueTitle("Комплектовщик на склад");
  await postJobAdAs(page, title, author.national, { description: DESCRIPTION, contactPerson: "Ганна" });

  await page.goto("/profile/listing");
  await page.locator(".my-post", { hasText: title }).getByRole("link", { name: "Редактировать" }).click();
  await expect(page.getByLabel("Заголовок")).toHaveValue(title);
  // A first change, left unsaved: the draft keeps it.
  await page.getByLabel("Описание").pressSequentially(" Смены по выбору.");
  await leaveForHome(page);
  await page.goBack();
  await resumeDraft(page);
  const edited = `${title}, ночь`;
  await page.getByLabel("Заголовок").fill(edited);
  await page.getByLabel("Описание").pressSequentially(" Оплата наличными.");
  await page.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect(page.getByRole("heading", { name: "Изменения сохранены" })).toBeVisible();
  await shot(page, testInfo, "saved");

  await page.goto("/profile/listing");
  await page.locator(".my-post", { hasText: edited }).getByRole("link", { name: "Редактировать" }).click();
  await expect(page.getByLabel("Заголовок")).toHaveValue(edited);
  await expect(page.getByLabel("Описание")).toHaveValue(`${DESCRIPTION} Смены по выбору. Оплата наличными.`);
  await expect(page.getByRole("region", { name: "Черновик" })).toHaveCount(0);
  await shot(page, testInfo, "reopened-saved");
  // A reload of the saved form offers nothing either: nothing was typed since.
  await page.reload();
  await expect(page.getByLabel("Заголовок")).toHaveValue(edited);
  await expect(page.getByRole("region", { name: "Черновик" })).toHaveCount(0);
});

test("a visitor who signs in from a half-written form keeps every word, also after a reload", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/form/job");
  const title = uniqueTitle("Водитель погрузчика");
  await typeJobAd(page, title, " Ночные смены.");
  const phone = freshPhone();
  await page.getByRole("button", { name: "Войти сейчас" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Номер телефона").fill(phone.national);
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(request, phone.e164));
  // A new account is asked its name first, then the writing goes on where it stopped, not offered as a draft.
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Остап Вишня");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/form\/job$/);
  await expect(page.getByText("Вы не вошли.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Черновик" })).toHaveCount(0);
  await expectJobAd(page, title, " Ночные смены.");
  await shot(page, testInfo, "signed-in-form-kept");

  // The draft now belongs to the account: a reload in the same tab finds it there and goes on.
  await page.reload();
  await expectJobAd(page, title, " Ночные смены.");
});
