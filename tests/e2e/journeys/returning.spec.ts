import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

/** The app popup comes 20 s into a session. */
const POPUP_DELAY_MS = 20_000;

async function publications(request: APIRequestContext): Promise<number> {
  const response = await request.get("/v1/publications/count", { headers: { "Cache-Control": "no-cache" } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

async function storedValues(page: Page): Promise<{ lang: string | null; city: string | null }> {
  return page.evaluate(() => ({
    lang: localStorage.getItem("interface_lang"),
    city: localStorage.getItem("interface_city"),
  }));
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name);
}

/** "12 345 оголошень": the number as Ukrainians write it, with the noun in its plural form. */
function ukrainianCount(total: number): string {
  const forms: Record<string, string> = {
    one: "оголошення",
    few: "оголошення",
    many: "оголошень",
    other: "оголошення",
  };
  return `${new Intl.NumberFormat("uk-UA").format(total)} ${forms[new Intl.PluralRules("uk-UA").select(total)] ?? ""}`;
}

test("a visitor chooses Ukrainian and Chicago, comes back to both; the app popup counts the real ads", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const before = await publications(request);

  // A second person signs up and posts an ad: one publication more on the site.
  const other = await browser.newContext({ locale: "ru-RU" });
  const author = waitingForApp(await other.newPage());
  const phone = await signUp(author, other.request, "Оксана Мельник");
  // A sign-in saves user_id.
  expect(await author.evaluate(() => localStorage.getItem("user_id"))).toMatch(/^[1-9]\d*$/);
  await postJobAdAs(author, `Нужен пекарь в пекарню на Девон ${String(Date.now()).slice(-6)}`, phone.national, {
    description: "Ранние смены, опыт с тестом на закваске, оплата каждую неделю.",
    contactPerson: "Оксана",
  });
  expect(await publications(request)).toBe(before + 1);
  await other.close();

  // The visitor's first session, a popup session: its 20 s are fast-forwarded once the choices (a few seconds) are
  // made.
  const visitor = page.context();
  await visitor.clock.install();
  await page.goto("/");
  // On a phone the languages are behind the header's globe button.
  await page.getByLabel("Язык: RU").click();
  await page
    .getByRole("navigation", { name: "Язык интерфейса" })
    .getByRole("link", { name: "UA", exact: true })
    .click();
  await expect(page).toHaveURL(/\/ua$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(page.getByRole("heading", { level: 1, name: "Оголошення для своїх у США" })).toBeVisible();
  await page.getByLabel("Місто або штат").selectOption({ label: "Чикаго" });
  await expect(page).toHaveURL(/\/ua\/chicago$/);
  await expect(page.getByRole("navigation", { name: "Розділи" })).toBeVisible();

  // What is remembered: the language and the city in localStorage, the language in a cookie for a year.
  expect(await storedValues(page)).toEqual({ lang: "ua", city: "chicago" });
  const language = await cookie(visitor, "i18n_redirected");
  expect(language).toMatchObject({ value: "ua", path: "/", sameSite: "Lax" });
  const yearFromNow = Date.now() / 1000 + 365 * 86_400;
  expect(Math.abs((language?.expires ?? 0) - yearFromNow)).toBeLessThan(2 * 86_400);
  expect(JSON.parse(decodeURIComponent((await cookie(visitor, "location"))?.value ?? "{}"))).toEqual({
    slug: "chicago",
  });

  // 20 s into the session: the invitation, with the site's real number of ads.
  await page.clock.fastForward(POPUP_DELAY_MS);
  const popup = page.getByRole("dialog", { name: "Застосунок Obyava" });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(ukrainianCount(before + 1));
  await shot(page, testInfo, "app-popup");
  await popup.getByRole("button", { name: "Не зараз" }).click();
  await expect(popup).toBeHidden();
  expect(await cookie(visitor, "hasSeenAppPopup")).toMatchObject({ value: "true", path: "/" });
  expect((await cookie(visitor, "sessionCountAppPopup"))?.value).toBe("1");

  // The visitor leaves and comes back later: Ukrainian and Chicago again, from the bare address.
  const returning = waitingForApp(await visitor.newPage());
  await page.close();
  await returning.goto("/");
  await expect(returning).toHaveURL(/\/ua\/chicago$/);
  await expect(returning.locator("html")).toHaveAttribute("lang", "uk");
  await expect(returning.getByRole("navigation", { name: "Розділи" })).toBeVisible();
  await expect(returning.getByLabel("Місто або штат")).toHaveValue("chicago");
  expect(await storedValues(returning)).toEqual({ lang: "ua", city: "chicago" });
  await shot(returning, testInfo, "back-in-ukrainian-chicago");
  expect((await cookie(visitor, "sessionCountAppPopup"))?.value).toBe("2");
  await returning.close();

  // The fourth session would be a popup session, but the visitor has seen it once already.
  for (const session of ["3", "4"]) {
    const again = waitingForApp(await visitor.newPage());
    await again.goto("/ua/chicago");
    expect((await cookie(visitor, "sessionCountAppPopup"))?.value).toBe(session);
    await again.clock.fastForward(POPUP_DELAY_MS);
    await expect(again.getByRole("navigation", { name: "Розділи" })).toBeVisible();
    await expect(again.getByRole("dialog")).toHaveCount(0);
    await again.close();
  }
});

test("a new visitor's popup waits on the sign-in page, shows once they leave it; going back hides it for good", async ({
  page,
  request,
}, testInfo) => {
  const total = await publications(request);
  await page.context().clock.install();
  await page.goto("/auth/login");
  await page.clock.fastForward(POPUP_DELAY_MS);
  await expect(page.getByRole("heading", { level: 1, name: "Вход или регистрация" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Приложение Obyava" })).toHaveCount(0);

  await page.getByRole("link", { name: "Obyava", exact: false }).first().click();
  const popup = page.getByRole("dialog", { name: "Приложение Obyava" });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(new Intl.NumberFormat("ru-RU").format(total));
  await shot(page, testInfo, "app-popup-ru");
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(popup).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test("the popup waits its 20 seconds on a first visit, holds the focus and closes with Escape", async ({ page }) => {
  await page.context().clock.install();
  await page.goto("/");
  await page.clock.fastForward(POPUP_DELAY_MS - 5_000);
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.fastForward(5_000);
  const popup = page.getByRole("dialog", { name: "Приложение Obyava" });
  await expect(popup).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  expect((await page.context().cookies()).find((item) => item.name === "hasSeenAppPopup")?.value).toBe("true");
});
