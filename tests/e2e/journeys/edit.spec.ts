import type { Locator, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp, waitForController } from "../helpers";
import { shot } from "./shots";

/**
 * Every title the tab draws (the page's heading, the listing's cards), kept across reloads in the tab's
 * sessionStorage: a reader must never be shown the old title, not even for a moment before a refetch.
 */
async function recordTitles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      if ((window as { titlesPaused?: boolean }).titlesPaused) return;
      const seen = new Set<string>(JSON.parse(sessionStorage.getItem("titles-seen") ?? "[]") as string[]);
      const before = seen.size;
      for (const title of document.querySelectorAll("h1, article :is(h2, h3)")) seen.add(title.textContent.trim());
      if (seen.size !== before) sessionStorage.setItem("titles-seen", JSON.stringify([...seen]));
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const titlesSeen = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("titles-seen") ?? "[]") as string[]);
/**
 * Starts the record afresh. A tab still showing the page it read before the edit stops recording until it
 * loads another (an open page is not expected to change by itself; the next one must be new).
 */
const forgetTitles = (page: Page, { stillOpen }: { stillOpen: boolean }) =>
  page.evaluate((pause) => {
    sessionStorage.removeItem("titles-seen");
    (window as { titlesPaused?: boolean }).titlesPaused = pause;
  }, stillOpen);

/** The ad titles in the public answers the page's service worker keeps. */
function keptTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("obyava-api-public");
    const titles: string[] = [];
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith("/v1/posts")) continue;
      const body = (await (await cache.match(request))?.json()) as { data?: unknown } | undefined;
      const items: unknown[] = Array.isArray(body?.data) ? body.data : [body?.data];
      for (const item of items) {
        if (item && typeof item === "object" && "title" in item && typeof item.title === "string")
          titles.push(item.title);
      }
    }
    return titles;
  });
}

/** The ad's card in a listing, found by its title. */
const cardOf = (page: Page, title: string): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });

/** The ad page as it reads: its title as the heading, its pay beside it, the old title nowhere. */
async function expectAdPage(page: Page, title: string, price: string, old?: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".post-page__price")).toHaveText(price);
  if (old) await expect(page.getByText(old, { exact: true })).toHaveCount(0);
}

/** The listing as it reads: the ad's card with its new title and pay, no card with the old title. */
async function expectListing(page: Page, title: string, price: string, old: string): Promise<void> {
  await expect(cardOf(page, title)).toContainText(price);
  await expect(page.getByRole("link", { name: old, exact: true })).toHaveCount(0);
}

