import type { Locator, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

/** The menus every page of the default layout carries, as a Polish visitor sees them. */
const sectionMenu = (page: Page) => page.getByRole("navigation", { name: "Działy" });
const footerMenu = (page: Page) => page.getByRole("contentinfo").getByRole("navigation", { name: "Mapa strony" });
/** The forms' menu: the header's on a wide screen, the tab bar's «+» on a phone (the other one is not drawn). */
const plusMenu = (page: Page) => page.locator(".post-ad-menu").filter({ visible: true });
const plusButton = (page: Page) => plusMenu(page).locator("summary");

async function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
}

/** Every address a menu of the page links to (header sections, footer, the «+» menu). */
async function menuHrefs(page: Page): Promise<string[]> {
  const all = [
    ...(await hrefsOf(sectionMenu(page).getByRole("link"))),
    ...(await hrefsOf(footerMenu(page).getByRole("link"))),
    ...(await hrefsOf(page.locator(".post-ad-menu a"))),
  ];
  return [...new Set(all)];
}

/** The page answered is a page: no 404, no error, a heading of its own. */
async function expectRealPage(page: Page, href: string) {
  await expect(
    page.getByText(/Ups! Nie znaleziono strony|Упс! Страница не найдена|Coś poszło nie tak|Что-то пошло не так/),
    href,
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
}

const countOf = async (link: Locator) =>
  Number((await link.locator(".category-list__count").textContent())?.replace(/\D/g, "") ?? "NaN");

test("a Polish visitor follows every menu, category, tag and feed; a Russian author's ad joins its category", async ({
  page,
  browser,
}, testInfo) => {
  // Some thirty menu entries, two people and a dozen screenshots.
  test.setTimeout(240_000);
  // The app's install invitation comes after 20 s; the visitor closes it, as people do.
  await page.addLocatorHandler(page.getByRole("dialog", { name: "Aplikacja Obyava" }), async () => {
    await page.keyboard.press("Escape");
  });
  await page.goto("/pl");
  await shot(page, testInfo, "home-pl");

  // Every menu entry, clicked as a visitor does: none is a dead end.
  const hrefs = await menuHrefs(page);
  expect(hrefs.length).toBeGreaterThan(20);
  for (const href of hrefs) {
    // The header's sections fold away once the page is scrolled: a visitor goes back to the top for them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("html")).not.toHaveAttribute("data-scrolled", "true");
    const inPlus = await page.locator(`.post-ad-menu a[href="${href}"]`).count();
    if (
      inPlus &&
      !(await sectionMenu(page).locator(`a[href="${href}"]`).count()) &&
      !(await footerMenu(page).locator(`a[href="${href}"]`).count())
    ) {
      // A phone's form page has no tab bar (the form has the screen): the forms' menu is on every other page. The
      // app popup, closed with Escape, closes the open menu too: then it is opened again.
      const form = plusMenu(page).locator(`a[href="${href}"]`);
      await expect(async () => {
        if (!(await plusButton(page).isVisible())) await page.goto("/pl");
        if (!(await form.isVisible())) await plusButton(page).click({ timeout: 2_000 });
        await form.click({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
    } else {
      // On a phone the footer's columns are folded: the visitor opens the one that holds the link.
      const fold = footerMenu(page).locator("details", { has: page.locator(`a[href="${href}"]`) });
      const inSections = await sectionMenu(page).locator(`a[href="${href}"]`).count();
      if (!inSections && !(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
        await fold.locator("summary").click();
      }
      if (inSections) {
        // A tap that scrolls the page by a few pixels (the header unfolding under it) folds the sections away again:
        // the visitor scrolls back up and taps once more.
        await expect(async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          await sectionMenu(page).locator(`a[href="${href}"]`).click({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
      } else {
        await footerMenu(page).locator(`a[href="${href}"]`).click();
      }
    }
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, "\\?")}$|/pl/auth/login$`));
    await expectRealPage(page, href);
    // Sign-in pages have no menus: back to the home page for the next entry.
    if (!(await sectionMenu(page).isVisible())) await page.goto("/pl");
  }

  // A section lists its categories with their counts; a Russian author's new ad counts in its category.
  await page.goto("/pl/job");
  const categories = page.getByRole("navigation", { name: "Kategorie" });
  const construction = categories.getByRole("link", { name: /Budownictwo/ });
  await expect(construction).toBeVisible();
  const before = await countOf(construction);
  await shot(page, testInfo, "section-categories");

  const other = await browser.newContext({ locale: "ru-RU" });
  const author = waitingForApp(await other.newPage());
  const phone = await signUp(author, other.request, "Олег Бондаренко");
  // A Russian author's job ad in the «construction» category.
  const { title } = await postJobAdAs(
    author,
    `Plytkarz do remontów w Chicago ${String(Date.now()).slice(-6)}`,
    phone.national,
    {
      description: "Нужен плиточник на ремонт ванных комнат, опыт от трёх лет, оплата каждую неделю.",
      contactPerson: "Олег",
      category: "construction",
    },
  );

  await page.reload();
  await expect.poll(() => countOf(construction)).toBe(before + 1);
  await construction.click();
  await expect(page).toHaveURL(/\/pl\/job\/construction$/);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await shot(page, testInfo, "category");
  await other.close();

  // The news: a tag is a link to the tag's page, which lists the news with that tag.
  await sectionMenu(page).getByRole("link", { name: "Wiadomości", exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/news$/);
  // The news list its topics too, each with its count.
  await expect(
    page.getByRole("navigation", { name: "Tematy wiadomości" }).getByRole("link", { name: /USCIS/ }),
  ).toBeVisible();
  const newsTitle = "Zmiana adresu? Zgłoś ją do USCIS w ciągu 10 dni";
  await page.getByRole("link", { name: newsTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: newsTitle })).toBeVisible();
  await shot(page, testInfo, "news-post");
  await page.getByRole("navigation", { name: "Tematy" }).getByRole("link", { name: "USCIS" }).click();
  await expect(page).toHaveURL(/\/pl\/news\/listing\/tag\/uscis$/);
  await expect(page.getByRole("heading", { level: 1, name: /USCIS/ })).toBeVisible();
  await expect(page.getByRole("link", { name: newsTitle })).toBeVisible();
  await shot(page, testInfo, "news-tag");

  // The community feed, from the menu, and one of its posts.
  await sectionMenu(page).getByRole("link", { name: "Tablica", exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/feed$/);
  await expectRealPage(page, "/pl/feed");
  // The address changes before the list does: the card read is the feed's, not the news page's still drawn.
  const feedPost = page.locator('.post-card__link[href*="/feed/post/"]').first();
  const feedTitle = (await feedPost.textContent()) ?? "";
  await feedPost.click();
  await expect(page).toHaveURL(/\/pl\/feed\/post\//);
  await expect(page.getByRole("heading", { level: 1, name: feedTitle })).toBeVisible();
  await shot(page, testInfo, "feed-post");

  // The drivers' corner: its cards open their articles.
  await sectionMenu(page).getByRole("link", { name: "Kącik kierowcy", exact: true }).click();
  await expect(page).toHaveURL(/\/pl\/drivers-corner$/);
  // The address changes first: the cards read are the corner's once its heading is drawn (not the last page's).
  await expect(page.getByRole("heading", { level: 1, name: /Kącik kierowcy/ })).toBeVisible();
  const article = page.locator(".post-card__link").first();
  await expect(article).not.toHaveAttribute("href", "#");
  const articleTitle = (await article.textContent()) ?? "";
  await article.click();
  await expect(page).toHaveURL(/\/pl\/drivers-corner\/post\//);
  await expect(page.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();
  await shot(page, testInfo, "drivers-corner-post");
});

test("in every language each menu entry answers a page, never a 404", async ({ page }) => {
  for (const home of ["/", "/ua", "/pl", "/en"]) {
    await page.goto(home);
    for (const href of await menuHrefs(page)) {
      const response = await page.request.get(href);
      expect(response.status(), `${home}: ${href}`).toBe(200);
    }
    // Every card opens its page (in Polish, an event's or a flat's page is the Russian one, and says so).
    await expect(page.locator('.post-card a[href="#"]')).toHaveCount(0);
  }
});

test.describe("pages past the last", () => {
  test.use({ serviceWorkers: "block" });
  test("a page past the last is a 404, from the server and in the app", async ({ page }) => {
    const response = await page.goto("/pl/job?page=999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ups! Nie znaleziono strony." })).toBeVisible();
    await expect(page.getByText(/Strona 999 z/)).toHaveCount(0);
  });
});

test("a guard that says no leaves the visitor where they were", async ({ page }) => {
  await page.goto("/job");
  await expect(page.getByRole("heading", { level: 1, name: "Работа" })).toBeVisible();
  // A client-side navigation to /statistic without the ad's hash or id (as history navigation does it).
  await page.evaluate(() => {
    history.pushState(null, "", "/statistic");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/job$/);
  await expect(page.getByRole("heading", { level: 1, name: "Работа" })).toBeVisible();
});

test("the «+» menu closes with Escape (focus back on its button) and with a click outside", async ({ page }) => {
  await page.goto("/");
  const button = plusButton(page);
  const firstForm = plusMenu(page).locator("a").first();
  await button.click();
  await expect(firstForm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(firstForm).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(firstForm).toBeVisible();
  // On a phone the open list rises above the tab bar: the page's left margin under the header is outside it.
  await page.mouse.click(4, 200);
  await expect(firstForm).toBeHidden();
});

/** WCAG relative luminance of an `rgb(…)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const value = Number(part) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

test("a section chip reached with the keyboard shows a clearly visible focus ring", async ({ page }) => {
  await page.goto("/");
  const chip = page.getByRole("navigation", { name: "Разделы" }).getByRole("link", { name: "Работа", exact: true });
  // Keyboard focus: Tab from the link before it.
  await chip.evaluate((element) =>
    (element.closest("li")?.previousElementSibling?.querySelector("a") as HTMLElement | null)?.focus(),
  );
  await page.keyboard.press("Tab");
  await expect(chip).toBeFocused();
  const ring = await chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      background: getComputedStyle(element.closest("header") ?? document.body).backgroundColor,
    };
  });
  expect(ring.style).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // Against the header the chips sit on (WCAG 1.4.11: 3:1 for a focus indicator).
  const [light, dark] = [luminance(ring.color), luminance(ring.background)].sort((a, b) => b - a);
  expect(((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)).toBeGreaterThanOrEqual(3);
});
