import AxeBuilder from "@axe-core/playwright";
import { devices, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitingForApp } from "../fixtures";
import { RESEND_COUNTDOWN_S } from "../../../src/shared/constants";
import { closingTheAppOffer, lastCode, moveServerClock, signUp } from "../helpers";
import { shot } from "./shots";

/** The demo team's moderator (seeded with the demo data). */
const MODERATOR = { national: "2124650100", e164: "+12124650100" };

/** The moderator signs in through the API, as the team's console would, and gets a session token. */
async function moderatorToken(request: APIRequestContext): Promise<string> {
  // One code a minute per phone: another journey on this server may have just asked for one; then the minute
  // passes on the server's clock (moved, not waited for) and the code is asked again.
  const ask = () => request.post("/v1/auth/otp", { data: { phone: MODERATOR.national, country_code: "+1" } });
  let asked = await ask();
  if (asked.status() === 429) {
    await moveServerClock(request, RESEND_COUNTDOWN_S * 1000 + 1000);
    asked = await ask();
  }
  expect(asked.status()).toBe(200);
  const verified = await request.post("/v1/auth/verification/phone", {
    data: { phone: MODERATOR.national, country_code: "+1", code: await lastCode(request, MODERATOR.e164) },
  });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

/** The id of the moderator's queued article with this title. */
async function queuedId(request: APIRequestContext, token: string, title: string): Promise<number> {
  const answer = await request.get("/v1/moderation/articles?status=review", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const queue = ((await answer.json()) as { data: { id: number; title: string; photos: unknown[] }[] }).data;
  const found = queue.find((item) => item.title === title);
  expect(found?.photos).toHaveLength(1);
  return found?.id ?? 0;
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .png()
    .toBuffer();

test("an article: proposed, waiting, hidden, approved and found in the blog; another refused with a reason", async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The author writes on a phone; two people, an upload and a moderator's sign-in take over a minute here.
  await page.setViewportSize({ width: 390, height: 844 });
  test.slow();
  await closingTheAppOffer(page);
  const stamp = String(Date.now()).slice(-6);
  const title = `Как мы сняли первую квартиру в Чикаго ${stamp}`;

  // A visitor who is not signed in reads what the page is for and is asked to sign in.
  await page.goto("/send-article");
  await expect(page.getByRole("heading", { level: 1, name: "Предложить статью" })).toBeVisible();
  await expect(page.getByText("Войдите, чтобы предложить статью")).toBeVisible();
  await shot(page, testInfo, "visitor-asked-to-sign-in");

  await signUp(page, request, "Марина Коваль");
  await page.goto("/send-article");
  const form = page.getByRole("form", { name: "Ваша статья" });
  await form.getByRole("radio", { name: "Блог" }).check();
  await form.getByRole("radio", { name: "Жизнь в США" }).check();
  await form.getByLabel("Заголовок").fill(title);
  // What was typed survives a reload (the draft follows every key press).
  await page.reload();
  await expect(form.getByLabel("Заголовок")).toHaveValue(title);
  await form
    .getByLabel("Текст статьи")
    .fill(
      "Мы искали квартиру три недели.\n\nБез кредитной истории хозяева просили депозит за два месяца. " +
        "Помогло письмо с работы и выписка из банка.",
    );
  await expect(form.getByLabel("Имя автора")).toHaveValue("Марина Коваль");
  await form
    .locator('input[type="file"]')
    .setInputFiles([{ name: "kvartira.png", mimeType: "image/png", buffer: await photo() }]);
  await expect(form.locator(".photo-grid__item")).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include(".article-form").analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await shot(page, testInfo, "author-writes");
  await form.getByRole("button", { name: "Отправить на проверку" }).click();

  const mine = page.getByRole("region", { name: "Ваши статьи" });
  const row = mine.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("На проверке")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Статья отправлена на проверку" })).toBeVisible();
  await shot(page, testInfo, "waits-for-review");
  const href = (await row.getByRole("link", { name: title }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/blog\/post\/[\w-]+$/);

  // A visitor at a desktop finds nothing of it yet: its page is a 404 and the blog does not list it.
  const other = await browser.newContext({ ...devices["Desktop Chrome"], locale: "ru-RU" });
  const visitor = waitingForApp(await other.newPage());
  const hidden = await visitor.goto(href);
  expect(hidden?.status()).toBe(404);
  await visitor.goto("/blog");
  await expect(visitor.getByRole("article").first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // The moderator approves it.
  const token = await moderatorToken(other.request);
  const id = await queuedId(other.request, token, title);
  const approved = await other.request.post(`/v1/moderation/articles/${String(id)}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.status()).toBe(200);

  // The author sees it published, with a link to it.
  await page.reload();
  await expect(row.getByText("Опубликовано")).toBeVisible();

  // The visitor finds it first in the blog and opens it with its photo.
  await visitor.goto("/blog");
  await visitor.getByRole("link", { name: title }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Марина Коваль").first()).toBeVisible();
  const image = visitor.locator("main img").first();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // A second article is refused with a reason its author reads, on the page and in «Мои объявления».
  const second = `Где искать работу водителем без CDL ${stamp}`;
  await form.getByRole("radio", { name: "Блог" }).check();
  await form.getByRole("radio", { name: "Жизнь в США" }).check();
  await form.getByLabel("Заголовок").fill(second);
  await form.getByLabel("Текст статьи").fill("Список компаний, которые берут водителей без CDL, и сколько они платят.");
  await form.getByRole("button", { name: "Отправить на проверку" }).click();
  await expect(mine.getByRole("listitem").filter({ hasText: second }).getByText("На проверке")).toBeVisible();
  const reason = "Похожая статья уже есть в блоге: дополните её своими примерами.";
  const secondId = (
    (await (
      await other.request.get("/v1/moderation/articles", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { id: number; title: string }[] }
  ).data.find((item) => item.title === second)?.id;
  const rejected = await other.request.post(`/v1/moderation/articles/${String(secondId)}/reject`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { reason },
  });
  expect(rejected.status()).toBe(200);
  await page.reload();
  const refused = mine.getByRole("listitem").filter({ hasText: second });
  await expect(refused.getByText("Отклонено")).toBeVisible();
  await expect(refused.getByText(reason)).toBeVisible();
  await shot(page, testInfo, "approved-and-refused");
  await page.goto("/profile/listing");
  const listed = page.getByRole("article").filter({ hasText: second });
  await expect(listed.getByText("Отклонено")).toBeVisible();
  await expect(listed.getByText(reason)).toBeVisible();
  // The published article is no ad: nothing to sell or promote.
  const published = page.getByRole("article").filter({ hasText: title });
  await expect(published.getByText("Активно")).toBeVisible();
  await expect(published.getByRole("button", { name: "Продано" })).toHaveCount(0);
  await expect(published.getByRole("link", { name: "Продвинуть" })).toHaveCount(0);
  await shot(page, testInfo, "my-ads-show-the-reason");
  await other.close();
});
