import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The newest code the console SMS provider sent to a phone (the dev outbox). */
export async function lastCode(request: APIRequestContext, e164: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await request.get(`/v1/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
      const body = (await response.json()) as { data: { text: string }[] };
      code = /\b(\d{6})\b/.exec(body.data[0]?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A fresh US number per attempt, so a retried test is not refused by the one-code-a-minute rule. */
export function freshPhone(): { national: string; e164: string } {
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return { national: `646555${line}`, e164: `+1646555${line}` };
}

export async function signInWithPhone(page: Page, request: APIRequestContext, national: string, e164: string) {
  await page.getByLabel("Номер телефона").fill(national);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByLabel("Код из SMS")).toBeFocused();
  await page.getByLabel("Код из SMS").fill(await lastCode(request, e164));
}

/** Signs a fresh user in on the sign-in page and gives them a name: a ready account. */
export async function signUp(page: Page, request: APIRequestContext, name: string): Promise<{ national: string; e164: string }> {
  const phone = freshPhone();
  await page.goto("/auth/login");
  await signInWithPhone(page, request, phone.national, phone.e164);
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill(name);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/profile\/listing$/);
  return phone;
}
