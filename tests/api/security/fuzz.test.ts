import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { postListResponseSchema } from "../../../src/shared/contract/posts";
import { PATH_ID_PATTERN } from "../../../src/shared/contract/common";
import { FORM_KINDS } from "../../../src/shared/contract/form-kinds";
import { postWriteResponseSchema } from "../../../src/shared/contract/post-form";
import { call, freshEmail, freshPhone, signInWithPhone } from "../auth-helpers";
import { baseUrl } from "../client";
import { adReferences } from "./ad-references";

// 62 of 6 819 malformed requests were once 500s. Every route of the API is sent
// fast-check's bodies and query strings (random JSON, and its own shape with one odd value: U+0000,
// lone surrogates, 2³¹, huge strings, deep arrays, wrong types), anonymous and signed in. No answer
// may be a 5xx, and every answer to a Russian caller is in Russian (zod's English never leaks).

const SERVER = path.resolve(import.meta.dirname, "../../../src/server");
const FEATURES = path.join(SERVER, "features");
const REGISTRATION = /\.(get|post|put|patch|delete)\(\s*["`]([^"`]+)["`]/g;
/** `app.route("/v1/posts", postFormRoutes(`: the prefix each feature's routes are mounted at. */
const MOUNT = /app\.route\(\s*"([^"]*)",\s*(\w+)\(/g;

interface Route {
  method: string;
  path: string;
  /** Its handler reads a JSON body (jsonBody). */
  json: boolean;
}

