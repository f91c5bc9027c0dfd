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

  // On a phone the filters open in their sheet.
  await page.getByRole("button", { name: "Фильтры" }).click();
  await page.getByRole("dialog", { name: "Фильтры" }).getByLabel("Маршрут").selectOption("otr");
  await page.getByRole("dialog", { name: "Фильтры" }).getByRole("button", { name: "Найти" }).click();
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
  await page.getByRole("button", { name: "Фильтры" }).click();
  await page.getByRole("dialog", { name: "Фильтры" }).getByLabel("Поиск по объявлениям").fill("водителя");
  await page.getByRole("dialog", { name: "Фильтры" }).getByRole("button", { name: "Найти" }).click();
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

test("an ad's facts say years in their plural form and a car's make, model and year once", async ({
  page,
  request,
}) => {
  type Card = { slug: string; lang: string; fields: Record<string, unknown> };
  const cards = async (section: string) =>
    ((await (await request.get(`/v1/posts?section=${section}&per_page=50`)).json()) as { data: Card[] }).data;
  const fact = (label: string) => page.locator(".facts__row", { has: page.getByRole("term").getByText(label) });

  const cvs = (await cards("workers")).filter((card) => card.lang === "ru");
  const few = cvs.find((card) => [2, 3, 4].includes(card.fields.experience_years as number));
  const many = cvs.find((card) => [5, 6, 7, 8, 9, 10].includes(card.fields.experience_years as number));
  if (!few || !many) throw new Error("no CV with 2–4 and 5–10 years in the seed");
  await page.goto(`/workers/post/${few.slug}`);
  await expect(fact("Опыт").getByRole("definition")).toHaveText(`${String(few.fields.experience_years)} года`);
  await page.goto(`/workers/post/${many.slug}`);
  await expect(fact("Опыт").getByRole("definition")).toHaveText(`${String(many.fields.experience_years)} лет`);

  const car = (await cards("rent-sale")).find((card) => card.lang === "ru" && card.fields.model === "Camry Hybrid");
  if (!car) throw new Error("no hired Camry Hybrid in the seed");
  await page.goto(`/rent-sale/post/${car.slug}`);
  await expect(fact("Авто").getByRole("definition")).toHaveText("Toyota Camry Hybrid, 2022");
});