test("an edited ad reads new at once for its author, on reload for another, within seconds for a visitor", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Fifteen steps in three browsers, each of which stores the app: more than a minute on a busy 2-core machine.
  test.slow();
  await recordTitles(page);
  const author = await signUp(page, request, "Олег Мельник");
  // A job ad with a pay of $25 an hour.
  const ad = await postJobAdAs(page, `Плиточник на ремонт ванных ${String(Date.now()).slice(-6)}`, author.national, {
    description: "Укладка плитки и мозаики в Квинсе, свой инструмент приветствуется, работа каждый день.",
    contactPerson: "Олег",
    fields: { salary_from: 25, salary_period: "hour" },
  });
  const adPath = `/job/post/${ad.slug}`;

  // A second person reads the ad and the section's listing, so their browser and its worker keep copies.
  const otherContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await otherContext.newPage());
  await recordTitles(visitor);
  await signUp(visitor, otherContext.request, "Марина Ткачук");
  await visitor.goto(adPath);
  await waitForController(visitor);
  await visitor.reload();
  await expectAdPage(visitor, ad.title, "25 $ в час");
  await shot(visitor, testInfo, "visitor-reads-ad");
  await visitor.goto("/job");
  await expect(cardOf(visitor, ad.title)).toContainText("25 $ в час");
  await shot(visitor, testInfo, "visitor-reads-listing");

  // Someone with no account reads the ad and the listing too: the server keeps the page it drew for
  // them, and their worker keeps the public answers (a signed-in reader's never enter it).
  const anonymousContext = await browser.newContext({ locale: "ru-RU" });
  const anonymous = waitingForApp(await anonymousContext.newPage());
  await recordTitles(anonymous);
  await anonymous.goto(adPath);
  await expectAdPage(anonymous, ad.title, "25 $ в час");
  const kept = await anonymousContext.request.get(adPath);
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  await waitForController(anonymous);
  await anonymous.reload();
  await anonymous.goto("/job");
  await expect(cardOf(anonymous, ad.title)).toContainText("25 $ в час");
  // A page opened by a full load arrives with its data; what the app asks for after that passes the worker.
  await anonymous.evaluate((path) => fetch(`/v1/posts${path.replace("/post/", "/")}`), adPath);
  await expect.poll(() => keptTitles(anonymous)).toContain(ad.title);
  await shot(anonymous, testInfo, "anonymous-reads-listing");

  // The author edits the title and the pay from their ad's page. Their device had read it signed
  // out too, so their worker holds a public copy.
  await page.goto(adPath);
  await waitForController(page);
  await page.evaluate((path) => fetch(`/v1/posts${path.replace("/post/", "/")}`), adPath);
  await expect.poll(() => keptTitles(page)).toContain(ad.title);
  await page.getByRole("link", { name: "Редактировать" }).click();
  await expect(page.getByLabel("Заголовок")).toHaveValue(ad.title);
  const title = `${ad.title}, срочно`;
  await page.getByLabel("Заголовок").fill(title);
  await page.getByLabel("Зарплата от, $").fill("32");
  await shot(page, testInfo, "author-edits");
  await page.getByRole("button", { name: "Сохранить изменения" }).click();
  await expect(page.getByRole("heading", { name: "Изменения сохранены" })).toBeVisible();
  await shot(page, testInfo, "author-saved");
  await expect.poll(() => keptTitles(page)).not.toContain(ad.title);
  // From here on nobody may be shown the old title.
  await forgetTitles(page, { stillOpen: false });
  for (const reader of [visitor, anonymous]) await forgetTitles(reader, { stillOpen: true });

  // The author's own device reads the new ad at once, and after a reload.
  await page.getByRole("link", { name: "Открыть объявление" }).click();
  await expectAdPage(page, title, "32 $ в час", ad.title);
  await shot(page, testInfo, "author-reads-edited-ad");
  await page.reload();
  await expectAdPage(page, title, "32 $ в час", ad.title);
  await page.goto("/job");
  await expectListing(page, title, "32 $ в час", ad.title);
  await shot(page, testInfo, "author-reads-edited-listing");
  await page.reload();
  await expectListing(page, title, "32 $ в час", ad.title);

  // The second person's device, with the old copies in its caches, reads the new ad after a reload.
  await expect(async () => {
    await visitor.goto(adPath);
    await expectAdPage(visitor, title, "32 $ в час", ad.title);
  }).toPass({ timeout: 15_000 });
  await shot(visitor, testInfo, "visitor-reads-edited-ad");
  await expect(async () => {
    await visitor.goto("/job");
    await expectListing(visitor, title, "32 $ в час", ad.title);
  }).toPass({ timeout: 15_000 });
  await shot(visitor, testInfo, "visitor-reads-edited-listing");

  // The anonymous visitor reads the new ad and listing within seconds, past their worker's copies...
  await expect(async () => {
    await anonymous.goto(adPath);
    await expectAdPage(anonymous, title, "32 $ в час", ad.title);
  }).toPass({ timeout: 5_000 });
  await shot(anonymous, testInfo, "anonymous-reads-edited-ad");
  await expect(async () => {
    await anonymous.goto("/job");
    await expectListing(anonymous, title, "32 $ в час", ad.title);
  }).toPass({ timeout: 10_000 });
  await shot(anonymous, testInfo, "anonymous-reads-edited-listing");
  // ...and a first visit is not served the page the server drew before the edit.
  const drawn = await (await anonymousContext.request.get(adPath)).text();
  expect(drawn).toContain(title);
  expect(drawn).not.toContain(`>${ad.title}<`);

  for (const reader of [page, visitor, anonymous]) expect(await titlesSeen(reader)).not.toContain(ad.title);
  await otherContext.close();
  await anonymousContext.close();
});