/** Every route the features register, read from their sources; the part up to the next registration is the handler. */
function registeredRoutes(): Route[] {
  const prefixes = new Map<string, string>();
  for (const match of fs.readFileSync(path.join(SERVER, "app.ts"), "utf8").matchAll(MOUNT))
    prefixes.set(match[2] ?? "", match[1] ?? "");
  const routes: Route[] = [];
  for (const feature of fs.readdirSync(FEATURES)) {
    for (const file of fs.readdirSync(path.join(FEATURES, feature)).filter((name) => name.endsWith(".ts"))) {
      const whole = fs.readFileSync(path.join(FEATURES, feature, file), "utf8");
      // A file may export several routers (money: /v1/money and /v1/payments): each owns what follows it.
      const routers = [...whole.matchAll(/export function (\w+Routes)\(/g)];
      routers.forEach((routerMatch, routerIndex) => {
        const prefix = prefixes.get(routerMatch[1] ?? "");
        if (prefix === undefined) return;
        const source = whole.slice(routerMatch.index, routers[routerIndex + 1]?.index ?? whole.length);
        const found = [...source.matchAll(REGISTRATION)];
        found.forEach((match, index) => {
          const handler = source.slice(match.index, found[index + 1]?.index ?? source.length);
          const inner = (match[2] ?? "").replace("${PATH_ID_PATTERN}", PATH_ID_PATTERN);
          routes.push({
            method: (match[1] ?? "").toUpperCase(),
            path: inner === "/" ? prefix || "/" : `${prefix.replace(/\/$/, "")}${inner}`,
            json: handler.includes("jsonBody("),
          });
        });
      });
    }
  }
  return routes;
}

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

let base = "";
let token = "";
let ownPostId = 0;
let otherPostId = 0;
let categoryId = 0;
let cityId = 0;
const phone = "212-465-1234";

const jobForm = () => ({
  kind: "job",
  title: "Нужен повар в ресторан на Девон",
  content: "<p>Ищем опытного повара на кухню ресторана, полный рабочий день, оплата еженедельно.</p>",
  categoryIds: [categoryId],
  locationIds: [cityId],
  contact: {
    phone: "773-465-0142",
    country_code: "+1",
    contact_person: "Иван",
    email: "",
    instagram: "",
    web_site: "",
  },
  fields: { salary_from: 25, salary_to: 30, salary_period: "hour", schedule: "", languages: ["ru"] },
  photos: [],
});

/** The JSON routes, each with a body of its own shape (valid, or nearly) that the fuzz spoils one value of. */
const JSON_ROUTES: Record<string, { signedIn: boolean; path: () => string; sample: () => unknown }> = {
  "POST /v1/auth/otp": { signedIn: false, path: () => "/v1/auth/otp", sample: () => ({ phone, country_code: "+1" }) },
  "POST /v1/auth/verification/phone": {
    signedIn: false,
    path: () => "/v1/auth/verification/phone",
    sample: () => ({ phone, country_code: "+1", code: "123456", post_id: null }),
  },
  "POST /v1/auth/register": {
    signedIn: false,
    path: () => "/v1/auth/register",
    sample: () => ({ username: freshEmail("fuzz"), password: "Aa1!aaaa" }),
  },
  "POST /v1/auth/login": {
    signedIn: false,
    path: () => "/v1/auth/login",
    sample: () => ({ username: "nobody.fuzz@example.com", password: "x" }),
  },
  "POST /v1/auth/forgot-password": {
    signedIn: false,
    path: () => "/v1/auth/forgot-password",
    sample: () => ({ email: "nobody.fuzz@example.com" }),
  },
  "POST /v1/auth/reset-password": {
    signedIn: false,
    path: () => "/v1/auth/reset-password",
    sample: () => ({ token: "t".repeat(40), password: "Aa1!aaaa", password_confirmation: "Aa1!aaaa" }),
  },
  "POST /v1/contact-with": {
    signedIn: true,
    path: () => "/v1/contact-with",
    sample: () => ({ message_type: "cv", phone, email: "irina@trucks.com", post_id: otherPostId }),
  },
  "POST /v1/profile/name": { signedIn: true, path: () => "/v1/profile/name", sample: () => ({ name: "Ирина" }) },
  "POST /v1/articles": {
    signedIn: true,
    path: () => "/v1/articles",
    sample: () => ({
      section: "blog",
      categoryId: 1,
      title: "Как мы получили грин-карту",
      content: "<p>Рассказываем по шагам, какие документы подали и сколько ждали ответа.</p>",
      author: "Ирина",
      photos: [],
      locationId: null,
    }),
  },
  "POST /v1/moderation/articles/:id/reject": {
    signedIn: true,
    path: () => "/v1/moderation/articles/1/reject",
    sample: () => ({ reason: "Статья повторяет уже опубликованную." }),
  },
  "POST /v1/chats": {
    signedIn: true,
    path: () => "/v1/chats",
    sample: () => ({ post_id: otherPostId, body: "Здравствуйте, ещё актуально?" }),
  },
  "POST /v1/chats/:id/messages": {
    signedIn: true,
    path: () => "/v1/chats/1/messages",
    sample: () => ({ body: "Здравствуйте" }),
  },
  "POST /v1/dating/profile": {
    signedIn: true,
    path: () => "/v1/dating/profile",
    sample: () => ({ name: "Ирина", age: 30, gender: "female", seeking: "male", about: "" }),
  },
  "PATCH /v1/profile/settings": {
    signedIn: true,
    path: () => "/v1/profile/settings",
    sample: () => ({
      name: "Ирина",
      locale: "ru",
      city: null,
      notifications: { messages: true, answers: true, news: false },
    }),
  },
  "POST /v1/payments": {
    signedIn: true,
    path: () => "/v1/payments",
    sample: () => ({ idempotency_key: "fuzz-checkout-key-0001", product: "urgent-7", post_id: ownPostId }),
  },
  "POST /v1/payments/:payId/confirm": {
    signedIn: false,
    path: () => "/v1/payments/pay_AAAAAAAAAAAAAAAAAAAAAAAA/confirm",
    sample: () => ({ card: { number: "4242424242424242", exp_month: "12", exp_year: "2030", cvc: "123" } }),
  },
  "POST /v1/payments/:payId/authorize": {
    signedIn: false,
    path: () => "/v1/payments/pay_AAAAAAAAAAAAAAAAAAAAAAAA/authorize",
    sample: () => ({ approve: true }),
  },
  "POST /v1/money/entitlements/:id/auto-charge": {
    signedIn: true,
    path: () => "/v1/money/entitlements/1/auto-charge",
    sample: () => ({ enabled: true }),
  },
  "POST /v1/widgets/impressions": {
    signedIn: false,
    path: () => "/v1/widgets/impressions",
    sample: () => ({ ids: [1] }),
  },
  // Anonymous only: a signed-in body that happened to confirm would close the fuzz's own account (its signed-in
  // odd input is in account.test.ts).
  "POST /v1/account/delete": { signedIn: false, path: () => "/v1/account/delete", sample: () => ({ confirm: true }) },
  "POST /v1/posts": { signedIn: true, path: () => "/v1/posts", sample: jobForm },
  "PATCH /v1/posts/:id": { signedIn: true, path: () => `/v1/posts/${ownPostId}`, sample: jobForm },
  "POST /v1/contact": {
    signedIn: false,
    path: () => "/v1/contact",
    sample: () => ({
      page: "contact-us",
      name: "Ирина",
      phone,
      country_code: "+1",
      message: "Как продвинуть объявление?",
      register: true,
    }),
  },
  "POST /v1/feedbacks": {
    signedIn: true,
    path: () => "/v1/feedbacks",
    sample: () => ({ rating: 5, text: "Нашла работу за неделю, спасибо команде." }),
  },
  // The console answers a plain user 403 before reading the body: the fuzz proves that holds for any body.
  "POST /v1/admin/posts/:id/approve": { signedIn: true, path: () => "/v1/admin/posts/1/approve", sample: () => ({}) },
  "POST /v1/admin/posts/:id/reject": {
    signedIn: true,
    path: () => "/v1/admin/posts/1/reject",
    sample: () => ({ reason: "spam", note: "Повтор" }),
  },
  "POST /v1/admin/posts/:id/move": {
    signedIn: true,
    path: () => "/v1/admin/posts/1/move",
    sample: () => ({ category_id: 1, reason: "Не та рубрика" }),
  },
  "POST /v1/admin/reports/:id/uphold": { signedIn: true, path: () => "/v1/admin/reports/1/uphold", sample: () => ({}) },
  "POST /v1/admin/reports/:id/dismiss": {
    signedIn: true,
    path: () => "/v1/admin/reports/1/dismiss",
    sample: () => ({ reason: "Не подтвердилось" }),
  },
  "POST /v1/admin/bans": {
    signedIn: true,
    path: () => "/v1/admin/bans",
    sample: () => ({ kind: "ip", value: "203.0.113.0/24", reason: "Спам", days: 7 }),
  },
  "POST /v1/admin/bans/:id/lift": { signedIn: true, path: () => "/v1/admin/bans/1/lift", sample: () => ({}) },
  "POST /v1/admin/users/:id/role": {
    signedIn: true,
    path: () => "/v1/admin/users/1/role",
    sample: () => ({ role: "moderator" }),
  },
  "POST /v1/admin/messages/:id/hide": {
    signedIn: true,
    path: () => "/v1/admin/messages/1/hide",
    sample: () => ({ reason: "Оскорбления" }),
  },
  "PUT /v1/admin/settings": {
    signedIn: true,
    path: () => "/v1/admin/settings",
    sample: () => ({ report_hide_threshold: 3, trusted_approved_ads: 0, ads_per_day: 10, messages_per_hour: 60 }),
  },
  "POST /v1/admin/banned-words": {
    signedIn: true,
    path: () => "/v1/admin/banned-words",
    sample: () => ({ word: "x" }),
  },
  "POST /v1/admin/categories": {
    signedIn: true,
    path: () => "/v1/admin/categories",
    sample: () => ({
      section: "job",
      slug: "fuzz",
      sort: 1,
      name: { ru: "Проверка", ua: "Перевірка", pl: "Sprawdzenie", en: "Check" },
    }),
  },
  "PUT /v1/admin/categories/:id": {
    signedIn: true,
    path: () => "/v1/admin/categories/1",
    sample: () => ({ sort: 1, name: { ru: "Проверка", ua: "Перевірка", pl: "Sprawdzenie", en: "Check" } }),
  },
  "POST /v1/admin/pages/preview": {
    signedIn: true,
    path: () => "/v1/admin/pages/preview",
    sample: () => ({ body: "# x" }),
  },
  "PUT /v1/admin/pages/:page/:locale": {
    signedIn: true,
    path: () => "/v1/admin/pages/faq/ru",
    sample: () => ({ title: "Вопросы", description: "Ответы на вопросы", body: "x".repeat(120), reason: "Правка" }),
  },
  "POST /v1/admin/banners/:id/stop": {
    signedIn: true,
    path: () => "/v1/admin/banners/1/stop",
    sample: () => ({ reason: "Жалобы" }),
  },
  // One reporter's reports never reach the hiding threshold: the ad stays for the other tests.
  "POST /v1/reports": {
    signedIn: true,
    path: () => "/v1/reports",
    sample: () => ({ target: "post", target_id: otherPostId, reason: "spam", note: "Просят предоплату" }),
  },
  "POST /v1/chat/blocks": { signedIn: true, path: () => "/v1/chat/blocks", sample: () => ({ user_id: 1 }) },
  "POST /v1/posts/:id/contact": {
    signedIn: false,
    path: () => `/v1/posts/${otherPostId}/contact`,
    sample: () => ({ name: "Ирина", phone, country_code: "+1", message: "Здравствуйте, интересует", register: false }),
  },
};

/** Write routes without a JSON body. Signed-in calls skip the ones that would end the fuzz's own session. */
const OTHER_WRITES: Record<string, { destructive?: true }> = {
  "POST /v1/auth/logout": { destructive: true },
  "POST /v1/auth/logout-all": { destructive: true },
  "DELETE /v1/profile": { destructive: true },
  "PUT /v1/favourites/:postId": {},
  "DELETE /v1/favourites/:postId": {},
  "DELETE /v1/chat/blocks/:userId": {},
  "DELETE /v1/admin/banned-words/:id": {},
  "DELETE /v1/posts/:id": { destructive: true },
  "POST /v1/moderation/articles/:id/approve": {},
  "POST /v1/posts/:id/deactivate": {},
  "POST /v1/posts/:id/activate": {},
  "POST /v1/posts/:id/phone": {},
  "POST /v1/profile/posts/:id/renew": {},
  "POST /v1/profile/posts/:id/sold": {},
  "POST /v1/uploads": {},
  "DELETE /v1/uploads/:id": {},
  "DELETE /v1/money/cards/:id": {},
  "POST /v1/money/entitlements/:id/cancel": {},
  "POST /v1/payments/stripe-webhook": {},
  "POST /v1/moderation/feedbacks/:id/approve": {},
  "POST /v1/moderation/feedbacks/:id/reject": {},
};

// Values that broke the old server, or might break a new one.
const deepArray = (depth: number): unknown => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown;
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => `x${String.fromCharCode(unit)}y`);
const odd: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "\u0000",
    "Ива\u0000н",
    "\ud800",
    "\udfff",
    "",
    "   ",
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    true,
    null,
    [],
    {},
    "12",
    "2147483648",
    "a@".repeat(4000),
    "a-".repeat(4000),
    `a@${"a.".repeat(4000)} `,
    "A".repeat(12_000),
    "<script>alert(1)</script>",
    "ru",
    "job",
  ),
  loneSurrogate,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.integer({ min: 1, max: 3000 }).map(deepArray),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every path to a value of a sample ("contact.phone", "categoryIds.0"…), itself included. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, String(index)])));
  else if (value !== null && typeof value === "object")
    for (const [name, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, name]));
  return paths;
}

