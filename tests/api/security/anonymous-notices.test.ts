import { beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../../src/shared/contract/post-form";
import { sectionsResponseSchema } from "../../../src/shared/contract/sections";
import { call, freshEmail, freshPhone, lastMail, lastSms, post, textTag } from "../auth-helpers";
import { baseUrl } from "../client";

/**
 * Anyone may post an ad without an account, with any phone and e-mail: the links sent there must not carry the
 * author's words, or the site relays a spammer's text to any number or address.
 */
let base = "";
let categoryId = 0;
let cityId = 0;

beforeAll(async () => {
  base = baseUrl();
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  categoryId = sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
  expect(categoryId * cityId).toBeGreaterThan(0);
});

const SPAM_TITLE = "Выигрыш ждёт вас на promo-prize.xyz скорее";
const SPAM_WORDS = ["Выигрыш", "promo-prize", "скорее"];

describe("the texts and mails of an anonymous ad", () => {
  it.each(["ru", "en"])(
    "carry the links and our own words, none of the author's title or name (%s)",
    async (language) => {
      const phone = freshPhone();
      const email = freshEmail("relay");
      const since = Date.now();
      const form = {
        kind: "job",
        title: SPAM_TITLE,
        content: `<p>Ищем опытного повара на кухню ресторана, полный день, оплата еженедельно. ${textTag()}</p>`,
        categoryIds: [categoryId],
        locationIds: [cityId],
        contact: { phone: phone.typed, country_code: "+1", contact_person: "Купите сейчас", email },
        fields: { salary_from: 25, salary_period: "hour" },
        photos: [],
      };
      const answer = await post(base, "/v1/posts", form, { headers: { "Accept-Language": language } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const ad = postWriteResponseSchema.parse(answer.body).data;

      const sms = (await lastSms(base, phone.e164)) ?? "";
      expect(sms).toContain(`/requests?hash=${ad.secret}`);
      expect(sms).toContain(`/statistic?hash=${ad.secret}`);
      const mail = await lastMail(base, email, since - 1000);
      expect(mail?.text).toContain(`/requests?hash=${ad.secret}`);
      expect(mail?.text).toContain(`/statistic?hash=${ad.secret}`);
      for (const text of [sms, mail?.subject ?? "", mail?.text ?? ""]) {
        expect(text).toMatch(/Obyava/);
        // The ad's number tells the author which ad it is; no placeholder is left unfilled.
        expect(text).toContain(String(ad.id));
        expect(text).not.toMatch(/[{}]/);
        for (const word of [...SPAM_WORDS, "Купите"]) expect(text).not.toContain(word);
      }
    },
  );
});
