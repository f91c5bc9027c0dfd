import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { smsOutboxSchema } from "../../src/shared/contract/auth";
import { errorBodySchema } from "../../src/shared/contract/common";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import {
  postEditResponseSchema,
  postWriteResponseSchema,
  type PostWriteInput,
} from "../../src/shared/contract/post-form";
import { postDetailResponseSchema, postListResponseSchema } from "../../src/shared/contract/posts";
import { myPostsResponseSchema } from "../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import {
  call,
  freshEmail,
  freshPhone,
  lastMail,
  lastSms,
  messageOf,
  post,
  signInWithPhone,
  type Answer,
} from "./auth-helpers";
import { baseUrl } from "./client";

/** Ads posted through the API on the run's server: every kind, every rule of the ad form, authorship. */
let base = "";
const categoriesOf = new Map<string, number[]>();
let cityId = 0;
let otherCityId = 0;

beforeAll(async () => {
  base = baseUrl();
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  for (const section of sections.data)
    categoriesOf.set(
      section.slug,
      section.categories.map((category) => category.id),
    );
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  const cities = tree.data.flatMap((state) => state.children);
  cityId = cities[0]?.id ?? 0;
  otherCityId = cities[1]?.id ?? 0;
  expect(cityId).toBeGreaterThan(0);
});

// Prices are written in the caller's language (Russian here); Intl's no-break spaces compared as plain ones.
const plain = (text: string | null) => text?.replace(/\s/g, " ") ?? null;

const firstCategory = (section: string) => {
  const id = categoriesOf.get(section)?.[0];
  if (id === undefined) throw new Error(`no category in ${section}`);
  return id;
};

type Form = Record<string, unknown> & { contact: Record<string, unknown>; fields: Record<string, unknown> };

let shift = 0;
/**
 * A valid job form; tests change one thing at a time. Each has a shift of its own: the same text posted by another
 * account waits for a moderator (moderation's duplicate rule), which is not what these tests are about.
 */
function jobForm(phone = "773-465-0142"): Form {
  shift += 1;
  return {
    kind: "job",
    title: "Нужен повар в ресторан на Девон",
    content: `<p>Ищем опытного повара на кухню ресторана, полный рабочий день, оплата еженедельно. Смена ${String(
      shift,
    )}-${String(process.pid)}.</p>`,
    categoryIds: [firstCategory("job")],
    locationIds: [cityId],
    contact: { phone, country_code: "+1", contact_person: "Иван", email: "" },
    fields: { salary_from: 25, salary_period: "hour" },
    photos: [],
  };
}

const create = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  post(base, "/v1/posts", body, options);

function created(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return postWriteResponseSchema.parse(answer.body).data;
}

async function detail(section: string, slug: string, token?: string) {
  return call(base, "GET", `/v1/posts/${section}/${slug}`, token ? { token } : {});
}

async function listedIn(section: string, id: number): Promise<boolean> {
  const answer = await call(base, "GET", `/v1/posts?section=${section}&per_page=50`);
  return postListResponseSchema.parse(answer.body).data.some((card) => card.id === id);
}

/** A 422 with the field's message as the summary and under the field. */
function expectFieldError(answer: Answer, field: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  const body = errorBodySchema.parse(answer.body);
  expect(body.errors?.[field], JSON.stringify(body)).toContain(message);
  expect(body.message).toBe(body.errors ? Object.values(body.errors)[0]?.[0] : undefined);
}

