import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { freshPhone, signInWithPhone } from "./helpers";

/** Each language's words on the two offer pages: their headings, and a phrase from their plans or placements. */
const PAGES = {
  ru: {
    kp: "Реклама на Obyava",
    promo: "Продвижение объявлений",
    banners: "Баннерная реклама",
    sub: "Подписка для работодателей и агентств",
  },
  ua: {
    kp: "Реклама на Obyava",
    promo: "Просування оголошень",
    banners: "Банерна реклама",
    sub: "Підписка для роботодавців і агентств",
  },
  pl: {
    kp: "Reklama w Obyava",
    promo: "Promowanie ogłoszeń",
    banners: "Reklama banerowa",
    sub: "Subskrypcja dla pracodawców i agencji",
  },
  en: {
    kp: "Advertise on Obyava",
    promo: "Ad promotion",
    banners: "Banner advertising",
    sub: "Subscription for employers and agencies",
  },
} as const;

// Letters only Russian has: a Ukrainian page showing one of them shows an untranslated text.
const RUSSIAN_ONLY = /[ыэъё]/i;
const CYRILLIC = /[а-яёіїєґ]/i;

/** The main content's text in the page's language: no Cyrillic in Polish or English, no Russian in Ukrainian. */
function untranslated(locale: keyof typeof PAGES, text: string): string[] {
  const pattern = locale === "ua" ? RUSSIAN_ONLY : locale === "ru" ? null : CYRILLIC;
  if (!pattern) return [];
  return text.split("\n").filter((line) => pattern.test(line));
}

for (const [locale, words] of Object.entries(PAGES) as [keyof typeof PAGES, (typeof PAGES)["ru"]][]) {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`/kp and /subscription read finished in ${locale} at ${String(size.width)}px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${prefix}/kp`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(words.kp) })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: words.promo })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: words.banners })).toBeVisible();
      // Prices of every promotion and of all seven banner placements, in dollars.
      await expect(main.locator(".promo-item")).toHaveCount(5);
      await expect(main.locator(".promo-item__prices li").first()).toContainText("$");
      await expect(main.locator(".placement")).toHaveCount(7);
      await expect(main.locator(".placement__price").first()).toContainText("$");
      expect(untranslated(locale, await main.innerText())).toEqual([]);

      await page.goto(`${prefix}/subscription`);
      await expect(page.getByRole("heading", { level: 1, name: words.sub })).toBeVisible();
      const plans = main.locator(".plan");
      await expect(plans).toHaveCount(2);
      await expect(plans.first().locator(".plan__price")).toContainText("$");
      expect(untranslated(locale, await main.innerText())).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
}

test("the offer pages pass axe and are drawn by the server, prices included, before any script runs", async ({
  page,
  browser,
}) => {
  for (const path of ["/kp", "/subscription"]) {
    await page.goto(path);
    await expect(page.locator(".offer")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "ru-RU" });
  const visitor = await noScript.newPage();
  await visitor.goto("/kp");
  await expect(visitor.getByRole("heading", { level: 1, name: /Реклама на Obyava/ })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Баннерная реклама" })).toBeVisible();
  await expect(visitor.locator(".placement")).toHaveCount(7);
  await expect(visitor.locator(".placement__price").first()).toContainText("$");
  await expect(visitor.locator(".promo-item")).toHaveCount(5);
  await visitor.goto("/subscription");
  await expect(visitor.getByRole("heading", { level: 1, name: "Подписка для работодателей и агентств" })).toBeVisible();
  await expect(visitor.locator(".plan")).toHaveCount(2);
  await expect(visitor.locator(".plan__price").first()).toContainText("$");
  await noScript.close();
});

test("a signed-out employer who picks a plan signs in first and comes back to the plan they picked", async ({
  page,
  request,
}) => {
  await page.goto("/subscription");
  const quarter = page.getByRole("article", { name: /квартал/i });
  await expect(quarter.getByText("Сначала войдите по номеру телефона — это займёт минуту.")).toBeVisible();
  await quarter.getByRole("button", { name: /Оформить/ }).click();
  // Signing in opens over the page.
  await expect(page.getByRole("dialog")).toBeVisible();
  const phone = freshPhone();
  await signInWithPhone(page, request, phone.national, phone.e164);
  // A new account gives its name first, then goes on where it was going.
  await page.getByLabel("Имя").fill("Тарас Мельник");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/subscription\?product=sub-quarter$/);
  const chosen = page.getByRole("article", { name: /квартал/i });
  await expect(chosen).toHaveClass(/plan--chosen/);
  await expect(chosen.getByText("Сначала войдите по номеру телефона — это займёт минуту.")).toHaveCount(0);
});
