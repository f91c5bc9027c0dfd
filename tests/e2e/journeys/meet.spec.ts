import { devices } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitingForApp } from "../fixtures";
import { signUp } from "../helpers";
import { shot } from "./shots";

/** A small real photo, as a phone would give it: what the author attaches to the ad. */
async function photoOfTheBike(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .composite([
      {
        input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#223"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("two people meet about an ad: posted with a photo, found, saved, called, written to, answered", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people, a form with a photo and a dozen steps (with pictures of each when asked for): more than a minute.
  test.slow();
  // The author posts an ad through the real form, with a photo.
  await signUp(page, request, "Богдан Коваль");
  const title = `Сварщик в мастерскую в Бруклине ${String(Date.now()).slice(-6)}`;
  await page.goto("/form/job");
  await page.getByLabel("Заголовок").fill(title);
  await page
    .getByLabel("Описание")
    .fill("Аргон и полуавтомат, опыт от двух лет, оплата каждую пятницу. Инструмент наш.");
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Контактное лицо").fill("Богдан");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "masterskaya.jpg", mimeType: "image/jpeg", buffer: await photoOfTheBike() });
  await expect(page.getByText("Обложка", { exact: true })).toBeVisible();
  await shot(page, testInfo, "author-fills-the-form");
  await page.getByRole("button", { name: "Опубликовать" }).click();
  await expect(page.getByRole("heading", { name: "Объявление опубликовано" })).toBeVisible();
  await shot(page, testInfo, "author-ad-published");

  // A second person, at a desktop, finds it in its section by a search, as a visitor would.
  // (The run's defaults are a phone's: a desktop is asked for by name, mouse and keyboard included.)
  const other = await browser.newContext({
    ...devices["Desktop Chrome"],
    locale: "ru-RU",
    viewport: { width: 1366, height: 900 },
  });
  const visitor = waitingForApp(await other.newPage());
  await signUp(visitor, other.request, "Ирина Лысенко");
  await visitor.goto("/job");
  await visitor.getByLabel("Поиск по объявлениям").fill(title);
  await visitor.getByRole("button", { name: "Найти" }).click();
  const card = visitor.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await shot(visitor, testInfo, "visitor-finds-the-ad");
  await card.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const photo = visitor.locator(".gallery img").first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await shot(visitor, testInfo, "visitor-opens-the-ad");

  // Saves it: it is among their favourites.
  await visitor.getByRole("button", { name: `В избранное: ${title}` }).click();
  await expect(visitor.getByRole("button", { name: `Убрать из избранного: ${title}` })).toBeVisible();
  await visitor.getByRole("button", { name: "Показать телефон" }).click();
  await expect(visitor.locator('a[href^="tel:"]').first()).toBeVisible();
  await shot(visitor, testInfo, "visitor-saves-and-reveals-the-phone");

  // Writes to the author from the ad.
  const starter = visitor.locator("section", { hasText: "Написать автору" }).last();
  await starter.getByLabel("Сообщение").fill("Здравствуйте! Вакансия ещё открыта?");
  await starter.getByRole("button", { name: "Отправить" }).click();
  await expect(starter.getByRole("link", { name: "Открыть переписку" })).toBeVisible();
  await shot(visitor, testInfo, "visitor-writes-from-the-ad");

  await visitor.goto("/profile/favorite-posts");
  await expect(visitor.getByRole("article").filter({ hasText: title })).toBeVisible();
  await shot(visitor, testInfo, "visitor-favourites");

  // The author sees a new, unread conversation: the ad's photo and title, the time, the visitor's name.
  await page.goto("/profile/chat");
  const item = page.getByRole("link", { name: /Ирина Лысенко/ });
  await expect(item).toContainText(title);
  await expect(item).toContainText("Здравствуйте! Вакансия ещё открыта?");
  await expect(item).toContainText(/\b\d{2}:\d{2}\b/);
  await expect(item.locator("img")).toBeVisible();
  await expect(item.getByLabel("Непрочитанных: 1")).toBeVisible();
  await expect(page.getByRole("link", { name: /Сообщения.*1/ }).first()).toBeVisible();
  await shot(page, testInfo, "author-sees-the-unread-conversation");

  // Opens it on the phone: read, it is no longer counted; answers in two lines.
  await item.click();
  const threadOf = (person: typeof page) => person.getByRole("region", { name: new RegExp(title) });
  await expect(threadOf(page).getByText("Здравствуйте! Вакансия ещё открыта?")).toBeVisible();
  await expect(threadOf(page).getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ирина Лысенко/ }).getByLabel(/Непрочитанных/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Сообщения.*непрочитанных/ })).toHaveCount(0);
  const answer = page.getByLabel("Сообщение");
  await answer.fill("Да, открыта.\nПриходите завтра в десять.");
  await page.getByRole("button", { name: "Отправить" }).click();
  await expect(threadOf(page).getByText(/Приходите завтра в десять\./)).toBeVisible();
  await expect(answer).toHaveValue("");
  await shot(page, testInfo, "author-answers");

  // The visitor has an unread answer and reads the whole conversation.
  await visitor.goto("/profile/chat");
  const mine = visitor.getByRole("link", { name: /Богдан/ });
  await expect(mine).toContainText(title);
  await expect(mine.getByLabel("Непрочитанных: 1")).toBeVisible();
  await shot(visitor, testInfo, "visitor-sees-the-answer");
  await mine.click();
  await expect(threadOf(visitor).getByText("Здравствуйте! Вакансия ещё открыта?")).toBeVisible();
  await expect(threadOf(visitor).getByText(/Приходите завтра в десять\./)).toBeVisible();
  await shot(visitor, testInfo, "visitor-reads-the-conversation");

  // At a desktop Enter sends and Shift+Enter starts a new line.
  const reply = visitor.getByLabel("Сообщение");
  await reply.fill("Спасибо!");
  await reply.press("Shift+Enter");
  await reply.pressSequentially("Буду в десять.");
  await expect(reply).toHaveValue("Спасибо!\nБуду в десять.");
  await reply.press("Enter");
  await expect(threadOf(visitor).getByText(/Буду в десять\./)).toBeVisible();
  await expect(reply).toHaveValue("");

  // The author reads it too, both sides in order.
  await page.reload();
  const messages = threadOf(page).getByRole("listitem");
  await expect(messages.filter({ hasText: "Здравствуйте! Вакансия ещё открыта?" })).toBeVisible();
  await expect(messages.filter({ hasText: "Приходите завтра в десять." })).toBeVisible();
  await expect(messages.filter({ hasText: "Буду в десять." })).toBeVisible();
  await shot(page, testInfo, "author-reads-the-conversation");
  await other.close();
});