describe("POST /v1/posts: every kind", () => {
  let author: { token: string };
  beforeAll(async () => {
    author = await signInWithPhone(base, freshPhone());
  });

  it("posts a job: active, listed, with the price text, excerpt and an E.164 phone", async () => {
    const ad = created(await create(jobForm(), { token: author.token }));
    expect(ad).toMatchObject({ section: "job", status: "active" });
    expect(ad.slug).toMatch(/^nuzhen-povar-v-restoran-na-devon-[a-z0-9]{6}$/);
    expect(ad.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await listedIn("job", ad.id)).toBe(true);
    const shown = postDetailResponseSchema.parse((await detail("job", ad.slug)).body).data;
    expect(plain(shown.price)).toBe("25 $ в час");
    expect(shown.excerpt).toMatch(
      /^Ищем опытного повара на кухню ресторана, полный рабочий день, оплата еженедельно\./,
    );
    expect(shown.contact.contact_person).toBe("Иван");
    expect(shown.contact.email).toBeNull();
    const phone = await post(base, `/v1/posts/${ad.id}/phone`, {});
    expect((phone.body as { data: { phone: string } }).data.phone).toBe("+17734650142");
  });

  it("sends the author the links of /requests and /statistic by SMS", async () => {
    const phone = freshPhone();
    const ad = created(await create(jobForm(phone.typed), { token: author.token }));
    const sms = (await lastSms(base, phone.e164)) ?? "";
    expect(sms).toContain(`/statistic?hash=${ad.secret}`);
    expect(sms).toContain(`/requests?hash=${ad.secret}`);
  });

  it("mails the links too when the ad has an e-mail", async () => {
    const email = freshEmail("author");
    const since = Date.now();
    const form = jobForm(freshPhone().typed);
    const ad = created(await create({ ...form, contact: { ...form.contact, email } }, { token: author.token }));
    const mail = await lastMail(base, email, since - 1000);
    expect(mail?.text).toContain(`/requests?hash=${ad.secret}`);
    // The ad's number, not its title: anyone may type any address into an ad's form.
    expect(mail?.subject).toContain(`№${String(ad.id)}`);
    expect(mail?.subject).not.toContain("Нужен повар");
  });

  it("texts one number at most 10 times a day (its SMS budget): later ads are posted, not texted", async () => {
    const phone = freshPhone();
    // An author of their own: past the section's free ads of the month, the others' ads would wait for payment.
    const poster = await signInWithPhone(base, freshPhone());
    for (let i = 0; i < 11; i++) created(await create(jobForm(phone.typed), { token: poster.token }));
    const outbox = smsOutboxSchema.parse(
      (await call(base, "GET", `/v1/dev/sms-outbox?phone=${encodeURIComponent(phone.e164)}`)).body,
    );
    expect(outbox.data.filter((sms) => sms.text.includes("/statistic?hash="))).toHaveLength(10);
  });

  it("puts a cdl form answered 'no CDL' under no-cdl", async () => {
    const form = {
      ...jobForm(),
      kind: "cdl",
      title: "Водитель без CDL на бокс-трак",
      categoryIds: [firstCategory("no-cdl")],
      fields: { cdl_required: false, pay_per_mile: 0.7, route_type: "local" },
    };
    const ad = created(await create(form, { token: author.token }));
    expect(ad.section).toBe("no-cdl");
    const shown = postDetailResponseSchema.parse((await detail("no-cdl", ad.slug)).body).data;
    expect(plain(shown.price)).toBe("0,70 $ за милю");
    expect(shown.fields).toMatchObject({ cdl_required: false, route_type: "local" });
  });

  it("posts property-find, afisha and autobazar-sale ads in their sections", async () => {
    const propertyFind = created(
      await create(
        {
          ...jobForm(),
          kind: "property-find",
          title: "Ищу квартиру в Чикаго на год",
          categoryIds: [firstCategory("properties")],
          fields: { property_type: "apartment", deal: "rent", price: 1500, bedrooms: 1 },
        },
        { token: author.token },
      ),
    );
    expect(propertyFind.section).toBe("properties");
    const found = postDetailResponseSchema.parse((await detail("properties", propertyFind.slug)).body).data;
    expect(found.fields).toMatchObject({ find: true, property_type: "apartment" });
    expect(plain(found.price)).toBe("1 500 $ в месяц");

    const event = created(
      await create(
        {
          ...jobForm(),
          kind: "afisha",
          title: "Концерт украинской музыки в субботу",
          categoryIds: [firstCategory("afisha")],
          fields: { starts_at: "2026-12-05T19:00:00-06:00", venue: "Дом культуры", price: 20 },
        },
        { token: author.token },
      ),
    );
    expect(event.section).toBe("afisha");

    const car = created(
      await create(
        {
          ...jobForm(),
          kind: "autobazar-sale",
          title: "Продаю Toyota Camry 2018 года",
          categoryIds: [firstCategory("rent-sale")],
          fields: { make: "Toyota", model: "Camry", year: 2018, price: 15000 },
        },
        { token: author.token },
      ),
    );
    expect(car.section).toBe("rent-sale");
    const carShown = postDetailResponseSchema.parse((await detail("rent-sale", car.slug)).body).data;
    expect(plain(carShown.price)).toBe("15 000 $");
    expect(carShown.fields).toMatchObject({ deal: "sale", make: "Toyota" });
  });

  it("keeps safe HTML only: no script, no event handlers, links marked nofollow", async () => {
    const form = {
      ...jobForm(),
      content:
        '<p onclick="steal()">Ищем повара <strong>срочно</strong>, опыт от ' +
        'года.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a ' +
        'href="javascript:alert(3)">плохая</a> <a href="https://example.com/menu">меню</a><style>p{}</style>',
    };
    const ad = created(await create(form, { token: author.token }));
    // A job's text keeps no links (contacts and sites go in the contact fields): the ad waits for a moderator,
    // and its author's copy shows what was kept.
    expect(ad.status).toBe("review");
    const edit = await call(base, "GET", `/v1/posts/${String(ad.id)}/edit`, { token: author.token });
    const shown = postEditResponseSchema.parse(edit.body).data;
    expect(shown.content).not.toMatch(/script|alert|onerror|onclick|<img|javascript:|<style/i);
    expect(shown.content).toContain("<strong>срочно</strong>");
    expect(shown.content).toContain(
      '<a href="https://example.com/menu" rel="nofollow noopener ugc" target="_blank">меню</a>',
    );
  });
});