/**
 * The sample with the value at one of its paths replaced (the whole body when the path is empty), and maybe an
 * extra field.
 */
function spoil(sample: unknown, pick: number, value: unknown, extra: boolean): unknown {
  const copy = structuredClone(sample) as Record<string, unknown>;
  const paths = pathsOf(copy);
  const target = paths[pick % paths.length] ?? [];
  if (target.length === 0) return value;
  let parent: Record<string, unknown> = copy;
  for (const step of target.slice(0, -1)) parent = parent[step] as Record<string, unknown>;
  parent[target[target.length - 1] ?? ""] = value;
  if (extra) copy.unexpected = value;
  return copy;
}

/** Kinds other than the sample's, for the ad forms' discriminated union. */
const withKind = (body: unknown, kind: string) =>
  body && typeof body === "object" && !Array.isArray(body) && "kind" in body ? { ...body, kind } : body;

const CYRILLIC = /[а-яёіїєґ]/i;

/** No 5xx, and an error answer is JSON whose texts are Russian. */
async function expectSound(
  method: string,
  url: string,
  init: { body?: string; headers: Record<string, string> },
  label: string,
) {
  const headers = { Accept: "application/json", "Accept-Language": "ru", ...init.headers };
  // A banner's click answers a redirect to its advertiser: the fuzz judges the answer, never follows it off this host.
  const response = await fetch(new URL(url, base), {
    method,
    headers,
    redirect: "manual",
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  const where =
    `${label} ${method} ${url.slice(0, 120)} ${(init.body ?? "").slice(0, 160)} → ${response.status} ` +
    text.slice(0, 200);
  expect(response.status, where).toBeLessThan(500);
  if (response.status < 400) return { status: response.status, text };
  const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string[]> };
  expect(typeof body.message === "string" && CYRILLIC.test(body.message), where).toBe(true);
  for (const messages of Object.values(body.errors ?? {}))
    for (const message of messages) expect(message, where).toMatch(CYRILLIC);
  return { status: response.status, text };
}

/** Percent-encodes any string as a browser would (UTF-8; a lone surrogate becomes U+FFFD), keeping "%00" from NUL. */
const encode = (value: string) =>
  [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "%00",
    "%ED%A0%80",
    "job",
    "blog",
    "a%2Fb",
    "ru",
    "1e5",
    "%20",
  ),
  fc.nat().map(String),
  fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encode),
);

