import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  moderationArticlesResponseSchema,
  myArticleResponseSchema,
  myArticlesResponseSchema,
} from "../../src/shared/contract/article-submissions";
import { uploadResponseSchema } from "../../src/shared/contract/post-form";
import { postDetailResponseSchema, postListResponseSchema } from "../../src/shared/contract/posts";
import { myPostsResponseSchema } from "../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { users } from "../../src/server/db/schema";
import { auditResponseSchema } from "../../src/shared/contract/admin";
import { call, freshPhone, lastMail, messageOf, post, signInWithPhone, type Answer } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";

/** Articles users propose for the blog and the news: the author's, the visitors' and the moderator's sides. */
let server: PreparedServer;
let base = "";
let author = "";
let other = "";
let moderator = "";
let blogCategory = 0;
let newsCategory = 0;
const moderatorPhone = freshPhone();
/** An author with an address who keeps the answers notifications on, writing in Ukrainian; one who turned them off. */
const mailedPhone = freshPhone();
const mailedAddress = `author.${randomUUID().slice(0, 8)}@example.com`;
const quietPhone = freshPhone();
const quietAddress = `quiet.${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  server = await serverWithPreparedDb(async (db) => {
    await db.insert(users).values([
      { phone: moderatorPhone.e164, name: "Модератор", role: "moderator" },
      { phone: mailedPhone.e164, email: mailedAddress, name: "Оксана" },
      {
        phone: quietPhone.e164,
        email: quietAddress,
        name: "Тихий",
        notifications: { messages: true, answers: false, news: false },
      },
    ]);
  });
  base = server.url;
  author = (await signInWithPhone(base, freshPhone())).token;
  other = (await signInWithPhone(base, freshPhone())).token;
  moderator = (await signInWithPhone(base, moderatorPhone)).token;
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body).data;
  blogCategory = sections.find((s) => s.slug === "blog")?.categories[0]?.id ?? 0;
  newsCategory = sections.find((s) => s.slug === "news")?.categories[0]?.id ?? 0;
  expect(blogCategory).toBeGreaterThan(0);
  expect(newsCategory).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await server.stop();
});

const CONTENT =
  "<p>Как мы получили SSN за одну неделю: какие документы взяли, в какой офис пошли и что спрашивал сотрудник.</p>";

function article(over: Record<string, unknown> = {}) {
  return {
    section: "blog",
    categoryId: blogCategory,
    title: `Первая неделя в Чикаго ${randomUUID().slice(0, 6)}`,
    content: CONTENT,
    author: "Ольга из Чикаго",
    photos: [],
    locationId: null,
    ...over,
  };
}

const submit = (body: unknown, token: string | undefined, headers: Record<string, string> = {}) =>
  post(base, "/v1/articles", body, {
    headers: { "Idempotency-Key": randomUUID(), ...headers },
    ...(token ? { token } : {}),
  });

function stored(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return myArticleResponseSchema.parse(answer.body).data;
}

async function uploadPhoto(token: string): Promise<number> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  const response = await fetch(new URL("/v1/uploads", base), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    body: form,
  });
  expect(response.status).toBe(201);
  return uploadResponseSchema.parse(await response.json()).data.id;
}

const detail = (slug: string, token?: string) => call(base, "GET", `/v1/posts/blog/${slug}`, token ? { token } : {});
const blogSlugs = async () =>
  postListResponseSchema
    .parse((await call(base, "GET", "/v1/posts?section=blog&per_page=50")).body)
    .data.map((card) => card.slug);
const queue = async (status = "review") =>
  moderationArticlesResponseSchema.parse(
    (await call(base, "GET", `/v1/moderation/articles?status=${status}`, { token: moderator })).body,
  ).data;
const mine = async (token = author) =>
  myArticlesResponseSchema.parse((await call(base, "GET", "/v1/articles/mine", { token })).body).data;

describe("proposing an article", () => {
  it("waits for review: hidden from visitors, listings and search; its author sees it and its state", async () => {
    const photo = await uploadPhoto(author);
    const sent = stored(await submit(article({ photos: [photo], title: "Как получить SSN за неделю" }), author));
    expect(sent.status).toBe("review");
    expect(sent.section).toBe("blog");

    expect((await detail(sent.slug)).status).toBe(404);
    expect((await detail(sent.slug, other)).status).toBe(404);
    const own = postDetailResponseSchema.parse((await detail(sent.slug, author)).body).data;
    expect(own.status).toBe("review");
    expect(own.photos).toHaveLength(1);
    expect(await blogSlugs()).not.toContain(sent.slug);
    const found = (await call(base, "GET", `/v1/search?q=${encodeURIComponent("получить SSN")}`)).body;
    expect(JSON.stringify(found)).not.toContain(sent.slug);
    const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
    expect(sitemap).not.toContain(sent.slug);

    expect((await mine()).find((item) => item.id === sent.id)).toMatchObject({ status: "review", review_note: null });
    expect(await mine(other)).toEqual([]);
    const profile = myPostsResponseSchema.parse((await call(base, "GET", "/v1/profile/posts", { token: author })).body);
    expect(profile.data.find((item) => item.id === sent.id)).toMatchObject({ status: "review", review_note: null });
  });

  it("a repeated Idempotency-Key stores it once; another user's repeat of the key is refused", async () => {
    const key = randomUUID();
    const first = stored(await submit(article(), author, { "Idempotency-Key": key }));
    const again = await submit(article(), author, { "Idempotency-Key": key });
    expect(again.status).toBe(200);
    expect(myArticleResponseSchema.parse(again.body).data.id).toBe(first.id);
    expect((await submit(article(), other, { "Idempotency-Key": key })).status).toBe(409);
  });

  it("refuses visitors and odd input in the caller's language, never with a 5xx", async () => {
    const anonymous = await submit(article(), undefined, { "Accept-Language": "en" });
    expect(anonymous.status).toBe(401);
    expect(messageOf(anonymous)).toMatch(/sign in/i);
    const cases: [unknown, string][] = [
      [article({ title: "ОТЛИЧНО" }), "title"],
      [article({ title: "Звоните 773-465-0142 сегодня" }), "title"],
      [article({ content: "<p>коротко</p>" }), "content"],
      [article({ content: `<p>${"а".repeat(5000)}</p>` }), "content"],
      [article({ content: `<p>${"я".repeat(19_000)}</p>` }), "content"],
      [article({ content: "x".repeat(300_000) }), "content"],
      [article({ section: "job" }), "section"],
      [article({ categoryId: newsCategory }), "categoryId"],
      [article({ categoryId: "1" }), "categoryId"],
      [article({ author: "Я" }), "author"],
      [article({ photos: [2_147_483_647] }), "photos"],
      [article({ locationId: 99_999_999 }), "locationId"],
      [article({ extra: true }), ""],
    ];
    for (const [body, field] of cases) {
      const huge = JSON.stringify(body).length > 100_000;
      const answer = await submit(body, author, { "Accept-Language": "uk" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(huge ? 413 : 422);
      expect(messageOf(answer)).toMatch(/[а-яіїє]/i);
      // A body past the server's size limit is refused before it is read (413), with no field to name.
      if (field && answer.status === 422)
        expect(Object.keys((answer.body as { errors?: object }).errors ?? {})).toContain(field);
    }
    const nul = await submit(article({ title: "Заголовок \u0000 статьи" }), author);
    expect(nul.status).toBe(422);
    const notJson = await call(base, "POST", "/v1/articles", {
      token: author,
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    const longKey = await submit(article(), author, { "Idempotency-Key": "k".repeat(101) });
    expect(longKey.status).toBe(400);
    const stranger = await submit(article({ photos: [await uploadPhoto(other)] }), author);
    expect(stranger.status).toBe(422);
  });
});

describe("moderating articles", () => {
  it("lets only moderators read the queue and decide", async () => {
    expect((await call(base, "GET", "/v1/moderation/articles")).status).toBe(401);
    const forbidden = await call(base, "GET", "/v1/moderation/articles", {
      token: author,
      headers: { "Accept-Language": "pl" },
    });
    expect(forbidden.status).toBe(403);
    expect(messageOf(forbidden)).not.toMatch(/[а-я]/i);
    const oddStatus = await call(base, "GET", "/v1/moderation/articles?status=active", { token: moderator });
    expect(oddStatus.status).toBe(422);
    const nulReason = await post(
      base,
      "/v1/moderation/articles/1/reject",
      { reason: "Пло\u0000хо" },
      { token: moderator },
    );
    expect(nulReason.status).toBe(422);
    const wrongType = await post(base, "/v1/moderation/articles/1/reject", { reason: 42 }, { token: moderator });
    expect(wrongType.status).toBe(422);
    expect((await post(base, "/v1/moderation/articles/1/approve", {}, { token: author })).status).toBe(403);
    expect((await post(base, "/v1/moderation/articles/1/reject", { reason: "Плохо" }, { token: other })).status).toBe(
      403,
    );
  });

  it("approval publishes it, dated now, in its listing, its author's page and the author's list", async () => {
    const photo = await uploadPhoto(author);
    const sent = stored(await submit(article({ photos: [photo], author: "Ирина Соколова" }), author));
    const waiting = (await queue()).find((item) => item.id === sent.id);
    expect(waiting).toMatchObject({ title: sent.title, author: "Ирина Соколова", status: "review" });
    expect(waiting?.photos).toHaveLength(1);
    expect(waiting?.content).toContain("SSN");
    expect(waiting?.category?.id).toBe(blogCategory);

    const approved = await post(base, `/v1/moderation/articles/${sent.id}/approve`, {}, { token: moderator });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await queue()).some((item) => item.id === sent.id)).toBe(false);
    expect((await blogSlugs())[0]).toBe(sent.slug);
    const shown = postDetailResponseSchema.parse((await detail(sent.slug, other)).body).data;
    expect(shown.photos).toHaveLength(1);
    const authorPage = await call(base, "GET", "/v1/authors/blog/irina-sokolova");
    expect(JSON.stringify(authorPage.body)).toContain(sent.slug);
    expect((await mine()).find((item) => item.id === sent.id)?.status).toBe("active");
    // Decided once: a second decision is a conflict, not a change.
    const twice = await post(
      base,
      `/v1/moderation/articles/${sent.id}/reject`,
      { reason: "Поздно" },
      { token: moderator },
    );
    expect(twice.status).toBe(409);
  });

  it("rejection keeps it hidden and tells its author why", async () => {
    const sent = stored(await submit(article({ section: "news", categoryId: newsCategory }), author));
    const short = await post(
      base,
      `/v1/moderation/articles/${sent.id}/reject`,
      { reason: "нет" },
      { token: moderator },
    );
    expect(short.status).toBe(422);
    const huge = await post(
      base,
      `/v1/moderation/articles/${sent.id}/reject`,
      { reason: "x".repeat(600) },
      { token: moderator },
    );
    expect(huge.status).toBe(422);
    const reason = "Статья повторяет новость, опубликованную вчера.";
    const rejected = await post(base, `/v1/moderation/articles/${sent.id}/reject`, { reason }, { token: moderator });
    expect(rejected.status).toBe(200);
    expect((await mine()).find((item) => item.id === sent.id)).toMatchObject({
      status: "rejected",
      review_note: reason,
    });
    expect((await call(base, "GET", `/v1/posts/news/${sent.slug}`)).status).toBe(404);
    expect((await queue("rejected")).some((item) => item.id === sent.id)).toBe(true);
    const profile = myPostsResponseSchema.parse((await call(base, "GET", "/v1/profile/posts", { token: author })).body);
    expect(profile.data.find((item) => item.id === sent.id)?.review_note).toBe(reason);
    // Both decisions are in the team's audit log, with the moderator's reason.
    const audit = await call(base, "GET", "/v1/admin/audit?action=article.reject", { token: moderator });
    const entries = auditResponseSchema.parse(audit.body).data.filter((entry) => entry.target_id === String(sent.id));
    expect(entries.map((entry) => entry.reason)).toEqual([reason]);
    expect((await post(base, "/v1/moderation/articles/999999/approve", {}, { token: moderator })).status).toBe(404);
    expect((await post(base, "/v1/moderation/articles/abc/approve", {}, { token: moderator })).status).toBe(404);
  });
});

describe("telling the author", () => {
  it("mails the decision in the author's language when they keep answers on, and not otherwise", async () => {
    // Signing in in Ukrainian keeps Ukrainian as the account's language.
    const mailed = (await signInWithPhone(base, mailedPhone, null, { "Accept-Language": "uk" })).token;
    const quiet = (await signInWithPhone(base, quietPhone)).token;
    const since = Date.now();
    const published = stored(await submit(article({ title: "Як ми знайшли школу для дитини" }), mailed));
    const approved = await post(base, `/v1/moderation/articles/${published.id}/approve`, {}, { token: moderator });
    expect(approved.status).toBe(200);
    const news = await lastMail(base, mailedAddress, since);
    expect(news?.subject).toBe("Obyava: статтю «Як ми знайшли школу для дитини» опубліковано");
    expect(news?.text).toContain(`/ua/blog/post/${published.slug}`);

    const refused = stored(await submit(article({ title: "Стаття про податки для новачків" }), mailed));
    const reason = "Додайте джерела: посилання на IRS або офіційні сайти.";
    await post(base, `/v1/moderation/articles/${refused.id}/reject`, { reason }, { token: moderator });
    await expect.poll(async () => (await lastMail(base, mailedAddress, since))?.text ?? "").toContain(reason);

    const silent = stored(await submit(article(), quiet));
    await post(base, `/v1/moderation/articles/${silent.id}/approve`, {}, { token: moderator });
    expect(await lastMail(base, quietAddress, since, 500)).toBeUndefined();
  });
});

describe("the submission budget", () => {
  it("lets an author propose five articles a day, then answers 429 in their language", async () => {
    const writer = (await signInWithPhone(base, freshPhone())).token;
    for (let i = 0; i < 5; i++) stored(await submit(article(), writer));
    const limited = await submit(article(), writer, { "Accept-Language": "en" });
    expect(limited.status).toBe(429);
    expect(limited.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(messageOf(limited)).toMatch(/articles/i);
  });
});
