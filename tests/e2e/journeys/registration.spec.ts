import type { Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { RESEND_COUNTDOWN_S } from "../../../src/shared/constants";
import { freshPhone, lastCode, moveServerClock, signUp } from "../helpers";
import { shot } from "./shots";

/** "2124651234" → "(212) 465-1234": how people copy a US number from a business card or a site. */
const withParentheses = (national: string) => `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
const masked = (national: string) => `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;

/**
 * One code a minute per phone (the server's rule): on another device soon after, the person asks again once the
 * minute has passed. The server's clock moves past it; nothing waits.
 */
async function askCodeAfterTheResendWait(page: Page) {
  await moveServerClock(page.request, RESEND_COUNTDOWN_S * 1000 + 1000);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByLabel("Код из SMS")).toBeVisible();
}

async function fillJobAd(page: Page, title: string) {
  await page.getByLabel("Заголовок").fill(title);
  await page
    .getByLabel("Описание")
    .fill("Склад в Элк-Гроув, смены по 10 часов, оплата каждую неделю. Опыт не нужен, обучим на месте.");
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
}

test("a new person signs in by SMS from the popup, gives a name, lands back and sees the name in the profile", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/cdl");
  await page.getByRole("button", { name: "Войти" }).click();
  const dialog = page.getByRole("dialog", { name: "Вход или регистрация" });
  const phone = freshPhone();
  // A number with another country's code switches the country; the popup starts with the lead of a sign-in.
  await dialog.getByLabel("Номер телефона").fill("+380 67 123 4567");
  await expect(dialog.getByLabel("Код страны")).toHaveValue("UA");
  await expect(dialog.getByLabel("Номер телефона")).toHaveValue("67 123 4567");
  // A number pasted with the country code and brackets is read, not cut.
  await dialog.getByLabel("Номер телефона").fill(`+1 ${withParentheses(phone.national)}`);
  await expect(dialog.getByLabel("Номер телефона")).toHaveValue(masked(phone.national));
  await shot(page, testInfo, "popup-phone-pasted");
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(request, phone.e164));

  // The first sign-in of this phone is a registration: the name comes first.
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await expect(page.getByRole("heading", { name: "Завершение регистрации" })).toBeVisible();
  await expect(
    page.getByText(
      `Номер +1 ${phone.national.slice(0, 3)} ${phone.national.slice(3, 6)} ${phone.national.slice(6)} подтверждён`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Имя")).toBeFocused();
  await shot(page, testInfo, "finish-registration");
  await page.getByLabel("Имя").fill("Ганна Мельник");
  await page.getByRole("button", { name: "Сохранить" }).click();

  // Back on the listing they were reading, signed in.
  await expect(page).toHaveURL(/\/cdl$/);
  await expect(page.getByRole("link", { name: "Мои объявления" })).toBeVisible();
  await shot(page, testInfo, "back-on-listing");
  await page.goto("/profile/settings");
  await expect(page.getByLabel("Имя")).toHaveValue("Ганна Мельник");
});

