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

test("an author promotes an ad with the sandbox card: a declined card charges nothing, 3-D Secure is passed, a visitor sees the badge", async ({
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
  const paid = await myMoney(page);
  expect(paid.payments.filter((payment) => payment.status === "succeeded")).toHaveLength(1);
  expect(paid.promotions.map((promotion) => promotion.product.kind)).toEqual(["urgent"]);

  // A visitor finds the ad in its listing wearing «Срочно».
  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  await visitor.goto(`/job?q=${encodeURIComponent(ad.title)}`);
  const card = visitor.getByRole("article").filter({ hasText: ad.title });
  await expect(card).toBeVisible();
  await expect(card.getByText("Срочно", { exact: true })).toBeVisible();
  await shot(visitor, testInfo, "visitor-sees-urgent");

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
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page).toHaveURL(/\/after-payment\?payment=pay_/);
  await expect(page.getByText("Выделение цветом")).toBeVisible();
  await other.close();
});
