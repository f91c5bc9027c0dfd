import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { signUp } from "../helpers";
import { shot } from "./shots";

/** A CV of the seed, in Russian: what an employer is looking for. */
async function aCv(request: APIRequestContext): Promise<{ slug: string; title: string }> {
  const answer = await request.get("/v1/posts?section=workers&per_page=20");
  const cvs = ((await answer.json()) as { data: { slug: string; title: string; lang: string }[] }).data;
  const cv = cvs.find((card) => card.lang === "ru");
  if (!cv) throw new Error("no Russian CV in the seed");
  return cv;
}

/** Pays on the card page with a sandbox card, as a person types it. */
async function payWithCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/credit-card-payment\?payment=pay_[A-Za-z0-9]{24}/);
  await expect(page.getByText("Тестовый режим").first()).toBeVisible();
  await page.getByLabel("Номер карты").fill(number);
  await page.getByLabel(/Срок действия/).fill("12/34");
  await page.getByLabel(/CVC/).fill("123");
  await page.getByRole("button", { name: /Оплатить/ }).click();
}

test("an employer subscribes from a CV with hidden contacts and sees its phone; another employer does not", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, a checkout through three pages, and a look at the profile: longer than one page's test.
  test.setTimeout(150_000);
  const cv = await aCv(request);
  await signUp(page, request, "Олег Гринчук");

  // The CV's contacts are hidden, and the block says how to see them.
  await page.goto(`/workers/post/${cv.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: cv.title })).toBeVisible();
  const contacts = page.getByRole("complementary", { name: "Контакты" });
  await expect(contacts.getByText("Контакты резюме видны по подписке.")).toBeVisible();
  await expect(contacts.getByRole("button", { name: "Показать телефон" })).toHaveCount(0);
  await shot(page, testInfo, "cv-contacts-hidden");
  await contacts.getByRole("link", { name: "Оформить подписку" }).click();

  // The plans, with prices in dollars and what they open; the month is chosen.
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { level: 1, name: "Подписка для работодателей и агентств" })).toBeVisible();
  const month = page.getByRole("article", { name: /месяц/i }).first();
  await expect(month.getByText(/\$/).first()).toBeVisible();
  await expect(month.getByText("Телефоны и мессенджеры в резюме водителей")).toBeVisible();
  await expect(page.getByText("Тестовый режим").first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await shot(page, testInfo, "plans");
  await month.getByRole("button", { name: /Оформить/ }).click();

  // Paid with the sandbox card that succeeds: the receipt page says what was bought and until when.
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/after-payment\?payment=pay_/);
  await expect(page.getByRole("heading", { level: 1, name: "Оплата получена" })).toBeVisible();
  await shot(page, testInfo, "paid");

  // Back on the CV: its phone is there to be shown and called.
  await page.goto(`/workers/post/${cv.slug}`);
  await expect(contacts.getByText("Контакты резюме видны по подписке.")).toHaveCount(0);
  await contacts.getByRole("button", { name: "Показать телефон" }).click();
  await expect(contacts.locator('a[href^="tel:"]').first()).toBeVisible();
  await shot(page, testInfo, "cv-phone-shown");

  // The subscription page now says it runs, until when, and where to stop it.
  await page.goto("/subscription");
  const current = page.getByRole("region", { name: "Ваша подписка" });
  await expect(current.getByText(/Действует до/)).toBeVisible();
  await expect(current.getByRole("link", { name: "Управлять автопродлением" })).toHaveAttribute(
    "href",
    /\/payment-auto-charge$/,
  );
  await shot(page, testInfo, "subscription-running");

  // The profile lists it with its end date, and the payment with its card's last four digits.
  await page.goto("/profile/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Платежи и подписка" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Подписка" }).getByText(/до \d/)).toBeVisible();
  const receipts = page.getByRole("region", { name: "Платежи" });
  await expect(receipts.getByText("•••• 4242")).toBeVisible();
  await expect(receipts.getByText("Оплачен")).toBeVisible();
  const axeProfile = await new AxeBuilder({ page }).include("main").analyze();
  expect(axeProfile.violations.map((violation) => violation.id)).toEqual([]);
  await shot(page, testInfo, "profile-payments");

  // Another employer, without a subscription, still finds the CV's contacts hidden.
  const other = await browser.newContext({ locale: "ru-RU", viewport: { width: 1366, height: 900 } });
  const second = waitingForApp(await other.newPage());
  await signUp(second, other.request, "Марта Ковальчик");
  await second.goto(`/workers/post/${cv.slug}`);
  const theirs = second.getByRole("complementary", { name: "Контакты" });
  await expect(theirs.getByText("Контакты резюме видны по подписке.")).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Показать телефон" })).toHaveCount(0);
  await shot(second, testInfo, "other-employer-still-hidden");
  await other.close();
});
