import { expect, test } from "./fixtures";

const HOME = [
  { path: "/", lang: "ru", heading: "Объявления для своих в США", latest: "Свежие объявления", section: "Работа" },
  { path: "/ua", lang: "uk", heading: "Оголошення для своїх у США", latest: "Свіжі оголошення", section: "Робота" },
  { path: "/pl", lang: "pl", heading: "Ogłoszenia dla swoich w USA", latest: "Najnowsze ogłoszenia", section: "Praca" },
  {
    path: "/en",
    lang: "en",
    heading: "Classifieds for our community in the USA",
    latest: "Latest ads",
    section: "Jobs",
  },
];

for (const home of HOME) {
  test(`the home page ${home.path} lists the latest ads in its language`, async ({ page }) => {
    await page.goto(home.path);
    await expect(page.getByRole("heading", { level: 1, name: home.heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page.getByRole("heading", { level: 2, name: home.latest })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(20);
    // The header's section menu (the footer's site map lists the sections too).
    await expect(
      page.getByRole("banner").getByRole("navigation").getByRole("link", { name: home.section, exact: true }),
    ).toBeVisible();
  });
}

test("an unknown first segment shows the 404 page", async ({ page }) => {
  const response = await page.goto("/de");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();
  await expect(page.getByText("Страница не найдена: /de")).toBeVisible();
  await page.getByRole("link", { name: "На главную", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
});
