import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

test("the owner takes an ad down and back, deletes another through a dialog, is asked before signing out", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, a dozen steps each: longer than one page's test.
  test.setTimeout(120_000);
  const owner = await signUp(page, request, "Богдан Коваль");
  const stamp = String(Date.now()).slice(-6);
  const paused = await postJobAdAs(page, `Сварщик в мастерскую в Бруклине ${stamp}`, owner.national);
  const doomed = await postJobAdAs(page, `Маляр на объекты в Квинсе ${stamp}`, owner.national);

  const other = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  // The second person sees it among the newest jobs. (Listings a visitor has read are kept up to 30 s on
  // their device: each later look below is one they have not made before.)
  await visitor.goto("/job");
  await expect(visitor.getByRole("link", { name: paused.title })).toBeVisible();

  // The owner takes the ad down: their list says so and how to bring it back.
  await page.goto("/profile/listing");
  const row = page.getByRole("article", { name: paused.title });
  await expect(row.getByText("Активно", { exact: true })).toBeVisible();
  await shot(page, testInfo, "my-ads");
  await row.getByRole("button", { name: "Деактивировать" }).click();
  await expect(row.getByText("Деактивировано", { exact: true })).toBeVisible();
  await expect(row.getByText("Объявление не видно в поиске. Активируйте его, чтобы вернуть.")).toBeVisible();
  await expect(row.getByRole("button", { name: "Активировать" })).toBeVisible();
  await shot(page, testInfo, "deactivated-in-list");

  // Its page, for the owner, says the same and offers the way back.
  await row.getByRole("link", { name: paused.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: paused.title })).toBeVisible();
  const panel = page.getByRole("region", { name: "Ваше объявление" });
  await expect(panel.getByText("Деактивировано", { exact: true })).toBeVisible();
  await expect(panel.getByText("Его видите только вы: в поиске и по ссылке оно не показывается.")).toBeVisible();
  await shot(page, testInfo, "deactivated-ad-page");

  // The second person no longer finds it, and its link says it is not there.
  await visitor.goto(`/job?q=${encodeURIComponent(paused.title)}`);
  await expect(visitor.getByRole("link", { name: paused.title })).toHaveCount(0);
  await shot(visitor, testInfo, "visitor-search-without-it");
  await visitor.goto(`/job/post/${paused.slug}`);
  await expect(visitor.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();
  await shot(visitor, testInfo, "visitor-finds-nothing");

  // The owner brings it back from its page; the second person finds it again.
  await panel.getByRole("button", { name: "Активировать" }).click();
  await expect(panel.getByText("Активно", { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Деактивировать" })).toBeVisible();
  await shot(page, testInfo, "reactivated-ad-page");
  await visitor.goto(`/job/post/${paused.slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: paused.title })).toBeVisible();
  await visitor.goto(`/job?q=${encodeURIComponent(paused.title.toLowerCase())}`);
  await expect(visitor.getByRole("link", { name: paused.title })).toBeVisible();
  // Owner controls are the owner's alone.
  await expect(visitor.getByRole("region", { name: "Ваше объявление" })).toHaveCount(0);

  // Deleting asks first, in a dialog: Escape cancels and gives focus back to the button.
  await page.goto("/profile/listing");
  const doomedRow = page.getByRole("article", { name: doomed.title });
  const remove = doomedRow.getByRole("button", { name: "Удалить" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Удалить объявление?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(doomed.title);
  await expect(dialog.getByRole("button", { name: "Отмена" })).toBeFocused();
  // The page behind does not scroll while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await shot(page, testInfo, "delete-dialog");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Удалить" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Отмена" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(doomedRow).toBeVisible();

  await remove.click();
  await dialog.getByRole("button", { name: "Удалить" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("article", { name: doomed.title })).toHaveCount(0);
  await expect(page.getByRole("article", { name: paused.title })).toBeVisible();
  await visitor.goto(`/job/post/${doomed.slug}`);
  await expect(visitor.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();

  // «Выйти» is the profile menu's last entry, not the header's, and asks first.
  await expect(page.getByRole("banner").getByRole("button", { name: "Выйти" })).toHaveCount(0);
  const menu = page.getByRole("navigation", { name: "Личный кабинет" });
  const signOut = menu.getByRole("button", { name: "Выйти" });
  await signOut.click();
  const asking = page.getByRole("dialog", { name: "Выйти из аккаунта?" });
  await expect(asking).toBeVisible();
  await shot(page, testInfo, "sign-out-dialog");
  await asking.getByRole("button", { name: "Отмена" }).click();
  await expect(asking).toHaveCount(0);
  await expect(signOut).toBeFocused();
  await expect(page).toHaveURL(/\/profile\/listing$/);
  await signOut.click();
  await asking.getByRole("button", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/profile/listing");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await other.close();
});
