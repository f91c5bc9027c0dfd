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

/** Real area codes: the server accepts only numbers libphonenumber finds valid (not 555-01xx, not 555 as an area code). */
const AREA_CODES = ["201", "212", "312", "347", "415", "646", "718", "773", "917"];

/** A fresh, valid US number per attempt, so a retried test is not refused by the one-code-a-minute rule. */
export function freshPhone(): { national: string; e164: string } {
  const area = AREA_CODES[Math.floor(Math.random() * AREA_CODES.length)] ?? "646";
  const exchange = 200 + Math.floor(Math.random() * 800);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  const national = `${area}${exchange === 555 ? 465 : exchange}${line}`;
  return { national, e164: `+1${national}` };
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
