import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { RESEND_COUNTDOWN_S } from "../../src/shared/constants";

/** The newest code the console SMS provider sent to a phone (the dev outbox). */
/**
 * Moves the test server's clock forward (POST /v1/test/clock): a rule about time ("a new code after a minute") is
 * tested by moving the clock, never by waiting.
 */
export async function moveServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post("/v1/test/clock", { data: { advance_ms: ms } });
  expect(response.status()).toBe(200);
}

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

/**
 * Real area codes: the server accepts only numbers libphonenumber finds valid (not 555-01xx, not 555 as an area
 * code).
 */
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

/**
 * The demo moderator signs in on the login page with a code, like anyone. Several journeys do so on one worker's
 * server, and a phone gets one code a minute: the server's clock moves past the last code first.
 */
export async function signInAsDemoModerator(page: Page, request: APIRequestContext): Promise<void> {
  await moveServerClock(request, RESEND_COUNTDOWN_S * 1000 + 1000);
  await page.goto("/auth/login");
  await signInWithPhone(page, request, "2124650100", "+12124650100");
  await expect(page).not.toHaveURL(/\/auth\//);
}

/** Signs a fresh user in on the sign-in page and gives them a name: a ready account. */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<{ national: string; e164: string }> {
  const phone = freshPhone();
  await page.goto("/auth/login");
  await signInWithPhone(page, request, phone.national, phone.e164);
  await expect(page).toHaveURL(/\/profile\/finish-registration$/);
  await page.getByLabel("Имя").fill(name);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/profile\/listing$/);
  return phone;
}

/** What a test's job ad says beyond its title; each left out takes a plain default. */
export interface JobAdOptions {
  /** The description, one paragraph of plain text. */
  description?: string;
  /** The name shown with the phone. */
  contactPerson?: string;
  /** The job category's slug; the section's first category when left out. */
  category?: string;
  /** The job form's own fields, such as the pay (`salary_from`, `salary_period`). */
  fields?: Record<string, string | number>;
}

/** A job ad posted through the API with the session of the user signed in on `page`: what a second person finds. */
export async function postJobAdAs(
  page: Page,
  title: string,
  phone: string,
  options: JobAdOptions = {},
): Promise<{ id: number; slug: string; title: string; secret?: string }> {
  const {
    description = "Полный день, оплата каждую пятницу, опыт от года. Звоните или пишите в чат.",
    contactPerson = "Богдан",
    category,
    fields = {},
  } = options;
  const request = page.context().request;
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value ?? "";
  const sections = (await (await request.get("/v1/sections")).json()) as {
    data: { slug: string; categories: { id: number; slug: string }[] }[];
  };
  const categories = sections.data.find((section) => section.slug === "job")?.categories ?? [];
  const categoryId =
    (category === undefined ? categories[0] : categories.find((item) => item.slug === category))?.id ?? 0;
  const locations = (await (await request.get("/v1/locations")).json()) as { data: { children: { id: number }[] }[] };
  const locationId = locations.data.find((state) => state.children.length > 0)?.children[0]?.id ?? 0;
  const created = await request.post("/v1/posts", {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    data: {
      kind: "job",
      title,
      content: `<p>${description}</p>`,
      categoryIds: [categoryId],
      locationIds: [locationId],
      contact: { phone, country_code: "+1", contact_person: contactPerson },
      fields,
    },
  });
  expect(created.status()).toBe(201);
  // The ad's secret: its author's link to its figures and to paying for it without signing in.
  const ad = ((await created.json()) as { data: { id: number; slug: string; secret?: string } }).data;
  return { ...ad, title };
}

/** Posts a job ad in a Chicago warehouse through the real form, as the signed-in user on `page`. */
export async function submitJobForm(page: Page, title: string, contactPerson: string): Promise<void> {
  await page.goto("/form/job");
  await page.getByLabel("Заголовок").fill(title);
  await page.getByLabel("Описание").fill("Горячий цех, смены по 12 часов, оплата каждую неделю. Опыт от года.");
  await page.getByRole("checkbox", { name: "Склад и логистика" }).check();
  await page.getByLabel("Где показывать объявление").selectOption({ label: "Чикаго" });
  await page.getByLabel("Контактное лицо").fill(contactPerson);
  await page.getByRole("button", { name: "Опубликовать" }).click();
}

/**
 * The service worker is installed and controls the page (the first install claims it at once), so what the page
 * reads is kept for offline use.
 */
export async function waitForController(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The persisted query cache holds `text` (it is saved at most once a second). */
export async function waitForPersisted(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((t) => localStorage.getItem("obyava-query-cache")?.includes(t) ?? false, text))
    .toBe(true);
}

/** The app's download offer comes 20 s into some sessions; a person closes it and goes on. */
export async function closingTheAppOffer(page: Page): Promise<void> {
  const offer = page.getByRole("dialog", { name: "Приложение Obyava" });
  await page.addLocatorHandler(offer, async () => {
    await offer.getByRole("button", { name: "Закрыть" }).click();
  });
}
