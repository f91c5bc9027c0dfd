import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitingForApp } from "../fixtures";
import { postJobAdAs, signUp } from "../helpers";
import { shot } from "./shots";

const postAd = (page: Page, phone: string, title: string) =>
  postJobAdAs(page, `${title} ${String(Date.now()).slice(-6)}`, phone, {
    description: "Полный день, оплата каждую пятницу. Предоплата за форму 200 долларов на карту.",
  });

test("a person reports an ad and is told the report was received; its author has no such button", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postAd(page, author.national, "Упаковщик на склад в Нью-Джерси");
  await page.goto(`/job/post/${ad.slug}`);
  await expect(page.getByRole("heading", { name: "Безопасная сделка" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Пожаловаться на объявление" })).toHaveCount(0);

  const reporterContext = await browser.newContext({ locale: "ru-RU" });
  const reporter = waitingForApp(await reporterContext.newPage());
  await signUp(reporter, reporterContext.request, "Ирина Лысенко");
  await reporter.goto(`/job/post/${ad.slug}`);
  const tips = reporter.getByRole("region", { name: "Безопасная сделка" });
  await expect(tips).toContainText("Не платите заранее");
  await expect(tips).toContainText("Встречайтесь в людном месте");

  const open = reporter.getByRole("button", { name: "Пожаловаться на объявление" });
  await open.click();
  const dialog = reporter.getByRole("dialog", { name: "Пожаловаться на объявление" });
  await expect(dialog.getByRole("radio")).toHaveCount(6);
  // Sent without a reason: the dialog asks for one and puts focus on the choices.
  await dialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(dialog.getByText("Выберите причину жалобы")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Спам или реклама" })).toBeFocused();
  await dialog.getByRole("radio", { name: "Мошенничество" }).check();
  await dialog.getByLabel("Комментарий для модератора (необязательно)").fill("Просят предоплату за форму на карту.");
  await shot(reporter, testInfo, "report-dialog");
  const { violations } = await new AxeBuilder({ page: reporter }).include("dialog").analyze();
  expect(violations).toEqual([]);
  await dialog.getByRole("button", { name: "Отправить жалобу" }).click();

  await expect(dialog.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await expect(dialog.getByText("Модераторы проверят её")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Закрыть" }).last()).toBeFocused();
  await shot(reporter, testInfo, "report-received");
  await reporter.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // A second report of the same ad is the first one: the person is told so.
  await open.click();
  await dialog.getByRole("radio", { name: "Уже продано или неактуально" }).check();
  await dialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(dialog.getByText("Вы уже жаловались на это раньше")).toBeVisible();
  await dialog.getByRole("button", { name: "Закрыть" }).last().click();

  // The author's page: the person may report the author too; the author sees no such button on their own.
  const detail = await reporter.request.get(`/v1/posts/job/${ad.slug}`);
  const authorId = ((await detail.json()) as { data: { author: { id: number } } }).data.author.id;
  await reporter.goto(`/feed/user/${String(authorId)}`);
  await reporter.getByRole("button", { name: "Пожаловаться на пользователя" }).click();
  const userDialog = reporter.getByRole("dialog", { name: "Пожаловаться на пользователя" });
  await userDialog.getByRole("radio", { name: "Оскорбления или непристойности" }).check();
  await userDialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(userDialog.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await shot(reporter, testInfo, "user-reported");
  await page.goto(`/feed/user/${String(authorId)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Пожаловаться на пользователя" })).toHaveCount(0);
  await reporterContext.close();
});

test("a visitor reports an ad without signing in; the same browser again is told it already reported", async ({
  page,
  request,
  browser,
}) => {
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postAd(page, author.national, "Грузчик на переезды");
  const visitorContext = await browser.newContext({ locale: "ru-RU" });
  const visitor = waitingForApp(await visitorContext.newPage());
  await visitor.goto(`/job/post/${ad.slug}`);
  const open = visitor.getByRole("button", { name: "Пожаловаться на объявление" });
  const dialog = visitor.getByRole("dialog", { name: "Пожаловаться на объявление" });
  // A scam is seen before signing in: the report itself opens, no sign-in sheet.
  await open.click();
  await expect(dialog.getByRole("radio")).toHaveCount(6);
  await expect(visitor.getByLabel("Номер телефона")).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Мошенничество" }).check();
  await dialog.getByLabel("Комментарий для модератора (необязательно)").fill("Просят предоплату за форму.");
  await dialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(dialog.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await expect(dialog.getByText("Модераторы проверят её")).toBeVisible();
  await dialog.getByRole("button", { name: "Закрыть" }).last().click();

  // The same browser on a later visit (its device is remembered): one report per device, and it is told so.
  await visitor.reload();
  await open.click();
  await dialog.getByRole("radio", { name: "Уже продано или неактуально" }).check();
  await dialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(dialog.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await expect(dialog.getByText("Вы уже жаловались на это раньше")).toBeVisible();
  await dialog.getByRole("button", { name: "Закрыть" }).last().click();

  // A person's profile still needs an account to report.
  const detail = await visitor.request.get(`/v1/posts/job/${ad.slug}`);
  const authorId = ((await detail.json()) as { data: { author: { id: number } } }).data.author.id;
  await visitor.goto(`/feed/user/${String(authorId)}`);
  await visitor.getByRole("button", { name: "Пожаловаться на пользователя" }).click();
  await expect(visitor.getByRole("dialog").getByLabel("Номер телефона")).toBeVisible();
  // The tips and the button in the visitor's own language.
  await visitor.goto(`/en/job/post/${ad.slug}`);
  await expect(visitor.getByRole("region", { name: "Safe deal" })).toContainText("Never pay in advance");
  await expect(visitor.getByRole("button", { name: "Report the ad" })).toBeVisible();
  await visitorContext.close();
});

test("an author blocks a writer in the chat: both are told, the writer cannot write until unblocked", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two accounts, a conversation and both sides' screens take longer than one page's test.
  test.slow();
  const author = await signUp(page, request, "Богдан Коваль");
  const ad = await postAd(page, author.national, "Курьер на своей машине");

  const writerContext = await browser.newContext({ locale: "ru-RU" });
  const writer = waitingForApp(await writerContext.newPage());
  await signUp(writer, writerContext.request, "Олег Назаров");
  await writer.goto(`/job/post/${ad.slug}`);
  const starter = writer.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Сообщение").fill("Переведите 200 долларов за форму, потом поговорим.");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await starter.getByRole("link", { name: "Открыть переписку" }).click();
  const threadOf = (person: Page) => person.getByRole("region", { name: new RegExp(ad.title) });
  await expect(threadOf(writer).getByText("Переведите 200 долларов")).toBeVisible();
  // One's own message has no report button.
  await expect(threadOf(writer).getByRole("button", { name: "Пожаловаться" })).toHaveCount(0);

  await page.goto("/profile/chat");
  await page.getByRole("link", { name: /Олег Назаров/ }).click();
  const thread = threadOf(page);
  await expect(thread.getByText("Переведите 200 долларов")).toBeVisible();
  await thread.getByText("Как не попасться мошенникам").click();
  await expect(thread.getByText("Никому не сообщайте коды из SMS")).toBeVisible();
  // The other person's message has its report, described by the message's words.
  const reportMessage = thread.getByRole("button", { name: "Пожаловаться" });
  await expect(reportMessage).toHaveCount(1);
  await expect(reportMessage).toHaveAccessibleDescription(/Переведите 200 долларов/);
  await reportMessage.click();
  const messageDialog = page.getByRole("dialog", { name: "Пожаловаться на сообщение" });
  await messageDialog.getByRole("radio", { name: "Мошенничество" }).check();
  await messageDialog.getByRole("button", { name: "Отправить жалобу" }).click();
  await expect(messageDialog.getByRole("heading", { name: "Жалоба получена" })).toBeVisible();
  await messageDialog.getByRole("button", { name: "Закрыть" }).last().click();
  await shot(page, testInfo, "chat-tools");

  await thread.getByRole("button", { name: "Заблокировать" }).click();
  const confirm = page.getByRole("dialog", { name: "Заблокировать пользователя Олег Назаров?" });
  await confirm.getByRole("button", { name: "Заблокировать" }).click();
  await expect(thread.getByText("Вы заблокировали этого пользователя: он не может вам писать.")).toBeVisible();
  await expect(thread.getByLabel("Сообщение", { exact: true })).toHaveCount(0);
  const blockedChecks = await new AxeBuilder({ page }).include(".chat-thread").analyze();
  expect(blockedChecks.violations).toEqual([]);
  await shot(page, testInfo, "chat-blocked-by-me");

  await writer.reload();
  await expect(threadOf(writer).getByText("Пользователь ограничил переписку с вами")).toBeVisible();
  await expect(writer.getByLabel("Сообщение", { exact: true })).toHaveCount(0);
  await shot(writer, testInfo, "chat-blocked-by-other");

  await thread.getByRole("button", { name: "Разблокировать" }).click();
  await expect(thread.getByLabel("Сообщение", { exact: true })).toBeVisible();
  await writer.reload();
  await writer.getByLabel("Сообщение", { exact: true }).fill("Хорошо, без предоплаты. Когда можно прийти?");
  await writer.getByRole("button", { name: "Отправить" }).click();
  await expect(threadOf(writer).getByText("Хорошо, без предоплаты.")).toBeVisible();
  await writerContext.close();
});
