import { DEFAULT_PER_PAGE } from "../../src/shared/constants";
import { expect, test } from "./fixtures";
import { waitForController, waitForPersisted } from "./helpers";

test("the home page, visited once, reloads with its posts and no network", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("article")).toHaveCount(20);
  await waitForController(page);
  const firstTitle = await page.getByRole("article").first().getByRole("heading").textContent();
  await waitForPersisted(page, '"posts"');

  await context.setOffline(true);
  // The network is really gone: the API does not answer.
  const reachable = await page.evaluate(() =>
    fetch(`/v1/posts?nocache=${Date.now()}`).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable).toBe(false);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Объявления для своих в США" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(20);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(firstTitle ?? "");
  // The offline banner says the data may be old.
  await expect(page.getByRole("status").filter({ hasText: "Нет сети" })).toBeVisible();
  await context.setOffline(false);
});

test("a visited listing and post reload offline; the catalog and the sprite come from the cache", async ({
  page,
  context,
}) => {
  await page.goto("/cdl");
  await waitForController(page);
  // Visited while the worker controls the page, so its API answers are in the runtime cache too.
  await page.reload();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  // The whole first page of the listing: the app's first page draws a few cards, then the rest in a transition.
  const total = Number((await page.getByText(/^Всего объявлений:/).textContent())?.replace(/\D/g, "") ?? Number.NaN);
  const listingCount = Math.min(total, DEFAULT_PER_PAGE);
  expect(listingCount).toBeGreaterThan(0);
  await expect(cards).toHaveCount(listingCount);
  const firstCard = cards.first().getByRole("heading");
  const postTitle = (await firstCard.textContent())?.trim() ?? "";
  expect(postTitle).not.toBe("");
  await firstCard.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
  const postPath = new URL(page.url()).pathname;
  expect(postPath).toMatch(/\/post\//);
  await waitForPersisted(page, postPath.split("/").pop() ?? "");

  await context.setOffline(true);
  const reachable = await page.evaluate(() =>
    fetch(`/v1/sections?nocache=${Date.now()}`).then(
      () => true,
      () => false,
    ),
  );
  expect(reachable).toBe(false);

  // The post, reloaded with no network.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();

  // The listing, opened afresh with no network.
  await page.goto("/cdl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(listingCount);
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(postTitle);

  // The Russian catalog and the icon sprite answer offline, from the service worker's caches.
  const cached = await page.evaluate(async () => {
    const catalog = await fetch("/_i18n/ru/messages.json");
    const sprite = await fetch("/icons/sprite.svg");
    return {
      catalog: catalog.ok && typeof (await catalog.json()) === "object",
      sprite: sprite.ok && (await sprite.text()).includes('<symbol id="close"'),
      catalogInCache: (await caches.match("/_i18n/ru/messages.json", { ignoreSearch: true })) !== undefined,
      spriteInCache: (await caches.match("/icons/sprite.svg", { ignoreSearch: true })) !== undefined,
    };
  });
  expect(cached).toEqual({ catalog: true, sprite: true, catalogInCache: true, spriteInCache: true });

  // The runtime caches hold public answers only: listings and posts yes, nothing private.
  const apiUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((url) => url.startsWith("/v1/") || url.startsWith("/api/"));
  });
  expect(apiUrls.some((url) => url.startsWith("/v1/posts"))).toBe(true);
  expect(apiUrls.filter((url) => !/^\/v1\/(?:posts|sections|locations)(?:\/|$)/.test(url))).toEqual([]);
  await context.setOffline(false);
});

test("a page never visited, offline, shows the offline page with links to what was seen", async ({ page, context }) => {
  await page.goto("/cdl");
  await waitForController(page);
  await expect(page.getByRole("article").first()).toBeVisible();
  // The visit is recorded a moment after the page has its title.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("obyava-visited-pages")?.includes("/cdl") ?? false))
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/workers");
  await expect(page.getByRole("heading", { level: 1, name: "Нет подключения к интернету" })).toBeVisible();
  await expect(page.locator(".offline-page").getByRole("link", { name: "Главная" })).toBeVisible();
  await expect(page.locator('.offline-page a[href="/cdl"]')).toBeVisible();
  await context.setOffline(false);
});

test.describe("before the app's worker has stored anything", () => {
  // A first visit whose connection drops before the worker finished storing the app (or a browser without workers):
  // the parts the page has not loaded yet cannot come.
  test.use({ serviceWorkers: "block" });

  test("the network drops on a first visit: the page and the typed text stay, the form says it is offline", async ({
    page,
    context,
  }) => {
    await page.goto("/contact-us");
    await page.getByLabel("Сообщение").fill("Сколько стоит поднять объявление о работе в Чикаго?");
    await context.setOffline(true);
    await expect(page.getByText(/Вы офлайн/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Связаться с нами" })).toBeVisible();
    await expect(page.getByLabel("Сообщение")).toHaveValue("Сколько стоит поднять объявление о работе в Чикаго?");
    await context.setOffline(false);
    await expect(page.getByText(/Вы офлайн/)).toHaveCount(0);
  });
});
