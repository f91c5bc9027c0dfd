import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { POST_FORMS } from "../../src/shared/contract/post-form";
import { contactFormSchema } from "../../src/shared/contract/profile";
import { LOCALES } from "../../src/shared/locales";
import { VALIDATION_MESSAGES, type ValidationKey } from "../../src/shared/validation/messages";
import { htmlToText, textToHtml } from "../../src/client/lib/content-html";

/** A valid job ad: each case below breaks one thing. */
const good = {
  kind: "job",
  origin: "website",
  title: "Нужен водитель погрузчика в Чикаго",
  content: "<p>Склад в Элк-Гроув, смены по 10 часов, оплата каждую неделю.</p>",
  categoryIds: [1],
  locationIds: [2],
  contact: {
    phone: "773-555-0142",
    country_code: "+1",
    contact_person: "Ирина",
    email: "",
    instagram: "",
    whatsapp: "",
    web_site: "",
    telegram: "",
    company_name: "",
    address: "",
  },
  photos: [],
  fields: {
    salary_from: 20,
    salary_to: 25,
    salary_period: "hour",
    schedule: "",
    employment_type: "full_time",
    languages: ["ru"],
  },
};

type Case = [string, (ad: typeof good) => unknown, string, ValidationKey];
const withContact = (patch: Record<string, string>) => (ad: typeof good) => ({
  ...ad,
  contact: { ...ad.contact, ...patch },
});

const CASES: Case[] = [
  ["title missing", (ad) => ({ ...ad, title: "" }), "title", "required"],
  ["title of 4 characters", (ad) => ({ ...ad, title: "Дом!" }), "title", "titleMin"],
  ["title of 121 characters", (ad) => ({ ...ad, title: "а".repeat(121) }), "title", "titleMax"],
  ["title in capitals only", (ad) => ({ ...ad, title: "СРОЧНО ВОДИТЕЛЬ CDL" }), "title", "titleRule"],
  ["a phone in the title", (ad) => ({ ...ad, title: "Водитель, звоните 773-555-0142" }), "title", "titleRule"],
  ["an e-mail in the title", (ad) => ({ ...ad, title: "Водитель, пишите hr@trucks.com" }), "title", "titleRule"],
  ["a link in the title", (ad) => ({ ...ad, title: "Водитель, подробнее на www.trucks.us" }), "title", "titleRule"],
  [
    "20 visible characters of content",
    (ad) => ({ ...ad, content: `<p>${"а".repeat(20)}</p><p>       </p>` }),
    "content",
    "contentMin",
  ],
  ["4500 characters of content", (ad) => ({ ...ad, content: "а".repeat(4500) }), "content", "contentMax"],
  ["no category", (ad) => ({ ...ad, categoryIds: [] }), "categoryIds", "categoryRequired"],
  ["no location", (ad) => ({ ...ad, locationIds: [] }), "locationIds", "locationRequired"],
  ["a short phone", withContact({ phone: "773-555" }), "contact.phone", "phone"],
  ["letters in the phone", withContact({ phone: "773-555-01ab" }), "contact.phone", "phone"],
  ["a bad e-mail", withContact({ email: "irina@" }), "contact.email", "email"],
  ["no contact person", withContact({ contact_person: "" }), "contact.contact_person", "required"],
  [
    "a contact person starting with a space",
    withContact({ contact_person: " Ирина" }),
    "contact.contact_person",
    "leadingSpace",
  ],
  [
    "a contact person of 31 characters",
    withContact({ contact_person: "И".repeat(31) }),
    "contact.contact_person",
    "nameMax",
  ],
  ["instagram that is not a url", withContact({ instagram: "мой инстаграм" }), "contact.instagram", "url"],
  [
    "a web site of 101 characters",
    withContact({ web_site: `https://${"a".repeat(89)}.com` }),
    "contact.web_site",
    "max100",
  ],
  ["whatsapp that is not a url", withContact({ whatsapp: "+1 773 555" }), "contact.whatsapp", "url"],
  ["telegram that is not a url", withContact({ telegram: "@nick name" }), "contact.telegram", "url"],
  ["a company name of 51 characters", withContact({ company_name: "К".repeat(51) }), "contact.company_name", "max50"],
  ["an address of 101 characters", withContact({ address: "А".repeat(101) }), "contact.address", "max100"],
  [
    "salary to below salary from",
    (ad) => ({ ...ad, fields: { ...ad.fields, salary_from: 30, salary_to: 20 } }),
    "fields.salary_to",
    "rangeOrder",
  ],
  [
    "salary that is not a number",
    (ad) => ({ ...ad, fields: { ...ad.fields, salary_from: Number.NaN } }),
    "fields.salary_from",
    "number",
  ],
];