describe("POST /v1/posts: the ad form's rules, straight to the server", () => {
  let token = "";
  beforeAll(async () => {
    token = (await signInWithPhone(base, freshPhone())).token;
  });

  const TITLE_RULE =
    "В заголовке нельзя использовать все заглавные буквы, номера телефонов, электронную почту и ссылки на веб-сайты";
  const withTitle = (title: string) => ({ ...jobForm(), title });
  const withContent = (content: string) => ({ ...jobForm(), content });
  const withContact = (contact: Record<string, unknown>) => {
    const form = jobForm();
    return { ...form, contact: { ...form.contact, ...contact } };
  };

  const cases: [string, () => unknown, string, string][] = [
    ["a title too short", () => withTitle("Пова"), "title", "Не менее 5 символов"],
    ["a title too long", () => withTitle(`Повар ${"а".repeat(120)}`), "title", "Не более 120 символов"],
    ["a title in capitals", () => withTitle("НУЖЕН ПОВАР СРОЧНО"), "title", TITLE_RULE],
    ["a phone in the title", () => withTitle("Нужен повар, звоните 555-123-4567"), "title", TITLE_RULE],
    ["an e-mail in the title", () => withTitle("Нужен повар: chef@example.com"), "title", TITLE_RULE],
    ["a link in the title", () => withTitle("Нужен повар, смотрите www.example.com"), "title", TITLE_RULE],
    [
      "content of 20 visible characters",
      () => withContent(`<p>          </p><p>${"а".repeat(20)}</p><p>          </p>`),
      "content",
      "Не менее 20 символов",
    ],
    [
      "content of 4500 characters",
      () => withContent(`<p>${"а".repeat(4500)}</p>`),
      "content",
      "Максимальное количество символов 4500",
    ],
    ["no categories", () => ({ ...jobForm(), categoryIds: [] }), "categoryIds", "Выберите хотя бы одну категорию"],
    ["no locations", () => ({ ...jobForm(), locationIds: [] }), "locationIds", "Выберите хотя бы один город"],
    ["a bad phone", () => withContact({ phone: "555-12" }), "contact.phone", "Неправильный номер телефона"],
    ["a bad e-mail", () => withContact({ email: "chef@example" }), "contact.email", "Не корректно введена почта"],
    [
      "no contact person",
      () => withContact({ contact_person: undefined }),
      "contact.contact_person",
      "Обязательное поле",
    ],
    [
      "a contact person with a leading space",
      () => withContact({ contact_person: " Иван" }),
      "contact.contact_person",
      "Не начинайте с пробела",
    ],
    [
      "a contact person of 31 characters",
      () => withContact({ contact_person: "И".repeat(31) }),
      "contact.contact_person",
      "Не более 30 символов",
    ],
    [
      "an instagram that is not a url",
      () => withContact({ instagram: "my instagram" }),
      "contact.instagram",
      "Только url",
    ],
    [
      "an instagram of 101 characters",
      () => withContact({ instagram: `https://instagram.com/${"a".repeat(79)}` }),
      "contact.instagram",
      "Не более 100 символов",
    ],
    [
      "a company name of 51 characters",
      () => withContact({ company_name: "К".repeat(51) }),
      "contact.company_name",
      "Не более 50 символов",
    ],
    [
      "an address of 101 characters",
      () => withContact({ address: "А".repeat(101) }),
      "contact.address",
      "Не более 100 символов",
    ],
    [
      "a category of another section",
      () => ({ ...jobForm(), categoryIds: [firstCategory("afisha")] }),
      "categoryIds",
      "Выберите хотя бы одну категорию",
    ],
    [
      "an unknown location",
      () => ({ ...jobForm(), locationIds: [99_999_999] }),
      "locationIds",
      "Выберите хотя бы один город",
    ],
    [
      "a phone with letters",
      () => withContact({ phone: "555-CALL-NOW" }),
      "contact.phone",
      "Неправильный номер телефона",
    ],
    [
      "an upload that does not exist",
      () => ({ ...jobForm(), photos: [99_999_999] }),
      "photos",
      "Фотография не найдена. Загрузите её ещё раз.",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, body, field, message) => {
    expectFieldError(await create(body(), { token }), field, message);
  });

  it("counts content as text: 21 visible characters inside padding pass", async () => {
    created(await create(withContent(`<p>          </p><p>${"а".repeat(21)}</p>`), { token }));
  });

  it("answers the same shape in English", async () => {
    const answer = await create(withTitle("Пова"), { token, headers: { "Accept-Language": "en" } });
    expect(answer.status).toBe(422);
    const body = errorBodySchema.parse(answer.body);
    expect(body.errors?.title?.[0]).toBeTruthy();
    expect(body.message).toBe(body.errors?.title?.[0]);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const response = await fetch(new URL("/v1/posts", base), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(response.status).toBe(400);
  });
});

describe("prices as people type them", () => {
  let token = "";
  beforeAll(async () => {
    token = (await signInWithPhone(base, freshPhone())).token;
  });
  const property = (price: unknown) => ({
    ...jobForm(),
    kind: "property",
    title: "Сдаётся квартира в Бруклине у парка",
    categoryIds: [firstCategory("properties")],
    fields: { property_type: "apartment", deal: "rent", price },
  });

  it("reads «2 300» and «$2,300.50» as dollars, shown as the site shows prices", async () => {
    const ad = created(await create(property("2 300"), { token }));
    expect(plain(postDetailResponseSchema.parse((await detail("properties", ad.slug)).body).data.price)).toBe(
      "2 300 $ в месяц",
    );
    const saved = await call(base, "PATCH", `/v1/posts/${ad.id}`, { token, body: property("$2,300.50") });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = postDetailResponseSchema.parse((await detail("properties", ad.slug)).body).data;
    expect(plain(shown.price)).toBe("2 300,50 $ в месяц");
    expect(shown.fields).toMatchObject({ price: 2300.5 });
  });

  it("refuses a price that is no amount, in the caller's language", async () => {
    expectFieldError(await create(property("две тысячи"), { token }), "fields.price", "Введите число");
    const english = await create(property("-5"), { token, headers: { "Accept-Language": "en" } });
    expect(english.status).toBe(422);
    expect(errorBodySchema.parse(english.body).errors?.["fields.price"]?.[0]).not.toBe("Введите число");
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated submit with the same ad, and another caller's reuse with 409", async () => {
    const author = await signInWithPhone(base, freshPhone());
    const key = randomUUID();
    const first = created(await create(jobForm(), { token: author.token, headers: { "Idempotency-Key": key } }));
    const again = await create(jobForm(), { token: author.token, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(postWriteResponseSchema.parse(again.body).data).toMatchObject({
      id: first.id,
      slug: first.slug,
      section: "job",
      status: "active",
    });
    const mine = myPostsResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/posts", { token: author.token })).body,
    );
    expect(mine.meta.total).toBe(1);
    const stranger = await signInWithPhone(base, freshPhone());
    const stolen = await create(jobForm(), { token: stranger.token, headers: { "Idempotency-Key": key } });
    expect(stolen.status).toBe(409);
    expect(messageOf(stolen)).not.toBe("");
  });
});

describe("an ad posted without an account", () => {
  it("waits as pending, then goes live for the author who signs in with its phone", async () => {
    const phone = freshPhone();
    const ad = created(await create(jobForm(phone.typed)));
    expect(ad.status).toBe("pending");
    expect(await listedIn("job", ad.id)).toBe(false);
    expect((await detail("job", ad.slug)).status).toBe(404);

    const author = await signInWithPhone(base, phone, ad.id);
    expect(await listedIn("job", ad.id)).toBe(true);
    const mine = myPostsResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/posts", { token: author.token })).body,
    );
    expect(mine.data.map((card) => [card.id, card.status, card.kind])).toEqual([[ad.id, "active", "job"]]);
  });

  it("stays pending when someone with another phone signs in with its id", async () => {
    const ad = created(await create(jobForm(freshPhone().typed)));
    const other = await signInWithPhone(base, freshPhone(), ad.id);
    const mine = myPostsResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/posts", { token: other.token })).body,
    );
    expect(mine.data).toEqual([]);
    expect(await listedIn("job", ad.id)).toBe(false);
  });
});

