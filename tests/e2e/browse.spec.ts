import { expect, test } from "./fixtures";

test("a driver picks a city, opens CDL jobs, filters, pages, opens a post, reveals the phone and comes back", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByLabel("Город или штат").selectOption({ label: "Чикаго" });
  await expect(page).toHaveURL(/\/chicago$/);
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США — Чикаго" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Разделы" })
    .getByRole("link", { name: "Работа CDL", exact: true })
    .click();
  await expect(page).toHaveURL(/\/chicago\/cdl$/);
  await expect(page.getByRole("heading", { level: 1, name: "Работа CDL — Чикаго" })).toBeVisible();
  for (const place of await page.locator(".post-card__place").allTextContents()) expect(place).toBe("Чикаго");

  await page.getByLabel("Маршрут").selectOption("otr");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/chicago\/cdl\?route_type=otr$/);
  await expect(page.getByRole("article").first()).toBeVisible();

  // The whole USA has more OTR jobs than a page holds.
  await page.getByLabel("Город или штат").selectOption({ label: "Вся США" });
  await expect(page).toHaveURL(/\/cdl\?route_type=otr$/);
  await page.getByRole("link", { name: "Вперёд →" }).click();
  await expect(page).toHaveURL(/\/cdl\?route_type=otr&page=2$/);
  await expect(page.getByText(/Страница 2 из \d+/)).toBeVisible();

  const card = page.getByRole("article").nth(2);
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Obyava`);
  await page.getByRole("button", { name: "Показать телефон" }).click();
  await expect(page.locator('a[href^="tel:+1"]')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/cdl\?route_type=otr&page=2$/);
  await expect(page.getByRole("heading", { name: title })).toBeInViewport();
});

test("a search finds a word in another form (Russian stemming)", async ({ page }) => {
  await page.goto("/cdl");
  await page.getByLabel("Поиск по объявлениям").fill("водителя");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\/cdl\?q=/);
  await expect(page.getByRole("article").first()).toContainText(/водител/i);
});

test("an unknown post is a 404", async ({ page }) => {
  await page.goto("/cdl/post/no-such-post");
  await expect(page.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();
});

test("the blog's authors lead to an author's articles", async ({ page }) => {
  await page.goto("/blog/authors");
  await expect(page.getByRole("heading", { level: 1, name: "Авторы" })).toBeVisible();
  const first = page.locator(".author-list a").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a listing shows its SEO block: text, an answering FAQ and structured data", async ({ page }) => {
  await page.goto("/cdl");
  await expect(page.locator(".seo-block__text")).toContainText("CDL");
  await expect(page.getByRole("heading", { level: 2, name: "Вопросы о работе CDL" })).toBeVisible();
  await page.getByText("Сколько платят водителю CDL-A?").click();
  await expect(page.locator(".seo-block details[open] p")).toBeVisible();
  const schema = await page.locator('.seo-block script[type="application/ld+json"]').textContent();
  expect(schema).toContain("FAQPage");
});

test("a listing shows the banners of its placement", async ({ page }) => {
  await page.goto("/cdl");
  await expect(page.getByRole("complementary", { name: "Реклама" }).getByRole("link").first()).toBeVisible();
});
