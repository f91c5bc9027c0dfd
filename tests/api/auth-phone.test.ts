import { describe, expect, it } from "vitest";
import { authResponseSchema, otpResponseSchema, rateLimitedSchema } from "../../src/shared/contract/auth";
import { errorBodySchema } from "../../src/shared/contract/common";
import { baseUrl } from "./client";
import {
  call,
  codeFor,
  freshPhone,
  lastSms,
  mainConfig,
  messageOf,
  post,
  requestCode,
  signInWithPhone,
} from "./auth-helpers";

const CODE_MESSAGE = "Проверьте правильность введенного кода, или запросите новый код.";

const verify = (phone: string, code: string, headers: Record<string, string> = {}) =>
  post(baseUrl(), "/v1/auth/verification/phone", { code, phone, post_id: null, country_code: "+1" }, { headers });

/** A code that is surely not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sign-in with a phone code", () => {
  it("sends a code to a new number, checks it and opens a session", async () => {
    const phone = freshPhone();
    const sent = await requestCode(baseUrl(), phone.typed);
    expect(sent.status).toBe(200);
    expect(otpResponseSchema.parse(sent.body)).toEqual({ data: { is_sent: true } });

    const sms = await lastSms(baseUrl(), phone.e164);
    expect(sms).toMatch(/^Obyava: ваш код \d{6}\. Никому его не сообщайте\.$/);
    const code = await codeFor(baseUrl(), phone.e164);

    const wrong = await verify(phone.typed, wrongCode(code));
    expect(wrong.status).toBe(422);
    expect(errorBodySchema.parse(wrong.body)).toEqual({ message: CODE_MESSAGE, errors: { code: [CODE_MESSAGE] } });

    const right = await verify(phone.typed, code);
    expect(right.status).toBe(200);
    const { data } = authResponseSchema.parse(right.body);
    expect(data.type).toBe("registration");
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      phone: phone.e164,
      name: null,
      email: null,
      dating_id: null,
      help_crunch_hash: null,
    });

    const config = await mainConfig(baseUrl(), data.token);
    expect(config).toEqual({ is_login: true, hide_cv: true, user: data.user, chat: null });

    // The code is spent.
    expect((await verify(phone.typed, code)).status).toBe(422);
  });

  it("answers a known and an unknown number alike; the code's check tells a login from a registration", async () => {
    // A user who signed up with this phone and a password, and a number nobody has.
    const known = freshPhone();
    const unknown = freshPhone();
    expect(
      (await post(baseUrl(), "/v1/auth/register", { username: known.e164.slice(2), password: "Str0ng!pass" })).status,
    ).toBe(200);
    const sentKnown = await requestCode(baseUrl(), `(${known.typed.slice(0, 3)}) ${known.typed.slice(4)}`);
    const sentUnknown = await requestCode(baseUrl(), unknown.typed);
    // Nothing in the answer (status, body, its length) tells an account from none.
    expect(sentKnown.status).toBe(200);
    expect(sentUnknown.status).toBe(200);
    expect(sentKnown.body).toEqual(sentUnknown.body);
    expect(sentKnown.response.headers.get("content-length")).toBe(sentUnknown.response.headers.get("content-length"));
    expect(sentKnown.body).toEqual({ data: { is_sent: true } });

    const loggedIn = await verify(known.typed, await codeFor(baseUrl(), known.e164));
    expect(authResponseSchema.parse(loggedIn.body).data.type).toBe("login");
    const registered = await verify(unknown.typed, await codeFor(baseUrl(), unknown.e164));
    expect(authResponseSchema.parse(registered.body).data.type).toBe("registration");
  });

  it("answers the wrong-code message in the caller's language", async () => {
    const phone = freshPhone();
    await requestCode(baseUrl(), phone.typed);
    const code = await codeFor(baseUrl(), phone.e164);
    const wrong = await verify(phone.typed, wrongCode(code), { "Accept-Language": "pl" });
    expect(wrong.status).toBe(422);
    expect(messageOf(wrong)).not.toBe(CODE_MESSAGE);
    expect(messageOf(wrong).length).toBeGreaterThan(10);
  });

  it("refuses a number that does not fit its country's mask, and dial codes outside the table", async () => {
    const badMask = await post(baseUrl(), "/v1/auth/otp", { phone: "555-123-456", country_code: "+1" });
    expect(badMask.status).toBe(422);
    expect(errorBodySchema.parse(badMask.body).errors?.phone).toEqual(["Неправильный номер телефона"]);

    const badDial = await post(baseUrl(), "/v1/auth/otp", { phone: "555-123-4567", country_code: "+7" });
    expect(badDial.status).toBe(422);
    expect(Object.keys(errorBodySchema.parse(badDial.body).errors ?? {})).toEqual(["country_code"]);

    const missing = await post(baseUrl(), "/v1/auth/otp", {});
    expect(missing.status).toBe(422);
    expect(errorBodySchema.parse(missing.body).errors).toEqual({
      phone: ["Обязательное поле"],
      country_code: ["Обязательное поле"],
    });

    // A form post (text/plain or urlencoded) is no JSON call: 415, so a cross-site form cannot reach the API.
    const notJson = await fetch(new URL("/v1/auth/otp", baseUrl()), { method: "POST", body: "phone=1" });
    expect(notJson.status).toBe(415);
    const brokenJson = await fetch(new URL("/v1/auth/otp", baseUrl()), {
      method: "POST",
      body: "{phone",
      headers: { "Content-Type": "application/json" },
    });
    expect(brokenJson.status).toBe(400);
  });

  it("stores other countries' numbers in E.164", async () => {
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
    const sent = await post(baseUrl(), "/v1/auth/otp", {
      phone: `50 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      country_code: "+380",
    });
    expect(sent.status).toBe(200);
    expect(await lastSms(baseUrl(), `+38050${digits}`)).toBeDefined();
  });

  it("refuses a new code sooner than 60 s after the last, saying how long to wait", async () => {
    const phone = freshPhone();
    expect((await requestCode(baseUrl(), phone.typed)).status).toBe(200);
    const again = await requestCode(baseUrl(), phone.typed);
    expect(again.status).toBe(429);
    const body = rateLimitedSchema.parse(again.body);
    expect(body.retry_after).toBeGreaterThan(50);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Новый код можно запросить через ${body.retry_after} сек.`);
    expect(again.response.headers.get("retry-after")).toBe(String(body.retry_after));
  });

  it("sends the next code once the minute has passed on the server's clock (moved, not waited for)", async () => {
    const phone = freshPhone();
    expect((await requestCode(baseUrl(), phone.typed)).status).toBe(200);
    const first = await codeFor(baseUrl(), phone.e164);
    expect((await requestCode(baseUrl(), phone.typed)).status).toBe(429);
    const moved = await post(baseUrl(), "/v1/test/clock", { advance_ms: 61_000 });
    expect(moved.status).toBe(200);
    expect((await requestCode(baseUrl(), phone.typed)).status).toBe(200);
    const second = await codeFor(baseUrl(), phone.e164);
    // The first code is no longer the one that signs in; the second does.
    expect((await verify(phone.typed, first === second ? wrongCode(second) : first)).status).toBe(422);
  });

  it("refuses to move the clock backwards or past a year", async () => {
    for (const advance_ms of [-1, 367 * 86_400_000, 1.5, "60000"])
      expect((await post(baseUrl(), "/v1/test/clock", { advance_ms })).status).toBe(422);
  });

  it("voids a code after the 5th wrong check: the 6th check is refused even with the right code", async () => {
    const phone = freshPhone();
    await requestCode(baseUrl(), phone.typed);
    const code = await codeFor(baseUrl(), phone.e164);
    for (let check = 1; check <= 5; check++) {
      const wrong = await verify(phone.typed, wrongCode(code));
      expect(wrong.status, `check ${check}`).toBe(422);
      expect(messageOf(wrong)).toBe(CODE_MESSAGE);
    }
    const sixth = await verify(phone.typed, code);
    expect(sixth.status).toBe(429);
    const body = rateLimitedSchema.parse(sixth.body);
    expect(body.message).toBe("Слишком много неверных попыток. Запросите новый код.");
    expect(body.retry_after).toBeLessThanOrEqual(60);
  });

  it("answers the code message for a number that was never sent a code", async () => {
    const wrong = await verify(freshPhone().typed, "123456");
    expect(wrong.status).toBe(422);
    expect(messageOf(wrong)).toBe(CODE_MESSAGE);
  });
});

describe("sessions", () => {
  it("main-config without a token is a visitor", async () => {
    expect(await mainConfig(baseUrl())).toEqual({ is_login: false, hide_cv: true, user: null, chat: null });
    expect(await mainConfig(baseUrl(), "not-a-token")).toMatchObject({ is_login: false, user: null });
    expect(await mainConfig(baseUrl(), "A".repeat(43))).toMatchObject({ is_login: false, user: null });
  });

  it("reads the token cookie on page loads (GET), never for a POST", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    const config = await call(baseUrl(), "GET", "/v1/main-config", { headers: { Cookie: `token=${token}` } });
    expect(config.body).toMatchObject({ is_login: true });
    const named = await post(
      baseUrl(),
      "/v1/profile/name",
      { name: "Кукушкин" },
      { headers: { Cookie: `token=${token}` } },
    );
    expect(named.status).toBe(401);
  });

  it("is revoked by logout", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    expect((await call(baseUrl(), "GET", "/api/user/message/new", { token })).status).toBe(200);
    const out = await post(baseUrl(), "/v1/auth/logout", {}, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { ok: true } });
    expect(await mainConfig(baseUrl(), token)).toMatchObject({ is_login: false, user: null });
    expect((await call(baseUrl(), "GET", "/api/user/message/new", { token })).status).toBe(401);
    // Signing out twice is not an error.
    expect((await post(baseUrl(), "/v1/auth/logout", {}, { token })).status).toBe(200);
  });

  it.each([
    ["GET", "/api/user/message/new", undefined],
    ["POST", "/v1/profile/name", { name: "Кукушкин" }],
    ["POST", "/v1/contact-with", { message_type: "cv", phone: null, email: null, post_id: 1 }],
  ] as const)("%s %s answers 401 with a message without a session", async (method, path, body) => {
    const answer = await call(baseUrl(), method, path, body ? { body } : {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: "Войдите, чтобы продолжить." });
  });
});

describe("profile and contacts", () => {
  it("sets the name after registration: 3 to 30 letters and spaces", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    const short = await post(baseUrl(), "/v1/profile/name", { name: " аб " }, { token });
    expect(short.status).toBe(422);
    expect(messageOf(short)).toBe("Не менее 3 символов");
    const digits = await post(baseUrl(), "/v1/profile/name", { name: "Иван 2" }, { token });
    expect(messageOf(digits)).toBe("Только буквы");
    const named = await post(baseUrl(), "/v1/profile/name", { name: "  Иван Петров " }, { token });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ data: { name: "Иван Петров" } });
    expect((await mainConfig(baseUrl(), token)).user?.name).toBe("Иван Петров");
  });

  it("stores contacts left on an ad; an unknown ad is 404", async () => {
    const visitor = await signInWithPhone(baseUrl(), freshPhone());
    const unknown = await post(
      baseUrl(),
      "/v1/contact-with",
      { message_type: "cv", phone: visitor.user.phone, email: null, post_id: 99_999_999 },
      { token: visitor.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Объявление не найдено." });

    const cards = (await call(baseUrl(), "GET", "/v1/posts?section=workers&per_page=1")).body as {
      data: { id: number }[];
    };
    const postId = cards.data[0]?.id;
    expect(postId).toBeDefined();
    const sent = await post(
      baseUrl(),
      "/v1/contact-with",
      { message_type: "cv", phone: visitor.user.phone, email: null, post_id: postId },
      { token: visitor.token },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ data: { ok: true } });
    // The visitor has no ads of their own, so nothing new for them.
    expect((await call(baseUrl(), "GET", "/api/user/message/new", { token: visitor.token })).body).toEqual({
      data: { new_message: false, unread_messages: 0 },
    });
  });
});
