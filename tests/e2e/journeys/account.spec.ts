import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

test("a user downloads their data, then deletes the account: the ad goes, the chat names a deleted user", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people sign up, post, write, answer, download and delete in two browsers: 45 s on a quiet 2-core machine,
  // past the minute when CI loads it.
  test.slow();
  const owner = await signUp(page, request, "Марина Орлова");
  const title = `Повар в кафе на Брайтоне ${String(Date.now()).slice(-6)}`;
  const ad = await postJobAdAs(page, title, owner.national, { contactPerson: "Марина" });

  // A visitor writes about the ad; the owner answers in the chat.
  const visitorContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await visitorContext.newPage());
  await signUp(visitor, visitorContext.request, "Ирина Лысенко");
  await visitor.goto(`/job/post/${ad.slug}`);
  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Сообщение").fill("Здравствуйте! Место повара ещё свободно?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await expect(starter.getByRole("link", { name: "Открыть переписку" })).toBeVisible();

  await page.goto("/profile/chat");
  await page.getByRole("link", { name: /Ирина Лысенко/ }).click();
  await page.getByLabel("Сообщение").fill("Да, приходите завтра к десяти.");
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(
    page.getByRole("region", { name: new RegExp(title) }).getByText("Да, приходите завтра к десяти."),
  ).toBeVisible();

  // The copy of the data: a JSON file that holds the ad and the message the owner wrote.
  await page.goto("/profile/settings");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Скачать мои данные" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^obyava-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8")) as {
    profile: { name: string; phone: string };
    posts: { title: string }[];
    chat_messages: { body: string; with_name: string }[];
  };
  expect(data.profile).toMatchObject({ name: "Марина Орлова", phone: owner.e164 });
  expect(data.posts.map((item) => item.title)).toEqual([title]);
  expect(data.chat_messages).toEqual([
    expect.objectContaining({ body: "Да, приходите завтра к десяти.", with_name: "Ирина Лысенко" }),
  ]);
  await expect(page.getByRole("status").filter({ hasText: "Файл скачан" })).toBeVisible();
  await shot(page, testInfo, "settings");
  const settingsAxe = await new AxeBuilder({ page }).include("main").analyze();
  expect(settingsAxe.violations.map((violation) => violation.id)).toEqual([]);
  const oldSession = await page.context().cookies();

  // The dialog: focus in the word's field, Escape closes it and gives focus back.
  const opener = page.getByRole("button", { name: "Удалить аккаунт" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Удалить аккаунт навсегда?" });
  await expect(dialog.getByLabel("Введите слово УДАЛИТЬ, чтобы подтвердить")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  const confirm = dialog.getByRole("button", { name: "Удалить аккаунт" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Введите слово УДАЛИТЬ, чтобы подтвердить").fill("удалить");
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /аккаунт и объявления нельзя будет восстановить/ }).check();
  await expect(confirm).toBeEnabled();
  await shot(page, testInfo, "dialog");
  const dialogAxe = await new AxeBuilder({ page }).include("dialog").analyze();
  expect(dialogAxe.violations.map((violation) => violation.id)).toEqual([]);
  await confirm.click();
  await expect(page.getByRole("heading", { name: "Аккаунт удалён" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "вы вышли на всех устройствах" })).toBeVisible();
  await shot(page, testInfo, "deleted");

  // The ad is gone for the visitor; their chat keeps the answer, under «Удалённый пользователь».
  await visitor.goto(`/job/post/${ad.slug}`);
  await expect(visitor.getByRole("heading", { name: "Упс! Страница не найдена." })).toBeVisible();
  await visitor.goto("/profile/chat");
  const item = visitor.getByRole("link", { name: /Удалённый пользователь/ });
  await expect(item).toContainText(title);
  await item.click();
  await expect(
    visitor.getByRole("region", { name: new RegExp(title) }).getByText("Да, приходите завтра к десяти."),
  ).toBeVisible();

  // The old session no longer opens the profile, here or from a copied cookie.
  await page.goto("/profile/settings");
  await expect(page).toHaveURL(/\/auth\/login$/);
  const stolenContext = await browser.newContext({ locale: "ru-RU" });
  await stolenContext.addCookies(oldSession);
  const stolen = waitingForApp(await stolenContext.newPage());
  await stolen.goto("/profile/settings");
  await expect(stolen).toHaveURL(/\/auth\/login$/);
  await stolenContext.close();
  await visitorContext.close();
});
