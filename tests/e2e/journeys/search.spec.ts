import type { Locator, Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp, waitForController, waitForPersisted } from "../helpers";
import { shot } from "./shots";

/** The header's search, on every page. */
const searchBox = (page: Page) => page.getByRole("combobox", { name: "Поиск по всем объявлениям" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Подсказки" });
/** The results' chips: «all sections» and one per section the words found something in. */
const sectionChips = (page: Page) => page.getByRole("navigation", { name: "Разделы с найденным" }).getByRole("link");
const cards = (page: Page) => page.getByRole("article");

/** A chip's count, as people read it at its end («Работа CDL 12»). */
const countOf = async (chip: Locator) => Number((await chip.textContent())?.match(/(\d+)\s*$/)?.[1] ?? "NaN");

/** Types into the header's search and asks for the results (Enter), as people do. */
async function searchFor(page: Page, words: string) {
  await searchBox(page).fill(words);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByRole("heading", { level: 1, name: `Результаты по запросу «${words}»` })).toBeVisible();
}

/** The sections the results were found in, by their chips (every chip but «all sections»), with counts. */
async function foundSections(page: Page): Promise<Map<string, number>> {
  await expect(sectionChips(page).first()).toBeVisible();
  const found = new Map<string, number>();
  for (const chip of await sectionChips(page).all()) {
    const name = ((await chip.textContent()) ?? "").replace(/\d+\s*$/, "").trim();
    if (name !== "Все разделы") found.set(name, await countOf(chip));
  }
  return found;
}

test("B searches the whole site from the header: typos, Latin, one section, newest first; A's new ad is found", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // B dismissed the app's install invitation on an earlier visit: it does not take the focus from the field mid-word.
  await page.context().addCookies([{ name: "hasSeenAppPopup", value: "true", url: "http://127.0.0.1" }]);

  // B, on the home page, types: suggestions come, grouped, and the keyboard walks them.
  await page.goto("/");
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially("водит", { delay: 60 });
  await expect(suggestions(page)).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = suggestions(page).getByRole("option");
  await expect(options.first()).toBeVisible();
  await shot(page, testInfo, "suggestions");
  await box.press("ArrowDown");
  const active = await box.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  const chosen = page.locator(`[id="${active ?? ""}"]`);
  await expect(chosen).toHaveAttribute("aria-selected", "true");
  // Enter on a suggestion goes where it means (a section, a category, a place or the results of a title).
  await box.press("Enter");
  await expect(page).not.toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(suggestions(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: /Объявления для своих/ })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Escape closes the list and keeps what was typed.
  await box.click();
  await box.fill("водит");
  await expect(suggestions(page)).toBeVisible();
  await box.press("Escape");
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("водит");
  // A second Escape empties the field.
  await box.press("Escape");
  await expect(box).toHaveValue("");

  // A typo finds the drivers' ads of three sections, with a count per section.
  await searchFor(page, "вадитель");
  await expect(cards(page).first()).toBeVisible();
  const byTypo = await foundSections(page);
  expect([...byTypo.keys()]).toEqual(expect.arrayContaining(["Работа CDL", "Работа без CDL", "Резюме водителей"]));
  for (const count of byTypo.values()) expect(count).toBeGreaterThan(0);
  await expect(page.getByText(/Найдено \d+ объявлени/)).toBeVisible();
  await shot(page, testInfo, "results-typo");

  // Latin letters find the same Russian ads.
  await searchFor(page, "voditel");
  await expect(cards(page).first()).toBeVisible();
  const byLatin = await foundSections(page);
  expect(byLatin.size).toBeGreaterThanOrEqual(3);
  expect(byLatin.get("Работа CDL") ?? 0).toBeGreaterThan(0);
  await expect(page.getByText(/Искали как «.*водител.*»/i)).toBeVisible();

  // One section: only CDL jobs, as many as its chip said.
  const cdlChip = sectionChips(page).filter({ hasText: "Работа CDL" });
  const cdlCount = await countOf(cdlChip);
  await cdlChip.click();
  await expect(page).toHaveURL(/section=cdl/);
  await expect(sectionChips(page).filter({ hasText: "Работа CDL" })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByText(new RegExp(`В разделе «Работа CDL» найден[оа]? ${String(cdlCount)} объявлени`)),
  ).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  for (const href of await cards(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^\/cdl\/post\//);
  await shot(page, testInfo, "results-one-section");

  // A, meanwhile, posts a job with a word nobody else uses.
  const other = await browser.newContext({ locale: "ru-RU" });
  const author = waitingForApp(await other.newPage());
  const phone = await signUp(author, other.request, "Тарас Кравчук");
  const word = `ксилофонщик${String(Date.now()).slice(-5)}`;
  const { title } = await postJobAdAs(author, `Водитель и ${word} на праздники, Чикаго`, phone.national, {
    description: "Нужен водитель с минивэном, который ещё и играет на ксилофоне на детских праздниках.",
  });
  await other.close();

  // B finds it by that word; in the CDL section it is not, but the page says where it is.
  await searchFor(page, word);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(word)}&section=cdl`);
  await expect(
    page.getByRole("heading", { name: `В разделе «Работа CDL» по запросу «${word}» ничего нет` }),
  ).toBeVisible();
  await page.getByRole("link", { name: /^Работа 1$/ }).click();
  await expect(page).toHaveURL(/section=job/);
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  // Newest first: among every drivers' ad, A's minute-old one leads.
  await searchFor(page, "водитель");
  await page.getByLabel("Сортировка").selectOption({ label: "Сначала новые" });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(cards(page).first().getByRole("heading")).toHaveText(title);

  // Words found elsewhere but not in this place: the page names the places that have them, and leads there.
  await page.goto(`/chicago/search?q=${encodeURIComponent("кондо")}`);
  await expect(page.getByRole("heading", { name: "Чикаго: по запросу «кондо» ничего нет" })).toBeVisible();
  await page.getByRole("link", { name: /^Вся США \d+$/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/search\?q=/);
  await expect(cards(page).first()).toBeVisible();

  // Words found nowhere: what to do instead, never «come back later».
  const nothing = "зюзябрыква";
  await searchFor(page, nothing);
  await expect(page.getByRole("heading", { name: `По запросу «${nothing}» ничего не нашлось` })).toBeVisible();
  await expect(page.getByText("Вот что можно сделать:")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Или посмотрите разделы" }).getByRole("link")).not.toHaveCount(0);
  await expect(page.getByText(/загляните/i)).toHaveCount(0);
  await shot(page, testInfo, "results-empty");
  await page.getByRole("button", { name: "Новый поиск" }).click();
  await expect(searchBox(page)).toBeFocused();

  // A results page seen before opens again with no network.
  await searchFor(page, word);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await waitForController(page);
  // The answer itself is kept (the words alone are also in the kept suggestions).
  await waitForPersisted(page, JSON.stringify(["search", "results", "ru", { q: word, page: 1 }]));
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.context().setOffline(false);
});
