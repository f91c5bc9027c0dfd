import { expect, test } from "./fixtures";

test("a visitor opens a section, pages through it and switches language without losing the page", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Разделы" })
    .getByRole("link", { name: "Работа CDL", exact: true })
    .click();
  await expect(page).toHaveURL(/\/cdl$/);
  await expect(page.getByRole("heading", { level: 1, name: "Работа CDL" })).toBeVisible();
  await expect(page).toHaveTitle("Работа CDL | Obyava");
  await page.getByRole("link", { name: "Вперёд →" }).click();
  await expect(page).toHaveURL(/\/cdl\?page=2$/);
  await expect(page.getByText(/Страница 2 из \d+/)).toBeVisible();

  // On a phone the languages are behind the header's globe button.
  await page.getByLabel("Язык: RU").click();
  await page
    .getByRole("navigation", { name: "Язык интерфейса" })
    .getByRole("link", { name: "EN", exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/cdl$/);
  await expect(page.getByRole("heading", { level: 1, name: "CDL jobs" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("CDL jobs | Obyava");
  await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute("href", /\/ua\/cdl$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "i18n_redirected")?.value).toBe("en");
});

test("an anonymous visitor who opens their ads is sent to sign in", async ({ page }) => {
  await page.goto("/profile/listing");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вход или регистрация" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("authPrevPath"))).toBe('"/profile/listing"');
});

test("an old path moves to its new address", async ({ page }) => {
  const response = await page.goto("/vacancies");
  await expect(page).toHaveURL(/\/job$/);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/vacancies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Работа" })).toBeVisible();
});

test("a city in the path names the listing and is remembered", async ({ page }) => {
  await page.goto("/chicago/job");
  await expect(page.getByRole("heading", { level: 1, name: "Работа — Чикаго" })).toBeVisible();
  // The saved location fills an empty location segment.
  await page.goto("/cdl");
  await expect(page).toHaveURL(/\/chicago\/cdl$/);
});

test.describe("statuses from the server", () => {
  // The service worker answers later navigations from its shell: these check the server's own answer.
  test.use({ serviceWorkers: "block" });
  test("an unknown city, a Polish page that does not exist and a wrong case are 404", async ({ page }) => {
    for (const [path, heading] of [
      ["/nowhere-city/job", "Упс! Страница не найдена."],
      ["/pl/afisha", "Ups! Nie znaleziono strony."],
      ["/JOB", "Упс! Страница не найдена."],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
  });
});

test.describe("a first visit in Ukrainian", () => {
  test.use({ locale: "uk-UA" });
  test("goes from the home page to the Ukrainian one", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/ua$/);
    await expect(page.getByRole("heading", { level: 1, name: "Оголошення для своїх у США" })).toBeVisible();
  });
});
