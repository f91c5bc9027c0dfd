import { expect, test } from "./fixtures";
import { lastCode } from "./helpers";

test("nothing a signed-in user asks for with their token goes into the shared caches", async ({ page, request }) => {
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  const phone = { national: `646556${line}`, e164: `+1646556${line}` };
  await page.goto("/auth/login");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await page.getByLabel("Номер телефона").fill(phone.national);
  await page.getByRole("button", { name: "Получить код" }).click();
  await page.getByLabel("Код из SMS").fill(await lastCode(request, phone.e164));
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill("Ольга Петренко");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/profile\/listing$/);

  // Signed in, a listing never seen before: its calls carry the token.
  const withToken: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/v1/") && req.headers().authorization) withToken.push(url.pathname + url.search);
  });
  await page.goto("/job");
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(withToken.some((url) => url.startsWith("/v1/posts"))).toBe(true);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes("precache")) continue;
      for (const req of await (await caches.open(name)).keys()) {
        const url = new URL(req.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
  expect(cached.filter((url) => withToken.includes(url))).toEqual([]);
  expect(
    cached.filter((url) => /^\/(?:v1\/(?:profile|chats?|favou?rites|auth|main-config)|api\/user)/.test(url)),
  ).toEqual([]);
});
