import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

/** The card form of /credit-card-payment filled as a person types it. */
async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Номер карты").fill(number);
  await page.getByLabel("Срок действия").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

/** The payment page's own part passes the accessibility checker (labels, contrast, roles). */
async function expectMoneyPageAccessible(page: Page): Promise<void> {
  const found = await new AxeBuilder({ page }).include(".money-page").analyze();
  expect(found.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** What /v1/money/me says about the user signed in on `page`. */
async function myMoney(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value ?? "";
  const response = await page
    .context()
    .request.get("/v1/money/me", { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { promotions: { product: { kind: string } }[]; payments: { status: string; amount_cents: number }[] };
    }
  ).data;
}

test("an author promotes an ad: a declined card charges nothing, 3-D Secure passes, a visitor sees «Срочно»", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, three payments and the pictures of each step when asked for.
  test.slow();
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postJobAdAs(
    page,
    `Сварщик в мастерскую в Бруклине ${String(Date.now()).slice(-6)}`,
    author.national,
  );

  // «Продвинуть» in «Мои объявления» opens the ad's promotion page.
  await page.goto("/profile/listing");
  const row = page.getByRole("article", { name: ad.title });
  await row.getByRole("link", { name: "Продвинуть" }).click();
  await expect(page).toHaveURL(new RegExp(`/single-promotion\\?post_id=${String(ad.id)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Продвижение объявления" })).toBeVisible();
  await expect(page.getByText(ad.title)).toBeVisible();
  await expect(page.getByText("Тестовый режим").first()).toBeVisible();
  await shot(page, testInfo, "choose-promotion");
  await expectMoneyPageAccessible(page);

  // «Срочно» for a week; the total and the button name its price.
  await page.getByRole("radio", { name: /Значок «Срочно»/ }).check();
  const pay = page.getByRole("button", { name: /^Оплатить 3,99\s\$/ });
  await expect(pay).toBeVisible();
  await pay.click();

  // The declined card: its message at the form, nothing charged.
  await expect(page).toHaveURL(/\/credit-card-payment\?payment=pay_[A-Za-z0-9]{24}/);
  await expect(page.getByRole("heading", { level: 1, name: "Оплата картой" })).toBeVisible();
  await expect(page.getByText("4000 0000 0000 0002")).toBeVisible();
  await typeCard(page, "4000000000000002");
  await expect(page.getByLabel("Номер карты")).toHaveValue("4000 0000 0000 0002");
  await shot(page, testInfo, "card-form");
  await page.getByRole("button", { name: /^Оплатить 3,99\s\$/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Карта отклонена. Попробуйте другую карту." })).toBeVisible();
  await shot(page, testInfo, "card-declined");
  await expectMoneyPageAccessible(page);
  const afterDecline = await myMoney(page);
  expect(afterDecline.promotions).toHaveLength(0);
  expect(afterDecline.payments.filter((payment) => payment.status === "succeeded")).toHaveLength(0);

  // A mistyped number is caught in the form, in the user's language.
  await page.getByLabel("Номер карты").fill("4242 4242 4242 4241");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await expect(page.getByText("Неверный номер карты")).toBeVisible();

  // Another card goes through: what was bought and until when.
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Оплатить 3,99\s\$/ }).click();
  await expect(page).toHaveURL(/\/after-payment\?payment=pay_/);
  await expect(page.getByRole("heading", { level: 1, name: "Оплата получена" })).toBeVisible();
  await expect(page.getByText("Значок «Срочно»")).toBeVisible();
  await expect(page.getByText(/•••• 4242/)).toBeVisible();
  await expect(page.getByText(/^до \d/).first()).toBeVisible();
  await shot(page, testInfo, "after-payment");
  await expectMoneyPageAccessible(page);
  const paid = await myMoney(page);
  expect(paid.payments.filter((payment) => payment.status === "succeeded")).toHaveLength(1);
  expect(paid.promotions.map((promotion) => promotion.product.kind)).toEqual(["urgent"]);

  // A card that asks its bank: the authorization step, then the promotion.
  await page.getByRole("link", { name: "Продвинуть ещё" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Продвижение объявления" })).toBeVisible();
  // What runs is said with its end.
  await expect(page.getByText(/Действует до/).first()).toBeVisible();
  await page.getByRole("radio", { name: /Выделение цветом/ }).check();
  await page.getByRole("button", { name: /^Оплатить 5,99\s\$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Оплата картой" })).toBeVisible();
  await typeCard(page, "4000 0027 6000 3184");
  await page.getByRole("button", { name: /^Оплатить 5,99\s\$/ }).click();
  await expect(page).toHaveURL(/\/authorize-payment\?payment=pay_/);
  await expect(page.getByText("•••• 3184")).toBeVisible();
  await shot(page, testInfo, "authorize");
  await expectMoneyPageAccessible(page);
  // Refused at the bank: back at the card form with the reason; the same payment takes the card again.
  await page.getByRole("button", { name: "Отклонить" }).click();
  await expect(page).toHaveURL(/\/credit-card-payment\?payment=pay_/);
  await expect(page.getByRole("alert").filter({ hasText: "Банк не подтвердил платёж" })).toBeVisible();
  await typeCard(page, "4000 0027 6000 3184");
  await page.getByRole("button", { name: /^Оплатить 5,99\s\$/ }).click();
  await expect(page).toHaveURL(/\/authorize-payment\?payment=pay_/);
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page).toHaveURL(/\/after-payment\?payment=pay_/);
  await expect(page.getByText("Выделение цветом")).toBeVisible();

  // A visitor finds the ad in its listing wearing «Срочно».
  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(`/job?q=${encodeURIComponent(ad.title)}`);
  const card = visitor.getByRole("article").filter({ hasText: ad.title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Срочно", { exact: true })).toBeVisible();
  await shot(visitor, testInfo, "visitor-sees-urgent");
  await other.close();
});

test("an ad is paid for from its link without an account; a bump renews with the saved card until cancelled", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const author = await signUp(page, request, "Ольга Мельник");
  const ad = await postJobAdAs(page, `Повар в кафе на Брайтоне ${String(Date.now()).slice(-6)}`, author.national);
  expect(ad.secret?.length ?? 0).toBeGreaterThan(15);

  // Someone with the ad's link (the author on another device) pays for it without an account.
  const other = await browser.newContext({ locale: "ru-RU" });
  const payer = waitingForApp(await other.newPage());
  await payer.goto(`/quick-payment?hash=${encodeURIComponent(ad.secret ?? "")}`);
  await expect(payer.getByRole("heading", { level: 1, name: "Быстрая оплата" })).toBeVisible();
  await expect(payer.getByText(ad.title)).toBeVisible();
  await payer.getByRole("radio", { name: "Закрепление в категории" }).check();
  // Renewal needs a card kept on an account: not offered without one.
  await expect(payer.getByLabel(/Продлевать автоматически/)).toHaveCount(0);
  await shot(payer, testInfo, "quick-payment");
  await expectMoneyPageAccessible(payer);
  await payer.getByRole("button", { name: /^Оплатить 14,99\s\$/ }).click();
  await expect(payer.getByRole("heading", { level: 1, name: "Оплата картой" })).toBeVisible();
  // Nobody is signed in: no card is offered to keep.
  await expect(payer.getByLabel("Сохранить карту для автопродления")).toHaveCount(0);
  await typeCard(payer, "4242424242424242");
  await payer.getByRole("button", { name: /^Оплатить 14,99\s\$/ }).click();
  await expect(payer.getByRole("heading", { level: 1, name: "Оплата получена" })).toBeVisible();
  await expect(payer.getByText("Закрепление в категории")).toBeVisible();
  await expect(payer.getByRole("link", { name: "Мои объявления" })).toHaveCount(0);
  // The promotion page by the ad's id is its author's: a visitor signs in first.
  await payer.goto(`/single-promotion?post_id=${String(ad.id)}`);
  await expect(payer).toHaveURL(/\/auth\/login$/);
  await other.close();

  // The author bumps it for three days with auto-renewal: the card is kept for it.
  await page.goto(`/single-promotion?post_id=${String(ad.id)}`);
  await expect(page.getByText(/Действует до/)).toBeVisible();
  await page.getByRole("radio", { name: /Поднятие на 3 дня/ }).check();
  await page.getByLabel(/Продлевать автоматически/).check();
  await page.getByRole("button", { name: /^Оплатить 4,99\s\$/ }).click();
  const save = page.getByLabel("Сохранить карту для автопродления");
  await expect(save).toBeChecked();
  await expect(save).toBeDisabled();
  await typeCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Оплатить 4,99\s\$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Оплата получена" })).toBeVisible();
  await expect(page.getByText("Поднятие на 3 дня")).toBeVisible();

  // The next purchase offers the saved card first: no number typed again.
  await page.goto(`/single-promotion?post_id=${String(ad.id)}`);
  await page.getByRole("radio", { name: "Значок «Срочно»" }).check();
  await page.getByRole("button", { name: /^Оплатить 3,99\s\$/ }).click();
  await expect(page.getByRole("radio", { name: /Visa •••• 4242/ })).toBeChecked();
  await expect(page.getByLabel("Номер карты")).toHaveCount(0);
  await shot(page, testInfo, "saved-card");
  await page.getByRole("button", { name: /^Оплатить 3,99\s\$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Оплата получена" })).toBeVisible();
  await expect(page.getByText("Visa •••• 4242")).toBeVisible();

  // Auto-charge lists it with the next charge and the saved card.
  await page.goto("/payment-auto-charge");
  await expect(page.getByRole("heading", { level: 1, name: "Автоплатёж" })).toBeVisible();
  const bump = page.getByRole("listitem", { name: new RegExp(`Поднятие на 3 дня: ${ad.title}`) });
  await expect(bump.getByRole("switch", { name: "Автопродление" })).toBeChecked();
  await expect(bump.getByText(/Следующее списание .*: 4,99\s\$ · Visa •••• 4242/)).toBeVisible();
  await expect(page.getByRole("listitem", { name: new RegExp(`Закрепление в категории: ${ad.title}`) })).toBeVisible();
  await shot(page, testInfo, "auto-charge");
  await expectMoneyPageAccessible(page);

  // Turned off, then cancelled through a dialog that says the refund rule and starts on «Отмена».
  await bump.getByText("Автопродление").click();
  await expect(bump.getByRole("switch", { name: "Автопродление" })).not.toBeChecked();
  await bump.getByRole("button", { name: "Отменить" }).click();
  const dialog = page.getByRole("dialog", { name: "Отменить продвижение?" });
  await expect(dialog.getByText(/Неиспользованные полные дни вернутся на карту/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Отмена" })).toBeFocused();
  await shot(page, testInfo, "cancel-dialog");
  await dialog.getByRole("button", { name: "Отменить услугу" }).click();
  await expect(dialog).toBeHidden();
  await expect(bump).toHaveCount(0);

  // The same page in the other languages.
  for (const [prefix, heading] of [
    ["/en", "Auto-charge"],
    ["/ua", "Автоплатіж"],
    ["/pl", "Płatność automatyczna"],
  ] as const) {
    await page.goto(`${prefix}/payment-auto-charge`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(`/en/single-promotion?post_id=${String(ad.id)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Promote your ad" })).toBeVisible();
  await expect(page.getByText("Test mode").first()).toBeVisible();
  await shot(page, testInfo, "promotion-in-english");
});
