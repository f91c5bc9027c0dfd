import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authResponseSchema, rateLimitedSchema } from "../../src/shared/contract/auth";
import { errorBodySchema } from "../../src/shared/contract/common";
import { baseUrl } from "./client";
import { call, freshEmail, freshPhone, lastMail, mainConfig, messageOf, post, signInWithPhone } from "./auth-helpers";
import { dedicatedServer, type PreparedServer } from "./direct-db";

const GENERIC = { message: "Неверный логин или пароль" };
const PASSWORD = "Str0ng!pass";

const register = (username: string, password: string, headers: Record<string, string> = {}) =>
  post(baseUrl(), "/v1/auth/register", { username, password }, { headers });
const login = (username: string, password: string) => post(baseUrl(), "/v1/auth/login", { username, password });

describe("register and login with a password", () => {
  it.each([
    ["shorter than 8", "Sh0rt!a"],
    ["no digit", "NoDigits!here"],
    ["no special character", "NoSpecial123"],
    ["no lowercase letter", "NOLOWER!123"],
    ["no uppercase letter", "noupper!123"],
  ])("refuses a password with %s", async (_, password) => {
    const answer = await register(freshEmail("rules"), password);
    expect(answer.status).toBe(422);
    expect(errorBodySchema.parse(answer.body)).toEqual({
      message: "Пароль не удовлетворяет все условия",
      errors: { password: ["Пароль не удовлетворяет все условия"] },
    });
  });

  it("registers with an e-mail, then logs in; a wrong password is 401 and says nothing more", async () => {
    const email = freshEmail("Anna");
    const created = await register(email.toUpperCase(), PASSWORD);
    expect(created.status).toBe(200);
    const { data } = authResponseSchema.parse(created.body);
    expect(data.type).toBe("registration");
    expect(data.user.email).toBe(email.toLowerCase());
    expect((await mainConfig(baseUrl(), data.token)).user?.id).toBe(data.user.id);

    const again = await login(email, PASSWORD);
    expect(again.status).toBe(200);
    expect(authResponseSchema.parse(again.body).data).toMatchObject({ type: "login", user: { id: data.user.id } });

    const wrong = await login(email, `${PASSWORD}x`);
    const unknown = await login(freshEmail("nobody"), PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(GENERIC);
    expect(unknown.body).toEqual(GENERIC);
  });

  it("never reveals a taken username: register answers as login would", async () => {
    const email = freshEmail("taken");
    const first = authResponseSchema.parse((await register(email, PASSWORD)).body).data;
    const withPassword = await register(email, PASSWORD);
    expect(withPassword.status).toBe(200);
    expect(authResponseSchema.parse(withPassword.body).data).toMatchObject({
      type: "login",
      user: { id: first.user.id },
    });
    const withoutPassword = await register(email, "Other!pass9");
    expect(withoutPassword.status).toBe(401);
    expect(withoutPassword.body).toEqual(GENERIC);
  });

  it("takes a 10-digit phone as the username, stored in E.164", async () => {
    const phone = freshPhone();
    const created = await register(phone.e164.slice(2), PASSWORD);
    expect(created.status).toBe(200);
    expect(authResponseSchema.parse(created.body).data.user.phone).toBe(phone.e164);
    expect((await login(phone.typed, PASSWORD)).status).toBe(200);
  });

  it("a phone-code user has no password to log in with", async () => {
    const phone = freshPhone();
    await signInWithPhone(baseUrl(), phone);
    expect((await login(phone.typed, PASSWORD)).body).toEqual(GENERIC);
  });

  it("refuses a username that is neither an e-mail nor a 10-digit phone", async () => {
    const answer = await register("12345", PASSWORD);
    expect(answer.status).toBe(422);
    expect(Object.keys(errorBodySchema.parse(answer.body).errors ?? {})).toEqual(["username"]);
  });

  it("slows down guessing: after 5 failures from one address that address waits (auth-throttle.test.ts)", async () => {
    const email = freshEmail("guess");
    for (let n = 1; n <= 5; n++) expect((await login(email, `Wrong!pass${n}`)).status).toBe(401);
    const refused = await login(email, "Wrong!pass6");
    expect(refused.status).toBe(429);
    const body = rateLimitedSchema.parse(refused.body);
    expect(body.retry_after).toBe(1);
    expect(body.message).toBe("Слишком много неудачных попыток входа. Попробуйте через 1 сек.");
  });
});

describe("password reset", () => {
  it("answers the same for an unknown e-mail, and mails nothing", async () => {
    const email = freshEmail("ghost");
    const answer = await post(baseUrl(), "/v1/auth/forgot-password", { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
    expect(await lastMail(baseUrl(), email, 0, 300)).toBeUndefined();
  });

  it("mails a link in the user's language that works once, signs in and ends the other sessions", async () => {
    const email = freshEmail("reset");
    const first = authResponseSchema.parse((await register(email, PASSWORD, { "Accept-Language": "pl" })).body).data;
    const asked = Date.now() - 1000;
    expect((await post(baseUrl(), "/v1/auth/forgot-password", { email: email.toUpperCase() })).body).toEqual({
      data: { ok: true },
    });
    const mail = await lastMail(baseUrl(), email, asked);
    expect(mail?.text).toMatch(/\/pl\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";

    const differ = await post(baseUrl(), "/v1/auth/reset-password", {
      token,
      password: "N3w!passWord",
      password_confirmation: "N3w!passWord2",
    });
    expect(differ.status).toBe(422);
    expect(errorBodySchema.parse(differ.body).errors?.password_confirmation).toEqual(["Пароли отличаются"]);

    const reset = await post(baseUrl(), "/v1/auth/reset-password", {
      token,
      password: "N3w!passWord",
      password_confirmation: "N3w!passWord",
    });
    expect(reset.status).toBe(200);
    const signedIn = authResponseSchema.parse(reset.body).data;
    expect(signedIn).toMatchObject({ type: "login", user: { id: first.user.id } });
    expect((await mainConfig(baseUrl(), signedIn.token)).is_login).toBe(true);
    // The session opened with the old password has ended.
    expect((await mainConfig(baseUrl(), first.token)).is_login).toBe(false);

    const twice = await post(baseUrl(), "/v1/auth/reset-password", {
      token,
      password: "An0ther!pass",
      password_confirmation: "An0ther!pass",
    });
    expect(twice.status).toBe(422);
    expect(messageOf(twice)).toBe("Ссылка для смены пароля недействительна или уже использована. Запросите новую.");
    expect(errorBodySchema.parse(twice.body).errors).toHaveProperty("token");

    expect((await login(email, PASSWORD)).status).toBe(401);
    expect((await login(email, "N3w!passWord")).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const answer = await post(baseUrl(), "/v1/auth/reset-password", {
      token: "x".repeat(43),
      password: "N3w!passWord",
      password_confirmation: "N3w!passWord",
    });
    expect(answer.status).toBe(422);
  });
});

describe("a server with short sessions (SESSION_TTL_S=2) and the support chat", () => {
  let server: PreparedServer;
  beforeAll(async () => {
    server = await dedicatedServer({
      SESSION_TTL_S: "2",
      HELPCRUNCH_APP_ID: "obyava-test",
      HELPCRUNCH_SECRET: "helpcrunch-secret",
    });
  });
  afterAll(() => server.stop());

  it("ends a session when it expires", async () => {
    const { token, user } = await signInWithPhone(server.url, freshPhone());
    const config = await mainConfig(server.url, token);
    expect(config).toMatchObject({ is_login: true, chat: { app_id: "obyava-test" } });
    // HelpCrunch's identity check: HMAC-SHA256 of the user id with the account's secret.
    expect(config.user?.help_crunch_hash).toBe(
      createHmac("sha256", "helpcrunch-secret").update(String(user.id)).digest("hex"),
    );
    expect(user.help_crunch_hash).toBe(config.user?.help_crunch_hash);
    // Past the session's 2 s on the server's clock: moved, not waited for.
    expect((await post(server.url, "/v1/test/clock", { advance_ms: 2500 })).status).toBe(200);
    expect((await mainConfig(server.url, token)).is_login).toBe(false);
    expect((await call(server.url, "GET", "/api/user/message/new", { token })).status).toBe(401);
  });

  it("logs no token, password or reset link: the console mail provider logs the subject only", async () => {
    const email = freshEmail("logs");
    const password = "L0gged!never";
    const created = authResponseSchema.parse(
      (await post(server.url, "/v1/auth/register", { username: email, password })).body,
    ).data;
    await post(server.url, "/v1/auth/login", { username: email, password: `${password}x` });
    await post(server.url, "/v1/auth/forgot-password", { email });
    const mail = await lastMail(server.url, email);
    const resetToken = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(resetToken).not.toBe("");
    const reset = await post(server.url, "/v1/auth/reset-password", {
      token: resetToken,
      password: "N3w!passWord",
      password_confirmation: "N3w!passWord",
    });
    const log = server.output();
    for (const secret of [password, "N3w!passWord", created.token, authResponseSchema.parse(reset.body).data.token])
      expect(log).not.toContain(secret);
    // The link is read from the dev outbox (above), never from the log.
    expect(log).not.toContain(resetToken);
    expect(log).toMatch(/\[mail\] to .*: /);
  });
});
