import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authResponseSchema,
  mailOutboxSchema,
  rateLimitedSchema,
  smsOutboxSchema,
} from "../../../src/shared/contract/auth";
import { locationsResponseSchema } from "../../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../../src/shared/contract/post-form";
import { sectionsResponseSchema } from "../../../src/shared/contract/sections";
import { BUDGETS } from "../../../src/server/lib/budgets";
import { call, freshEmail, freshPhone, post, type Answer } from "../auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "../direct-db";
import { moderationSettings } from "../../../src/server/db/schema";

/**
 * Anonymous ads must not send texts and mails to anyone: 40 anonymous ads from one address once sent
 * 40 SMS to 40 numbers and 40 mails to one address in 0.85 s. A server of its own with the default
 * limits (IP_LIMIT_FACTOR=1) behind a trusted proxy, so X-Forwarded-For plays the visitor's address.
 * The budgets' numbers are read from BUDGETS, so the tests follow them when they are tuned.
 */
const ANON_PER_IP = BUDGETS.anonymousAdsPerIp.limit;
const ANON_PER_PHONE = BUDGETS.anonymousAdsPerPhone.limit;
const ANON_PER_EMAIL = BUDGETS.anonymousAdsPerEmail.limit;
const SMS_PER_PHONE = BUDGETS.smsPerPhone.limit;
const SMS_PER_IP = BUDGETS.smsPerIp.limit;
const MAIL_PER_ADDRESS = BUDGETS.mailPerAddress.limit;
const MAIL_PER_IP = BUDGETS.mailPerIp.limit;
const PASSWORD = "Str0ng!pass";

let server: PreparedServer;
let base = "";
let jobCategory = 0;
let cityId = 0;