describe("managing one's ads", () => {
  let author: { token: string };
  let stranger: { token: string };
  let ad: { id: number; slug: string; section: string };

  beforeAll(async () => {
    author = await signInWithPhone(base, freshPhone());
    stranger = await signInWithPhone(base, freshPhone());
    ad = created(
      await create({ ...jobForm("312-465-0199"), locationIds: [cityId, otherCityId] }, { token: author.token }),
    );
  });

  it("gives the edit form back as it was sent, the phone in its national format", async () => {
    const answer = await call(base, "GET", `/v1/posts/${ad.id}/edit`, { token: author.token });
    expect(answer.status).toBe(200);
    const form = postEditResponseSchema.parse(answer.body).data;
    expect(form).toMatchObject({
      id: ad.id,
      kind: "job",
      status: "active",
      section: "job",
      title: "Нужен повар в ресторан на Девон",
    });
    expect(form.contact).toMatchObject({
      phone: "312-465-0199",
      country_code: "+1",
      contact_person: "Иван",
      email: "",
    });
    expect(form.categoryIds).toEqual([firstCategory("job")]);
    expect(form.locationIds).toEqual([cityId, otherCityId]);
    expect(form.fields).toMatchObject({ salary_from: 25, salary_period: "hour" });
  });

  it("saves an edit (a full replace) and the edit form shows it", async () => {
    const before = postEditResponseSchema.parse(
      (await call(base, "GET", `/v1/posts/${ad.id}/edit`, { token: author.token })).body,
    ).data;
    const changed: PostWriteInput = {
      kind: "job",
      title: "Нужен шеф-повар в ресторан",
      content: before.content,
      categoryIds: before.categoryIds,
      locationIds: [otherCityId],
      contact: { ...before.contact, email: "chef@example.com" },
      fields: { salary_from: 30, salary_to: 35, salary_period: "hour" },
      photos: [],
    };
    const saved = await call(base, "PATCH", `/v1/posts/${ad.id}`, { token: author.token, body: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(postWriteResponseSchema.parse(saved.body).data).toMatchObject({
      id: ad.id,
      slug: ad.slug,
      status: "active",
    });
    const after = postEditResponseSchema.parse(
      (await call(base, "GET", `/v1/posts/${ad.id}/edit`, { token: author.token })).body,
    ).data;
    expect(after).toMatchObject({ title: "Нужен шеф-повар в ресторан", locationIds: [otherCityId] });
    expect(after.contact.email).toBe("chef@example.com");
    // The form's drafts are judged stale against this moment.
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    const shown = postDetailResponseSchema.parse((await detail("job", ad.slug)).body).data;
    expect(plain(shown.price)).toBe("30–35 $ в час");
  });

  it("refuses to move an ad to another section", async () => {
    const form = {
      ...jobForm(),
      kind: "afisha",
      categoryIds: [firstCategory("afisha")],
      fields: { starts_at: "2026-12-05T19:00:00Z", venue: "Клуб" },
    };
    const answer = await call(base, "PATCH", `/v1/posts/${ad.id}`, { token: author.token, body: form });
    expectFieldError(answer, "kind", "Раздел объявления нельзя изменить.");
  });

  it("lets nobody else change, hide or delete it", async () => {
    for (const [method, path] of [
      ["PATCH", `/v1/posts/${ad.id}`],
      ["DELETE", `/v1/posts/${ad.id}`],
      ["POST", `/v1/posts/${ad.id}/deactivate`],
      ["POST", `/v1/posts/${ad.id}/activate`],
      ["GET", `/v1/posts/${ad.id}/edit`],
    ] as const) {
      const other = await call(base, method, path, {
        token: stranger.token,
        ...(method === "PATCH" ? { body: { ...jobForm(), title: "Чужое объявление" } } : {}),
      });
      expect(other.status, `${method} ${path}`).toBe(403);
      expect(messageOf(other)).toBe("Это объявление принадлежит другому пользователю.");
      const anonymous = await call(base, method, path, method === "PATCH" ? { body: jobForm() } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    const shown = postDetailResponseSchema.parse((await detail("job", ad.slug)).body).data;
    expect(shown.title).toBe("Нужен шеф-повар в ресторан");
    expect(await listedIn("job", ad.id)).toBe(true);
    expect((await call(base, "DELETE", "/v1/posts/99999999", { token: author.token })).status).toBe(404);
  });

  it("hides the ad from listings and shows it again", async () => {
    const hidden = await post(base, `/v1/posts/${ad.id}/deactivate`, {}, { token: author.token });
    expect(postWriteResponseSchema.parse(hidden.body).data.status).toBe("inactive");
    expect(await listedIn("job", ad.id)).toBe(false);
    expect((await detail("job", ad.slug)).status).toBe(404);
    expect((await detail("job", ad.slug, author.token)).status).toBe(200);
    const inactive = myPostsResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/posts?status=inactive", { token: author.token })).body,
    );
    expect(inactive.data.map((card) => card.id)).toEqual([ad.id]);

    const shown = await post(base, `/v1/posts/${ad.id}/activate`, {}, { token: author.token });
    expect(postWriteResponseSchema.parse(shown.body).data.status).toBe("active");
    expect(await listedIn("job", ad.id)).toBe(true);
  });

  it("deletes the ad for good", async () => {
    const extra = created(await create(jobForm(), { token: author.token }));
    const deleted = await call(base, "DELETE", `/v1/posts/${extra.id}`, { token: author.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { ok: true } });
    expect(await listedIn("job", extra.id)).toBe(false);
    expect((await detail("job", extra.slug, author.token)).status).toBe(404);
    const mine = myPostsResponseSchema.parse(
      (await call(base, "GET", "/v1/profile/posts", { token: author.token })).body,
    );
    expect(mine.data.map((card) => card.id)).toEqual([ad.id]);
    expect((await post(base, `/v1/posts/${extra.id}/activate`, {}, { token: author.token })).status).toBe(404);
  });

  it("leaves /v1/posts/{section}/edit to the post pages", async () => {
    const answer = await call(base, "GET", "/v1/posts/job/edit", { token: author.token });
    expect(answer.status).toBe(404);
    expect(messageOf(answer)).toBe("Объявление не найдено.");
  });

  it("lists the author's ads only when signed in", async () => {
    expect((await call(base, "GET", "/v1/profile/posts")).status).toBe(401);
  });
});
