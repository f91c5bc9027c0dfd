import { beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { postDetailResponseSchema, postListResponseSchema } from "../../src/shared/contract/posts";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { call, freshPhone, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

/** Prices written in the caller's language from the ad's fields; an ad's place answers its time zone. */
let base = "";
let token = "";
let chicago = 0;
const categoryOf = new Map<string, number>();

// Intl separates thousands and the currency with no-break spaces: compared as plain ones.
const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null;

beforeAll(async () => {
  base = baseUrl();
  token = (await signInWithPhone(base, freshPhone())).token;
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  for (const section of sections.data) {
    const [first] = section.categories;
    if (first) categoryOf.set(section.slug, first.id);
  }
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  const illinois = tree.data.find((state) => state.slug === "illinois");
  expect(illinois?.time_zone).toBe("America/Chicago");
  const city = illinois?.children.find((one) => one.slug === "chicago");
  expect(city?.time_zone).toBe("America/Chicago");
  chicago = city?.id ?? 0;
});

async function postAd(kind: string, section: string, title: string, fields: Record<string, unknown>) {
  const answer = await post(
    base,
    "/v1/posts",
    {
      kind,
      title,
      content: "<p>Все подробности по телефону, звоните вечером или пишите в WhatsApp, ответим быстро.</p>",
      categoryIds: [categoryOf.get(section)],
      locationIds: [chicago],
      contact: { phone: "773-465-0142", country_code: "+1", contact_person: "Иван", email: "" },
      fields,
      photos: [],
    },
    { token },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return postWriteResponseSchema.parse(answer.body).data;
}

const detailIn = async (language: string, section: string, slug: string) =>
  postDetailResponseSchema.parse(
    (await call(base, "GET", `/v1/posts/${section}/${slug}`, { headers: { "Accept-Language": language } })).body,
  ).data;

describe("post answers: the price in the caller's language, its parts, the place's zone", () => {
  it("write a job's pay in each language, with the numbers beside it", async () => {
    const ad = await postAd("job", "job", "Нужен повар в кафе на Девон", { salary_from: 2150, salary_period: "month" });
    const expected = { ru: "2 150 $ в месяц", uk: "2 150 $ на місяць", pl: "2150 $ miesięcznie", en: "$2,150/mo" };
    for (const [language, text] of Object.entries(expected)) {
      const shown = await detailIn(language, "job", ad.slug);
      expect(plain(shown.price), language).toBe(text);
      expect(shown.price_parts).toEqual({ amount: 2150, period: "month", currency: "USD" });
      expect(shown.time_zone).toBe("America/Chicago");
    }
    const list = await call(base, "GET", "/v1/posts?section=job&per_page=50", { headers: { "Accept-Language": "uk" } });
    const card = postListResponseSchema.parse(list.body).data.find((one) => one.id === ad.id);
    expect(plain(card?.price ?? null)).toBe("2 150 $ на місяць");
    expect(card?.time_zone).toBe("America/Chicago");
  });

  it("answer an event's zone and its ticket price, cents kept", async () => {
    const ad = await postAd("afisha", "afisha", "Вечер украинской песни в Чикаго", {
      starts_at: "2026-12-31T19:00:00-06:00",
      venue: "Дом культуры",
      price: 25.5,
    });
    const shown = await detailIn("ru", "afisha", ad.slug);
    expect(shown.time_zone).toBe("America/Chicago");
    expect(shown.price_parts).toEqual({ amount: 25.5, period: null, currency: "USD" });
    expect(plain(shown.price)).toBe("25,50 $");
    expect(plain((await detailIn("en", "afisha", ad.slug)).price)).toBe("$25.50");
  });

  it("answer a pay range as from and to", async () => {
    const ad = await postAd("job", "job", "Ищем официантов в ресторан", {
      salary_from: 30,
      salary_to: 35,
      salary_period: "hour",
    });
    const shown = await detailIn("pl", "job", ad.slug);
    expect(shown.price_parts).toEqual({ from: 30, to: 35, period: "hour", currency: "USD" });
    expect(plain(shown.price)).toBe("30–35 $ za godzinę");
  });
});