const QUERY_NAMES = [
  "page",
  "per_page",
  "section",
  "location",
  "category",
  "q",
  "price_min",
  "price_max",
  "route_type",
  "property_type",
  "deal",
]
  .concat([
    "employment_type",
    "user",
    "tag",
    "type",
    "widget_type[]",
    "widget_type",
    "city",
    "slug",
    "path",
    "home_url",
    "hash",
    "post_id",
    "status",
  ])
  .concat(["phone", "to"]);
const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "99999999999",
    "1e308",
    "Infinity",
    "NaN",
    "%00",
    "%ED%A0%80",
    "job",
    "chicago",
    "listing",
    "/",
    "/job",
    "https://x.y",
    "a".repeat(3000),
  ),
  fc.string({ unit: "binary", maxLength: 40 }).map(encode),
);
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 }).map(encode)), queryValue), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));

const fillPath = (route: string, segments: string[]) => {
  let index = 0;
  return route.replace(/:[a-zA-Z]+(\{(?:[^{}]|\{[^{}]*\})*\})?/g, () => segments[index++ % segments.length] ?? "1");
};

beforeAll(async () => {
  base = baseUrl();
  ({ categoryId, cityId } = await adReferences(base));
  const listed = postListResponseSchema.parse((await call(base, "GET", "/v1/posts?section=job")).body);
  otherPostId = listed.data[0]?.id ?? 1;
  token = (await signInWithPhone(base, freshPhone())).token;
  const created = await call(base, "POST", "/v1/posts", { body: jobForm(), token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  ownPostId = postWriteResponseSchema.parse(created.body).data.id;
});

/**
 * Routes of test servers alone (404 elsewhere: security/headers.test.ts). The clock is not fuzzed: a random move
 * would move it for the tests that run after this file on the same server; its refusals are tested in auth-phone.
 */
const TEST_SERVER_ONLY = ["POST /v1/test/clock"];

describe("the fuzz covers every route", () => {
  it("every JSON route of the sources is fuzzed with its own shape, every other write with random bodies", () => {
    const routes = registeredRoutes();
    expect(routes.map(key)).toEqual(expect.arrayContaining(TEST_SERVER_ONLY));
    const writes = routes.filter((route) => route.method !== "GET" && !TEST_SERVER_ONLY.includes(key(route)));
    expect(
      writes
        .filter((route) => route.json)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(JSON_ROUTES).sort());
    expect(
      writes
        .filter((route) => !route.json)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(OTHER_WRITES).sort());
    expect(routes.filter((route) => route.method === "GET").length).toBeGreaterThan(20);
  });
});

describe("no 5xx, and Russian for a Russian caller", () => {
  const RUNS = 24;

  for (const [name, route] of Object.entries(JSON_ROUTES)) {
    it(`${name}: its own shape spoiled, and random JSON`, async () => {
      const sessions = route.signedIn ? [undefined, "signed in"] : [undefined];
      const body = fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.nat(), odd, fc.boolean(), fc.constantFrom("", ...FORM_KINDS))
            .map(([pick, value, extra, kind]) => withKind(spoil(route.sample(), pick, value, extra), kind || "job")),
        },
        { weight: 1, arbitrary: fc.jsonValue() },
      );
      for (const session of sessions) {
        const headers: Record<string, string> = {
          "Content-Type": "application/json",
          ...(session ? { Authorization: `Bearer ${token}` } : {}),
        };
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const answer = await expectSound(
              name.split(" ")[0] ?? "POST",
              route.path(),
              { body: JSON.stringify(value), headers },
              session ?? "anonymous",
            );
            // An ad the fuzz happened to post signed in is taken down again: the shared run's listings stay as
            // they were.
            if (answer.status === 201 && session && name === "POST /v1/posts") {
              const posted = postWriteResponseSchema.parse(JSON.parse(answer.text)).data.id;
              expect((await call(base, "DELETE", `/v1/posts/${posted}`, { token })).status).toBe(200);
            }
          }),
          { numRuns: RUNS },
        );
      }
    });
  }

  it("writes without a JSON body: odd ids in the path, any body", async () => {
    const arbitrary = fc.tuple(
      fc.constantFrom(...Object.entries(OTHER_WRITES)),
      fc.array(segment, { minLength: 1, maxLength: 2 }),
      fc.jsonValue(),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([[name, options], segments, value, signedIn]) => {
        const [method = "POST", route = "/"] = name.split(" ");
        const session = signedIn && !options.destructive;
        const headers: Record<string, string> = {
          "Content-Type": "application/json",
          ...(session ? { Authorization: `Bearer ${token}` } : {}),
        };
        await expectSound(
          method,
          fillPath(route, segments),
          { body: JSON.stringify(value), headers },
          session ? "signed in" : "anonymous",
        );
      }),
      { numRuns: 150 },
    );
  });

  it("every GET of the API: odd path segments and query strings", async () => {
    const gets = registeredRoutes().filter((route) => route.method === "GET" && /^\/(v1|api)\//.test(route.path));
    const arbitrary = fc.tuple(
      fc.constantFrom(...gets),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      queryString,
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([route, segments, query, signedIn]) => {
        const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${token}` } : {};
        await expectSound(
          "GET",
          `${fillPath(route.path, segments)}?${query}`,
          { headers },
          signedIn ? "signed in" : "anonymous",
        );
      }),
      { numRuns: 400 },
    );
  });
});
