import { randomInt, randomUUID } from "node:crypto";
import { expect } from "vitest";
import {
  authResponseSchema,
  smsOutboxSchema,
  mailOutboxSchema,
  type AuthResponse,
} from "../../src/shared/contract/auth";
import { mainConfigSchema, type MainConfig } from "../../src/shared/contract/main-config";
import { toE164 } from "../../src/server/lib/phone";
import { DEMO_ADMIN, DEMO_MODERATOR } from "../../src/server/seed/demo";
import { RESEND_COUNTDOWN_S } from "../../src/shared/constants";

/** Real area codes: the server accepts only numbers libphonenumber finds valid (lib/phone.ts). */
const AREA_CODES = [
  "201",
  "202",
  "206",
  "212",
  "213",
  "305",
  "312",
  "347",
  "415",
  "617",
  "646",
  "718",
  "773",
  "917",
  "929",
];

/**
 * A valid US number nobody else in the run uses, as typed ("212-465-1234") and stored
 * ("+12124651234"): a real area code, an exchange other than 555, a random line, checked with the
 * server's own rule (a rare run like 234-567-8901 is drawn again).
 */
export function freshPhone(): { typed: string; e164: string } {
  for (;;) {
    const area = AREA_CODES[randomInt(0, AREA_CODES.length)] ?? "212";
    let exchange = randomInt(200, 1000);
    if (exchange === 555) exchange = 465;
    const digits = `${area}${exchange}${String(randomInt(0, 10_000)).padStart(4, "0")}`;
    const typed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    const e164 = toE164(typed, "+1");
    if (e164 === `+1${digits}`) return { typed, e164 };
  }
}

/**
 * A word no other ad of the run has: tests that post one form text from several accounts add it, since the same
 * text posted again by another account waits for a moderator (the duplicate rule).
 */
export const textTag = () => `Код ${randomUUID().slice(0, 8)}.`;

export const freshEmail = (tag: string) => `${tag}.${randomInt(0, 1e9)}@example.com`;

export interface Answer {
  status: number;
  body: unknown;
  response: Response;
}

export async function call(
  base: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": "ru", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

export const post = (
  base: string,
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; token?: string } = {},
) => call(base, "POST", path, { ...options, body });

export function messageOf(answer: Answer): string {
  const body = answer.body as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : "";
}

/** The newest SMS the console provider "sent" to a number. */
export async function lastSms(base: string, e164: string): Promise<string | undefined> {
  const { body } = await call(base, "GET", `/v1/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
  return smsOutboxSchema.parse(body).data[0]?.text;
}

/** The code of the newest SMS to a number. */
export async function codeFor(base: string, e164: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastSms(base, e164)) ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
}

/** The newest mail to an address; mails leave in the background, so it is waited for a little. */
export async function lastMail(base: string, to: string, since = 0, waitMs = 2000) {
  for (let tries = 0; tries < waitMs / 50; tries++) {
    const { body } = await call(base, "GET", `/v1/dev/mail-outbox?to=${encodeURIComponent(to)}`);
    const mail = mailOutboxSchema.parse(body).data[0];
    if (mail && Date.parse(mail.sent_at) >= since) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export async function requestCode(base: string, phone: string, headers: Record<string, string> = {}): Promise<Answer> {
  return post(base, "/v1/auth/otp", { phone, country_code: "+1" }, { headers });
}

/**
 * The whole phone sign-in: a code, read from the dev outbox, checked. `headers` lets a server that
 * trusts a proxy see its own visitor's address rather than 127.0.0.1, which on PostgreSQL shares
 * what every server of the run spent.
 */
export async function signInWithPhone(
  base: string,
  phone: { typed: string; e164: string },
  postId: number | null = null,
  headers: Record<string, string> = {},
): Promise<AuthResponse["data"]> {
  const sent = await requestCode(base, phone.typed, headers);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await codeFor(base, phone.e164);
  const verified = await post(
    base,
    "/v1/auth/verification/phone",
    { code, phone: phone.typed, post_id: postId, country_code: "+1" },
    { headers },
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return authResponseSchema.parse(verified.body).data;
}

/**
 * The demo admin or moderator signs in like anyone. Several files do so on one worker's database, and a phone gets one
 * code a minute: the server's clock moves past the last code first (test servers accept it), never a wait.
 */
export async function signInAsDemo(
  base: string,
  who: "admin" | "moderator",
  headers: Record<string, string> = {},
): Promise<AuthResponse["data"]> {
  const moved = await post(base, "/v1/test/clock", { advance_ms: (RESEND_COUNTDOWN_S + 1) * 1000 });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const phone =
    who === "admin"
      ? { typed: "212-465-0101", e164: DEMO_ADMIN.phone }
      : { typed: "212-465-0100", e164: DEMO_MODERATOR.phone };
  return signInWithPhone(base, phone, null, headers);
}

export async function mainConfig(base: string, token?: string): Promise<MainConfig> {
  const answer = await call(base, "GET", "/v1/main-config", token ? { token } : {});
  expect(answer.status).toBe(200);
  return mainConfigSchema.parse(answer.body);
}