const po = formatter({ lineNumbers: false });
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => {
    const filename = path.resolve("src/locales", locale, "messages.po");
    return [locale, po.parse(fs.readFileSync(filename, "utf8"), { locale, sourceLocale: "ru", filename })];
  }),
);

function firstMessage(value: unknown, field: string): string | undefined {
  const parsed = POST_FORMS.job.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("the ad form's rules", () => {
  it("accept a good ad", () => {
    expect(POST_FORMS.job.safeParse(good).success).toBe(true);
    expect(
      POST_FORMS.job.safeParse(
        withContact({ instagram: "https://instagram.com/irina", web_site: "trucks.com", email: "irina@trucks.com" })(
          good,
        ),
      ).success,
    ).toBe(true);
  });

  for (const [name, breakIt, field, key] of CASES) {
    it(`refuse ${name} with "${VALIDATION_MESSAGES[key].message}" in every language`, async () => {
      expect(firstMessage(breakIt(good), field)).toBe(VALIDATION_MESSAGES[key].id);
      for (const locale of LOCALES) {
        const translation = (await catalogs[locale])?.[VALIDATION_MESSAGES[key].id]?.translation;
        expect(translation, `${locale} text of ${key}`).toBeTruthy();
      }
    });
  }

  it("count content as the text a reader sees: 21 visible characters pass", () => {
    expect(firstMessage({ ...good, content: `<p><b>${"а".repeat(21)}</b></p>` }, "content")).toBeUndefined();
  });

  it("keep their exact Russian texts", () => {
    expect(VALIDATION_MESSAGES.titleRule.message).toBe(
      "В заголовке нельзя использовать все заглавные буквы, номера телефонов, электронную почту и ссылки на веб-сайты",
    );
    expect(VALIDATION_MESSAGES.contentMin.message).toBe("Не менее 20 символов");
    expect(VALIDATION_MESSAGES.contentMax.message).toBe("Максимальное количество символов 4500");
    expect(VALIDATION_MESSAGES.url.message).toBe("Только url");
    expect(VALIDATION_MESSAGES.phone.message).toBe("Неправильный номер телефона");
    expect(VALIDATION_MESSAGES.email.message).toBe("Не корректно введена почта");
  });
});

describe("the contact form's rules", () => {
  const contact = {
    name: "Олег",
    phone: "312-555-0143",
    country_code: "+1",
    message: "Ещё актуально?",
    register: true,
  };
  const messageOf = (value: unknown, field: string) => {
    const parsed = contactFormSchema.safeParse(value);
    return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join(".") === field)?.message;
  };
  it("accepts a good message and defaults register to true", () => {
    const parsed = contactFormSchema.parse({ ...contact, register: undefined });
    expect(parsed.register).toBe(true);
  });
  it("wants a name of 3 to 30 and a message of 5 to 255", () => {
    expect(messageOf({ ...contact, name: "Ол" }, "name")).toBe(VALIDATION_MESSAGES.nameMin.id);
    expect(messageOf({ ...contact, name: "О".repeat(31) }, "name")).toBe(VALIDATION_MESSAGES.nameMax.id);
    expect(messageOf({ ...contact, message: "Да?" }, "message")).toBe(VALIDATION_MESSAGES.messageMin.id);
    expect(messageOf({ ...contact, message: "а".repeat(256) }, "message")).toBe(VALIDATION_MESSAGES.messageMax.id);
    expect(messageOf({ ...contact, phone: "312" }, "phone")).toBe(VALIDATION_MESSAGES.phone.id);
  });
});

describe("the content box", () => {
  it("turns paragraphs into HTML, escaping what was typed, and back", () => {
    const text = "Первая строка\nвторая <b>не тег</b>\n\nВторой абзац & всё";
    const html = textToHtml(text);
    expect(html).toBe("<p>Первая строка<br>вторая &lt;b&gt;не тег&lt;/b&gt;</p><p>Второй абзац &amp; всё</p>");
    expect(htmlToText(html)).toBe("Первая строка\nвторая <b>не тег</b>\n\nВторой абзац & всё");
  });
});