/** A different documentation-range address per scenario: one scenario's spends never hold back another's. */
let nextAddress = 10;
const freshIp = () => `198.51.100.${nextAddress++}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({ "X-Forwarded-For": ip, ...extra });

beforeAll(async () => {
  // One author posts more ads than an address may mail about; the day's ads a moderator would otherwise hold or
  // refuse are raised, so what stops the sends here is the mail and text budgets alone.
  server = await serverWithPreparedDb(
    async (db) => {
      await db.update(moderationSettings).set({ adsPerDay: 100 });
    },
    { TRUST_PROXY: "true", IP_LIMIT_FACTOR: "1" },
  );
  base = server.url;
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body).data;
  jobCategory = sections.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  cityId =
    locationsResponseSchema
      .parse((await call(base, "GET", "/v1/locations")).body)
      .data.flatMap((state) => state.children)[0]?.id ?? 0;
  expect(jobCategory).toBeGreaterThan(0);
}, 120_000);
afterAll(() => server.stop());

const adForm = (contact: { phone: string; email?: string }, title = "Срочно! Выиграйте приз, перейдите по ссылке") => ({
  kind: "job",
  title,
  content: "<p>Ищем сотрудника на склад, полный рабочий день, оплата каждую неделю наличными.</p>",
  categoryIds: [jobCategory],
  locationIds: [cityId],
  contact: { phone: contact.phone, country_code: "+1", contact_person: "Иван", email: contact.email ?? "" },
  fields: { salary_from: 20, salary_period: "hour" },
  photos: [],
});

const postAd = (body: unknown, headers: Record<string, string>, token?: string) =>
  post(base, "/v1/posts", body, { headers, ...(token ? { token } : {}) });

async function smsTo(e164: string) {
  return smsOutboxSchema.parse((await call(base, "GET", `/v1/dev/sms-outbox?phone=${encodeURIComponent(e164)}`)).body)
    .data;
}
async function mailTo(address: string) {
  return mailOutboxSchema.parse((await call(base, "GET", `/v1/dev/mail-outbox?to=${encodeURIComponent(address)}`)).body)
    .data;
}
/** Mails leave in the background: a moment for the last of them to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

function expectLimited(answer: Answer, message: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  const body = rateLimitedSchema.parse(answer.body);
  expect(body.message).toMatch(message);
  expect(body.retry_after).toBeGreaterThan(0);
  expect(answer.response.headers.get("retry-after")).toBe(String(body.retry_after));
}

describe("anonymous ads", () => {
  it("40 at once from one address to 40 phones and one mailbox: at most the budget's ads, texts, mails", async () => {
    const ip = freshIp();
    const mailbox = freshEmail("victim");
    const phones = Array.from({ length: 40 }, () => freshPhone());
    const answers = await Promise.all(
      phones.map((phone) =>
        postAd(adForm({ phone: phone.typed, email: mailbox }), from(ip, { "Accept-Language": "en" })),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    // One mailbox: its budget is the first to run out.
    expect(created).toHaveLength(Math.min(ANON_PER_IP, ANON_PER_EMAIL));
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expectLimited(
        answer,
        /^Too many ads without signing in\. Sign in with your phone number or try again in \d+ min\.$/,
      );
    }
    await settle();
    const texts = (await Promise.all(phones.map((phone) => smsTo(phone.e164)))).flat();
    expect(texts).toHaveLength(created.length);
    expect(await mailTo(mailbox)).toHaveLength(created.length);
  });

  it("40 from one address to 40 phones without an e-mail: the address's budget holds", async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 40 }, () => freshPhone());
    const answers = await Promise.all(
      phones.map((phone) => postAd(adForm({ phone: phone.typed }), from(ip, { "Accept-Language": "uk" }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ANON_PER_IP);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40 - ANON_PER_IP);
    // In the caller's language (Ukrainian).
    expectLimited(refused[0] as Answer, /^Забагато оголошень без входу\. .* через \d+ хв\.$/);
    expect((await Promise.all(phones.map((phone) => smsTo(phone.e164)))).flat()).toHaveLength(ANON_PER_IP);
  });

  it("one phone from many addresses: the phone's budget holds", async () => {
    const phone = freshPhone();
    const answers: Answer[] = [];
    for (let i = 0; i < ANON_PER_PHONE + 3; i++)
      answers.push(await postAd(adForm({ phone: phone.typed }), from(freshIp())));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(ANON_PER_PHONE).fill(201), 429, 429, 429]);
    expectLimited(answers.at(-1) as Answer, /^Слишком много объявлений без входа\. .* через \d+ мин\.$/);
    expect(await smsTo(phone.e164)).toHaveLength(ANON_PER_PHONE);
  });

  it("one mailbox from many addresses and phones: the e-mail's budget holds, in any letter case", async () => {
    const mailbox = freshEmail("inbox");
    const answers: Answer[] = [];
    for (let i = 0; i < ANON_PER_EMAIL + 2; i++) {
      const spelling = i % 2 === 0 ? mailbox : mailbox.toUpperCase();
      answers.push(await postAd(adForm({ phone: freshPhone().typed, email: spelling }), from(freshIp())));
    }
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ANON_PER_EMAIL);
    await settle();
    // The dev outbox finds the lower-case spelling only: one mail for each of those ads that was posted.
    const lowerCaseCreated = answers.filter((answer, i) => answer.status === 201 && i % 2 === 0).length;
    expect(await mailTo(mailbox)).toHaveLength(lowerCaseCreated);
  });

  it("a repeat with the same Idempotency-Key answers the stored ad and spends nothing", async () => {
    const ip = freshIp();
    const phone = freshPhone();
    const first = await postAd(adForm({ phone: phone.typed }), from(ip, { "Idempotency-Key": `flood-${phone.e164}` }));
    expect(first.status).toBe(201);
    const id = postWriteResponseSchema.parse(first.body).data.id;
    for (let i = 0; i < ANON_PER_IP + 2; i++) {
      const again = await postAd(
        adForm({ phone: phone.typed }),
        from(ip, { "Idempotency-Key": `flood-${phone.e164}` }),
      );
      expect(again.status).toBe(200);
      expect(postWriteResponseSchema.parse(again.body).data.id).toBe(id);
    }
    expect(await smsTo(phone.e164)).toHaveLength(1);
    // The address still has the rest of its budget for new ads.
    for (let i = 1; i < ANON_PER_IP; i++)
      expect((await postAd(adForm({ phone: freshPhone().typed }), from(ip))).status).toBe(201);
    expect((await postAd(adForm({ phone: freshPhone().typed }), from(ip))).status).toBe(429);
  });

  it("an invalid form spends nothing", async () => {
    const ip = freshIp();
    for (let i = 0; i < ANON_PER_IP + 2; i++)
      expect((await postAd(adForm({ phone: "900-234-5678" }), from(ip))).status).toBe(422);
    expect((await postAd(adForm({ phone: freshPhone().typed }), from(ip))).status).toBe(201);
  });
});

describe("one SMS budget per phone, whatever the text", () => {
  let authorToken = "";
  const authorIp = freshIp();
  beforeAll(async () => {
    const author = freshPhone();
    const sent = await post(
      base,
      "/v1/auth/otp",
      { phone: author.typed, country_code: "+1" },
      { headers: from(authorIp) },
    );
    expect(sent.status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await smsTo(author.e164))[0]?.text ?? "")?.[1] ?? "";
    const verified = await post(
      base,
      "/v1/auth/verification/phone",
      { code, phone: author.typed, post_id: null, country_code: "+1" },
      { headers: from(authorIp) },
    );
    authorToken = authResponseSchema.parse(verified.body).data.token;
  });

  it("an ad's links use it up, then a sign-in code to that phone is refused with the wait", async () => {
    const victim = freshPhone();
    // Signed-in authors are not held by the anonymous budgets: only the texts' budget protects the number.
    for (let i = 0; i < SMS_PER_PHONE; i++)
      expect((await postAd(adForm({ phone: victim.typed }), from(authorIp), authorToken)).status).toBe(201);
    expect(await smsTo(victim.e164)).toHaveLength(SMS_PER_PHONE);
    const code = await post(
      base,
      "/v1/auth/otp",
      { phone: victim.typed, country_code: "+1" },
      { headers: from(freshIp(), { "Accept-Language": "en" }) },
    );
    expectLimited(code, /^Too many text messages to this number\. Try again in \d+ min\.$/);
    expect(await smsTo(victim.e164)).toHaveLength(SMS_PER_PHONE);
  });

  it("a code counts too: the ad after the budget is posted, its text is not, and the log names no one", async () => {
    const victim = freshPhone();
    expect(
      (await post(base, "/v1/auth/otp", { phone: victim.typed, country_code: "+1" }, { headers: from(freshIp()) }))
        .status,
    ).toBe(200);
    for (let i = 0; i < SMS_PER_PHONE; i++)
      expect(
        (await postAd(adForm({ phone: victim.typed }, "Объявление со ссылками"), from(authorIp), authorToken)).status,
      ).toBe(201);
    const texts = await smsTo(victim.e164);
    expect(texts).toHaveLength(SMS_PER_PHONE);
    expect(texts.filter((sms) => sms.text.includes("/statistic?hash="))).toHaveLength(SMS_PER_PHONE - 1);
    const skipped = server
      .output()
      .split("\n")
      .filter((line) => line.includes("were not sent by text"));
    expect(skipped.length).toBeGreaterThanOrEqual(1);
    for (const line of skipped) {
      expect(line).toMatch(/budget smsPerPhone is spent/);
      expect(line).not.toContain(victim.e164.slice(2));
      expect(line).not.toContain("Объявление");
    }
  });

  it("one address's texts of any kind stop at its hourly budget", async () => {
    const ip = freshIp();
    const phones = Array.from({ length: SMS_PER_IP + 1 }, () => freshPhone());
    const answers: Answer[] = [];
    for (const phone of phones)
      answers.push(await post(base, "/v1/auth/otp", { phone: phone.typed, country_code: "+1" }, { headers: from(ip) }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SMS_PER_IP);
    expectLimited(answers.at(-1) as Answer, /^Слишком много запросов кода\. Попробуйте через \d+ мин\.$/);
    expect((await Promise.all(phones.map((phone) => smsTo(phone.e164)))).flat()).toHaveLength(SMS_PER_IP);
  });
});

describe("mail budgets", () => {
  it("a reset link counts against the address's budget: once spent, none is sent, the answer the same", async () => {
    const ip = freshIp();
    const email = freshEmail("reset");
    const registered = await post(
      base,
      "/v1/auth/register",
      { username: email, password: PASSWORD },
      { headers: from(ip) },
    );
    expect(registered.status).toBe(200);
    const token = authResponseSchema.parse(registered.body).data.token;
    for (let i = 0; i < MAIL_PER_ADDRESS; i++) {
      expect((await postAd(adForm({ phone: freshPhone().typed, email }), from(ip), token)).status).toBe(201);
    }
    await settle();
    expect(await mailTo(email)).toHaveLength(MAIL_PER_ADDRESS);
    const forgot = await post(base, "/v1/auth/forgot-password", { email }, { headers: from(freshIp()) });
    expect(forgot.status).toBe(200);
    const unknown = await post(
      base,
      "/v1/auth/forgot-password",
      { email: freshEmail("nobody") },
      { headers: from(freshIp()) },
    );
    expect(forgot.body).toEqual(unknown.body);
    await settle();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(MAIL_PER_ADDRESS);
    expect(mails.some((mail) => mail.text.includes("reset-password"))).toBe(false);

    // Another user's address still gets its link.
    const other = freshEmail("reset-ok");
    expect(
      (await post(base, "/v1/auth/register", { username: other, password: PASSWORD }, { headers: from(ip) })).status,
    ).toBe(200);
    expect((await post(base, "/v1/auth/forgot-password", { email: other }, { headers: from(freshIp()) })).status).toBe(
      200,
    );
    await settle();
    expect((await mailTo(other)).some((mail) => mail.text.includes("reset-password"))).toBe(true);
  });

  it("one address's mails and texts of any kind stop at its hourly budgets", async () => {
    const ip = freshIp();
    const email = freshEmail("author");
    const registered = await post(
      base,
      "/v1/auth/register",
      { username: email, password: PASSWORD },
      { headers: from(ip) },
    );
    const token = authResponseSchema.parse(registered.body).data.token;
    const contacts = Array.from({ length: Math.max(MAIL_PER_IP, SMS_PER_IP) + 1 }, (_, i) => ({
      phone: freshPhone(),
      email: freshEmail(`box${i}`),
    }));
    for (const contact of contacts)
      expect((await postAd(adForm({ phone: contact.phone.typed, email: contact.email }), from(ip), token)).status).toBe(
        201,
      );
    await settle();
    expect((await Promise.all(contacts.map((contact) => mailTo(contact.email)))).flat()).toHaveLength(MAIL_PER_IP);
    expect((await Promise.all(contacts.map((contact) => smsTo(contact.phone.e164)))).flat()).toHaveLength(SMS_PER_IP);
  });
});