test("a new person writing to an author registers by that number, names themselves and is back on the ad", async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signUp(page, request, "Богдан Коваль");
  const title = `Кладовщик на склад ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/job");
  await fillJobAd(page, title);
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await page.getByRole("link", { name: "Открыть объявление" }).click();
  const adUrl = page.url();

  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(adUrl);
  const form = visitor.locator("section", { hasText: "Написать автору" }).last();
  // The form answers once the page's script has taken it over.
  await expect(form.getByRole("button", { name: "Отправить автору" })).toBeEnabled();
  const phone = freshPhone();
  await form.getByLabel("Имя").fill("Олег Бондар");
  await form
    .getByRole("textbox", { name: "Телефон" })
    .fill(`${phone.national.slice(0, 3)}.${phone.national.slice(3, 6)}.${phone.national.slice(6)}`);
  await expect(form.getByRole("textbox", { name: "Телефон" })).toHaveValue(masked(phone.national));
  await form.getByLabel("Сообщение").fill("Здравствуйте, вакансия ещё открыта?");
  await shot(visitor, testInfo, "contact-form");
  await form.getByRole("button", { name: "Отправить автору" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Вход или регистрация" });
  await expect(dialog.getByLabel("Номер телефона")).toHaveValue(masked(phone.national));
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(other.request, phone.e164));
  await expect(visitor).toHaveURL(/\/profile\/finish-registration$/);
  await visitor.getByLabel("Имя").fill("Олег Бондар");
  await visitor.getByRole("button", { name: "Сохранить" }).click();
  await expect(visitor).toHaveURL(adUrl);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await shot(visitor, testInfo, "back-on-the-ad");
  await other.close();
});

test("an anonymous ad confirmed by the SMS code goes live and belongs to that phone on every device", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const title = `Упаковщик на склад ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/job");
  await fillJobAd(page, title);
  const phone = freshPhone();
  await page.getByRole("textbox", { name: "Телефон" }).fill(`+1 ${withParentheses(phone.national)}`);
  await expect(page.getByRole("textbox", { name: "Телефон" })).toHaveValue(masked(phone.national));
  await page.getByLabel("Контактное лицо").fill("Тарас");
  await shot(page, testInfo, "anonymous-form");
  await page.getByRole("button", { name: "Опубликовать" }).click();

  await expect(page.getByRole("heading", { name: "Подтвердите телефон" })).toBeVisible();
  // The page says it once: the site-wide reminder stays away from the page that asks.
  await expect(page.getByText("Ваше объявление сохранено и ждёт подтверждения телефона.")).toHaveCount(0);
  const dialog = page.getByRole("dialog", { name: "Вход или регистрация" });
  await expect(dialog.getByLabel("Номер телефона")).toHaveValue(masked(phone.national));
  await expect(dialog.getByText("Подтвердите номер из объявления")).toBeVisible();
  await shot(page, testInfo, "confirm-phone");
  await dialog.getByRole("button", { name: "Получить код" }).click();
  await dialog.getByLabel("Код из SMS").fill(await lastCode(page.request, phone.e164));
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Тарас Шевчук");
  await page.getByRole("button", { name: "Сохранить" }).click();

  // Back where they were: the ad is live, the page says so and leads to it.
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
  await expect(page.getByText("Подтвердите телефон")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Мои объявления" }).last()).toBeVisible();
  await shot(page, testInfo, "published");
  const adLink = page.getByRole("link", { name: "Открыть объявление" });
  const adPath = (await adLink.getAttribute("href")) ?? "";
  expect(adPath).toMatch(/\/job\/post\//);

  // Another device: a stranger sees the ad; then the same phone signs in and finds it among their ads.
  const other = await browser.newContext({ locale: "ru-RU" });
  const second = waitingForApp(await other.newPage());
  await second.goto(adPath);
  await expect(second.getByRole("heading", { name: title })).toBeVisible();
  await second.goto("/auth/login");
  await second.getByLabel("Номер телефона").fill(withParentheses(phone.national));
  await askCodeAfterTheResendWait(second);
  await second.getByLabel("Код из SMS").fill(await lastCode(other.request, phone.e164));
  await expect(second).toHaveURL(/\/profile\/listing$/);
  await expect(second.getByText(title)).toBeVisible();
  await shot(second, testInfo, "my-ads-on-another-device");
  await other.close();
});

test("prices typed as people write them are saved and shown as the site shows prices", async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signUp(page, request, "Мирон Гуменюк");
  const stamp = String(Date.now()).slice(-6);
  const postFlat = async (title: string, typed: string, wrongFirst?: string) => {
    await page.goto("/form/property");
    await page.getByLabel("Заголовок").fill(title);
    await page
      .getByLabel("Описание")
      .fill("Две спальни, ремонт, рядом метро и парк. Коммунальные платежи включены в цену.");
    await page.getByRole("checkbox", { name: "Аренда" }).check();
    await page.getByLabel("Где показывать объявление").selectOption({ label: "Нью-Йорк" });
    const price = page.getByLabel("Цена, $");
    if (wrongFirst) {
      // Words are no price: the field says so in the person's language.
      await price.fill(wrongFirst);
      await price.blur();
      await expect(page.getByText("Введите число")).toBeVisible();
    }
    await price.fill(typed);
    await expect(page.getByText("Введите число")).toHaveCount(0);
    await shot(page, testInfo, "price-typed");
    await page.getByRole("button", { name: "Опубликовать" }).click();
    await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
    return (await page.getByRole("link", { name: "Открыть объявление" }).getAttribute("href")) ?? "";
  };

  const ads = [
    { title: `Сдаётся квартира в Бруклине ${stamp}`, typed: "2 300", wrongFirst: "две тысячи" },
    { title: `Сдаётся студия в Квинсе ${stamp}`, typed: "$2300" },
  ];
  const posted: { title: string; href: string }[] = [];
  for (const ad of ads) posted.push({ title: ad.title, href: await postFlat(ad.title, ad.typed, ad.wrongFirst) });

  // Someone else opens both ads: the same price, written the way the site writes prices.
  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  for (const { title, href } of posted) {
    await visitor.goto(href);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The page's own price comes first (the similar ads below show theirs).
    await expect(visitor.getByRole("article", { name: title }).getByText("2 300 $ в месяц").first()).toBeVisible();
  }
  await shot(visitor, testInfo, "price-shown");
  await other.close();
});
