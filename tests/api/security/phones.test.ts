import { beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../../src/shared/contract/common";
import { locationsResponseSchema } from "../../../src/shared/contract/locations";
import { sectionsResponseSchema } from "../../../src/shared/contract/sections";
import { call, freshPhone, lastSms, post, signInWithPhone, type Answer } from "../auth-helpers";
import { baseUrl } from "../client";

/**
 * Only numbers libphonenumber finds valid (not merely possible) are taken, and never a
 * premium-rate, shared-cost or obviously made-up one: we would text them, or show them on an ad.
 * Sign-in, ads, the contact form and the password username share one rule (lib/phone.ts)
 * and one answer: the field's "Неправильный номер телефона".
 */
const PHONE_MESSAGE = "Неправильный номер телефона";

/**
 * [why, typed as the form sends it, dial code]: each fits its country's mask, so only the server's check refuses
 * it.
 */
const REFUSED: [string, string, string][] = [
  ["555 is no US area code", "555-123-4567", "+1"],
  ["no such area code", "976-234-5678", "+1"],
  ["a US premium-rate 1-900 number", "900-234-5678", "+1"],
  ["the fictional 555-01xx range", "212-555-0123", "+1"],
  ["the fictional 555-01xx range, last of it", "312-555-0199", "+1"],
  ["one digit all through", "222-222-2222", "+1"],
  ["a run of digits", "234-567-8901", "+1"],
  ["a Polish premium-rate number", "700 123 456", "+48"],
  ["a Polish shared-cost number", "801 123 456", "+48"],
  ["a British premium-rate number", "9098 765432", "+44"],
  ["a Ukrainian number outside every range", "90 012 3456", "+380"],
];

/** Valid numbers of several countries, random so that no limit of an earlier run holds them. */
const digits = (count: number) => Array.from({ length: count }, () => String(Math.floor(Math.random() * 10))).join("");
const ACCEPTED = (): [string, string, string, string][] => {
  const us = freshPhone();
  const ua = digits(7);
  const pl = digits(6);
  const gb = digits(6);
  return [
    ["a US number", us.typed, "+1", us.e164],
    [
      "the 555 exchange outside the fictional range",
      `212-555-${String(2000 + Math.floor(Math.random() * 8000))}`,
      "+1",
      "",
    ],
    ["a Ukrainian mobile", `50 ${ua.slice(0, 3)} ${ua.slice(3)}`, "+380", `+38050${ua}`],
    ["a Polish mobile", `501 ${pl.slice(0, 3)} ${pl.slice(3)}`, "+48", `+48501${pl}`],
    ["a British mobile", `7400 ${gb}`, "+44", `+447400${gb}`],
  ];
};

function expectPhoneRefused(answer: Answer, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(errorBodySchema.parse(answer.body).errors?.[field]).toEqual([PHONE_MESSAGE]);
}

let base = "";
let jobCategory = 0;
let cityId = 0;
let authorToken = "";

beforeAll(async () => {
  base = baseUrl();
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body).data;
  jobCategory = sections.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  cityId =
    locationsResponseSchema
      .parse((await call(base, "GET", "/v1/locations")).body)
      .data.flatMap((state) => state.children)[0]?.id ?? 0;
  authorToken = (await signInWithPhone(base, freshPhone())).token;
});

const adForm = (phone: string, country_code: string) => ({
  kind: "job",
  title: "Нужен водитель погрузчика",
  content: "<p>Ищем водителя погрузчика на склад, полный рабочий день, оплата каждую неделю.</p>",
  categoryIds: [jobCategory],
  locationIds: [cityId],
  contact: { phone, country_code, contact_person: "Иван", email: "" },
  fields: { salary_from: 22, salary_period: "hour" },
  photos: [],
});

describe("numbers refused everywhere", () => {
  it.each(REFUSED)("sign-in refuses %s (%s)", async (_why, phone, country_code) => {
    expectPhoneRefused(await post(base, "/v1/auth/otp", { phone, country_code }), "phone");
  });

  it.each(REFUSED)("an ad refuses %s (%s), signed in or not", async (_why, phone, country_code) => {
    expectPhoneRefused(
      await post(base, "/v1/posts", adForm(phone, country_code), { token: authorToken }),
      "contact.phone",
    );
    expectPhoneRefused(await post(base, "/v1/posts", adForm(phone, country_code)), "contact.phone");
  });

  it("the contact form and the password username refuse them too", async () => {
    const ads = (await call(base, "GET", "/v1/posts?section=job&per_page=1")).body as { data: { id: number }[] };
    const adId = ads.data[0]?.id ?? 0;
    for (const [, phone, country_code] of REFUSED) {
      const contact = await post(base, `/v1/posts/${adId}/contact`, {
        name: "Пётр",
        phone,
        country_code,
        message: "Ещё актуально?",
        register: false,
      });
      expectPhoneRefused(contact, "phone");
    }
    for (const username of ["9002345678", "2125550123", "5551234567"]) {
      const answer = await post(base, "/v1/auth/register", { username, password: "Str0ng!pass" });
      expect(answer.status).toBe(422);
      expect(Object.keys(errorBodySchema.parse(answer.body).errors ?? {})).toEqual(["username"]);
    }
  });
});

describe("valid numbers", () => {
  it.each(ACCEPTED())("sign-in takes %s and texts it in E.164", async (_why, phone, country_code, e164) => {
    const sent = await post(base, "/v1/auth/otp", { phone, country_code });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    if (e164) expect(await lastSms(base, e164)).toMatch(/\d{6}/);
  });

  it.each(ACCEPTED())("an ad takes %s", async (_why, phone, country_code) => {
    const answer = await post(base, "/v1/posts", adForm(phone, country_code), { token: authorToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});
