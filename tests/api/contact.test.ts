import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutboxSchema } from "../../src/shared/contract/auth";
import { teamContactResponseSchema } from "../../src/shared/contract/contact";
import { call, freshPhone, lastMail, messageOf, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";
import { dedicatedServer, type PreparedServer } from "./direct-db";

const TEAM = "team@obyava.app";
const valid = (phone: string, extra: Record<string, unknown> = {}) => ({
  page: "contact-us",
  name: "Оксана Петренко",
  phone,
  country_code: "+1",
  message: "Хочу разместить вакансию водителя CDL, как это сделать?",
  register: true,
  ...extra,
});
const inLanguage = (language: string) => ({ headers: { "Accept-Language": language } });
const fieldErrors = (body: unknown) => (body as { errors?: Record<string, string[]> }).errors ?? {};

describe("the team's contact form", () => {
  it("stores a message and mails it to the team, in Russian, with the page, name, phone and words", async () => {
    const phone = freshPhone();
    const since = Date.now();
    const sent = await post(baseUrl(), "/v1/contact", valid(phone.typed, { page: "create-contact" }), inLanguage("en"));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.response.headers.get("cache-control")).toBe("no-store");
    const { id } = teamContactResponseSchema.parse(sent.body).data;
    const mail = await lastMail(baseUrl(), TEAM, since);
    expect(mail?.subject).toBe(`Obyava: сообщение с формы «/create-contact», № ${String(id)}`);
    expect(mail?.text).toContain("Имя: Оксана Петренко");
    expect(mail?.text).toContain(`Телефон: ${phone.e164}`);
    expect(mail?.text).toContain("Хочу разместить вакансию водителя CDL");
    expect(mail?.text).toContain("Язык сайта: en");
    expect(mail?.text).toContain("Вошёл в аккаунт: нет");
  });

  it("ties the message to the account of a signed-in sender", async () => {
    const phone = freshPhone();
    const { token, user } = await signInWithPhone(baseUrl(), phone);
    const since = Date.now();
    const sent = await post(baseUrl(), "/v1/contact", valid(phone.typed, { register: false }), { token });
    expect(sent.status).toBe(201);
    const mail = await lastMail(baseUrl(), TEAM, since);
    expect(mail?.text).toContain(`Вошёл в аккаунт: да (id ${String(user.id)})`);
    expect(mail?.text).toContain("Хочет зарегистрироваться по этому номеру: нет");
  });

  it("refuses what breaks the form's rules in the caller's language, never a 5xx", async () => {
    const phone = freshPhone().typed;
    const cases: [Record<string, unknown>, string, string, string][] = [
      [valid(phone, { name: "Ян" }), "ru", "name", "Не менее 3 символов"],
      [valid(phone, { name: "Ян" }), "ua", "name", "Не менше 3 символів"],
      [valid(phone, { name: "Anna1234" }), "en", "name", "Letters only"],
      [valid(phone, { name: "x".repeat(31) }), "pl", "name", "Nie więcej niż 30 znaków"],
      [valid("212-000-000"), "ru", "phone", "Неправильный номер телефона"],
      [valid("123-456-7890"), "en", "phone", "Invalid phone number"],
      [valid(phone, { message: "Ок" }), "ru", "message", "Не менее 5 символов"],
      [valid(phone, { message: "я".repeat(256) }), "ru", "message", "Не более 255 символов"],
      [valid(phone, { page: "terms-of-use" }), "ru", "page", "Выберите значение из списка"],
      [valid(phone, { register: "yes" }), "ru", "register", "Неверный тип значения"],
      [valid(phone, { message: 42 }), "ru", "message", "Обязательное поле"],
      [valid(phone, { admin: true }), "ru", "_", "Неизвестное поле"],
    ];
    for (const [body, language, field, message] of cases) {
      const answer = await post(baseUrl(), "/v1/contact", body, inLanguage(language));
      expect(answer.status, `${field} ${JSON.stringify(answer.body)}`).toBe(422);
      const errors = fieldErrors(answer.body);
      expect(errors[field]?.[0] ?? Object.values(errors)[0]?.[0], JSON.stringify(answer.body)).toBe(message);
    }
    const nul = await post(baseUrl(), "/v1/contact", valid(phone, { message: "Здравствуйте\u0000команда" }));
    expect(nul.status).toBe(422);
    expect(messageOf(nul)).not.toBe("");
    const huge = await post(baseUrl(), "/v1/contact", valid(phone, { message: "я".repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(messageOf(huge)).toBe("Слишком большой запрос. Сократите текст и попробуйте снова.");
    const notJson = await call(baseUrl(), "POST", "/v1/contact", {
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    for (const odd of [null, [], "text", 7]) {
      const answer = await post(baseUrl(), "/v1/contact", odd);
      expect(answer.status, JSON.stringify(odd)).toBe(422);
    }
  });

  it("takes three messages a day signed with one phone, then says how long to wait", async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < 3; sent++)
      expect((await post(baseUrl(), "/v1/contact", valid(phone.typed))).status).toBe(201);
    const refused = await post(baseUrl(), "/v1/contact", valid(phone.typed), inLanguage("pl"));
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(3600);
    expect(messageOf(refused)).toMatch(/^Zbyt wiele wiadomości do zespołu\. Spróbuj za \d+ min\.$/);
    // Another phone from the same address still goes through (the run's address budget is wide).
    expect((await post(baseUrl(), "/v1/contact", valid(freshPhone().typed))).status).toBe(201);
  });

  describe("from one address", () => {
    let server: PreparedServer;
    beforeAll(async () => {
      server = await dedicatedServer({ IP_LIMIT_FACTOR: "1", TRUST_PROXY: "true" });
    }, 60_000);
    afterAll(async () => server.stop());
    // On PostgreSQL every server of the run shares one database, so 127.0.0.1's budget is the whole run's: this
    // address is the test's own (behind TRUST_PROXY the client is the first X-Forwarded-For entry).
    const address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const from = (language = "ru") => ({ headers: { "Accept-Language": language, "X-Forwarded-For": address } });

    it("takes five messages an hour, then refuses without storing or mailing the sixth", async () => {
      for (let sent = 0; sent < 5; sent++)
        expect((await post(server.url, "/v1/contact", valid(freshPhone().typed), from())).status).toBe(201);
      const before = mailOutboxSchema.parse((await call(server.url, "GET", "/v1/dev/mail-outbox")).body).data.length;
      const refused = await post(server.url, "/v1/contact", valid(freshPhone().typed), from("ua"));
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toMatch(/^Забагато повідомлень команді\. Спробуйте через \d+ хв\.$/);
      const after = mailOutboxSchema.parse((await call(server.url, "GET", "/v1/dev/mail-outbox")).body).data.length;
      expect(after).toBe(before);
    });
  });
});
