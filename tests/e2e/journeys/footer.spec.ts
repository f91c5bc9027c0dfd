import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures";
import { shot } from "./shots";

const PHONE = { width: 390, height: 844 };

/** The footer's fold that holds the documents, opened as a visitor opens it: a tap on its heading. */
async function openDocuments(page: Page, heading: string) {
  const footer = page.getByRole("contentinfo");
  const fold = footer.locator("details", { has: page.getByText(heading, { exact: true }) });
  await fold.locator("summary").scrollIntoViewIfNeeded();
  if (!(await fold.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await fold.locator("summary").click();
  }
  await expect(fold).toHaveAttribute("open", "");
  return fold;
}

const LANGUAGES = [
  {
    home: "/",
    lang: "ru",
    heading: "Помощь и документы",
    pages: [
      { link: "Условия использования", h1: /Условия/ },
      { link: "Политика конфиденциальности", h1: /конфиденциальност/i },
      { link: "Частые вопросы", h1: /вопрос/i },
      { link: "Связаться с нами", h1: /Связ|Контакт/ },
    ],
  },
  {
    home: "/en",
    lang: "en",
    heading: "Help and documents",
    pages: [
      { link: "Terms of use", h1: /Terms/ },
      { link: "Privacy policy", h1: /Privacy/ },
      { link: "FAQ", h1: /FAQ|question/i },
      { link: "Contact us", h1: /Contact/ },
    ],
  },
] as const;

test("a visitor reaches terms, privacy, FAQ and contact from the footer on a phone", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // The app's install invitation may come after 20 s; the visitor puts it off, as people do.
  const popup = page.getByRole("dialog");
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole("button", { name: /Не сейчас|Not now/ }).click();
  });
  await page.setViewportSize(PHONE);
  for (const { home, lang, heading, pages } of LANGUAGES) {
    await page.goto(home);
    const footer = page.getByRole("contentinfo");
    // Folded on a phone: the documents are one tap away, not a wall of links.
    const folded = footer.locator("details", { has: page.getByText(heading, { exact: true }) });
    await expect(folded).not.toHaveAttribute("open", "");
    await expect(folded.getByRole("link", { name: pages[0].link, exact: true })).toBeHidden();
    if (lang === "ru") await shot(page, testInfo, "footer-folded");
    for (const { link, h1 } of pages) {
      const fold = await openDocuments(page, heading);
      await fold.getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "ru" ? "ru" : "en");
      await page.goBack();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  }
  await openDocuments(page, "Help and documents");
  // The footer, folds open and shut, passes the accessibility checker (contrast on its dark ground, names).
  const found = await new AxeBuilder({ page }).include(".site-footer").analyze();
  expect(found.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await shot(page, testInfo, "footer-open");
});

test("on a desktop the footer's columns stand open, with the cities and the languages", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/ua");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Оголошення в Нью-Йорку" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Умови використання" })).toBeVisible();
  await footer.getByRole("navigation", { name: "Мови сайту" }).getByRole("link", { name: "PL" }).click();
  await expect(page).toHaveURL(/\/pl$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Warunki korzystania" })).toBeVisible();
});
