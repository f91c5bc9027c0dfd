import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postStats, posts, sections } from "../../src/server/db/schema";
import { errorBodySchema } from "../../src/shared/contract/common";
import {
  phoneRevealResponseSchema,
  postDetailResponseSchema,
  postListResponseSchema,
  type PostCard,
} from "../../src/shared/contract/posts";
import { baseUrl } from "./client";
import { call, freshPhone, messageOf, signInWithPhone } from "./auth-helpers";
import { inspectAfter } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

async function firstCard(query: string, base = baseUrl()): Promise<PostCard> {
  const answer = await call(base, "GET", `/v1/posts?${query}&per_page=1`);
  const card = postListResponseSchema.parse(answer.body).data[0];
  if (!card) throw new Error(`no post for ${query}`);
  return card;
}

async function detail(
  card: { section: string; slug: string },
  options: { lang?: string; base?: string; token?: string } = {},
) {
  const answer = await call(options.base ?? baseUrl(), "GET", `/v1/posts/${card.section}/${card.slug}`, {
    headers: { "Accept-Language": options.lang ?? "ru" },
    ...(options.token ? { token: options.token } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { post: postDetailResponseSchema.parse(answer.body).data, response: answer.response };
}

const reveal = (id: number | string, options: { base?: string; token?: string } = {}) =>
  call(options.base ?? baseUrl(), "POST", `/v1/posts/${id}/phone`, options.token ? { token: options.token } : {});

describe("GET /v1/posts/{section}/{slug}", () => {
  it("answers the post with content, places, categories, author and contacts without the phone", async () => {
    const card = await firstCard("section=cdl");
    const { post, response } = await detail(card);
    expect(post.id).toBe(card.id);
    expect(post.content.length).toBeGreaterThan(post.excerpt.length);
    expect(post.locations.length).toBeGreaterThan(0);
    expect(post.categories.map((category) => category.slug)).toContain(card.category?.slug);
    expect(post.author?.id).toBeGreaterThan(0);
    expect(post.photos).toEqual([]);
    expect(post.contact).toMatchObject({ has_phone: true, visible: true });
    expect(JSON.stringify(post)).not.toMatch(/"phone":/);
    // Shared, but asked again before each use: an edit reads new at the next read (http/cache-control.ts).
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("vary")).toContain("Accept-Language");
  });

  it("names places in the caller's language", async () => {
    const card = await firstCard("section=job");
    const ru = await detail(card, { lang: "ru" });
    const en = await detail(card, { lang: "en" });
    expect(ru.post.location?.name).toMatch(/[а-яё]/i);
    expect(en.post.location?.name).toMatch(/^[A-Za-z .'-]+$/);
    expect(en.post.locations[0]?.name).not.toBe(ru.post.locations[0]?.name);
  });

  it("answers up to six similar posts: the same category first, never itself", async () => {
    const card = await firstCard("section=cdl&category=company-driver");
    const { post } = await detail(card);
    expect(post.similar.length).toBe(6);
    expect(post.similar.every((other) => other.section === "cdl" && other.id !== post.id)).toBe(true);
    const same = post.similar.map((other) => other.category?.slug === post.category?.slug);
    expect(same[0]).toBe(true);
    expect(same.slice(same.indexOf(false) === -1 ? same.length : same.indexOf(false))).not.toContain(true);
  });

  it("counts a view on every call", async () => {
    // Not the section's first ad: the page tests open those (a page counts a view too) alongside.
    const card = await firstCard("section=business&page=3");
    const first = await detail(card);
    const second = await detail(card);
    expect(second.post.view_count).toBe(first.post.view_count + 1);
  });

  it.each([["/v1/posts/cdl/no-such-post-anywhere"], ["/v1/posts/jobs/some-post"], ["/v1/posts/cdl/Bad_Slug"]])(
    "answers 404 for %s",
    async (path) => {
      const answer = await call(baseUrl(), "GET", path);
      expect(answer.status).toBe(404);
      expect(errorBodySchema.parse(answer.body).message).toBe("Объявление не найдено.");
    },
  );

  it("hides a CV's contacts from every caller while hide_cv is on", async () => {
    const card = await firstCard("section=workers");
    const { post, response } = await detail(card);
    expect(post.contact.visible).toBe(false);
    expect(post.contact.contact_person).toBeNull();
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    const anonymous = await reveal(card.id);
    expect(anonymous.status).toBe(403);
    expect(messageOf(anonymous)).toBe("Контакты из резюме доступны только по подписке.");
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    expect((await detail(card, { token })).post.contact.visible).toBe(false);
    expect((await reveal(card.id, { token })).status).toBe(403);
  });
});

describe("POST /v1/posts/{id}/phone", () => {
  it("reveals the phone of an ad", async () => {
    const card = await firstCard("section=cdl");
    const answer = await reveal(card.id);
    expect(answer.status).toBe(200);
    expect(phoneRevealResponseSchema.parse(answer.body).data.phone).toMatch(/\d{3}.*\d{4}$/);
    expect(answer.response.headers.get("cache-control")).toContain("no-store");
  });

  it("answers 404 for an unknown ad, a bad id and an ad without a phone", async () => {
    expect((await reveal(999_999_999)).status).toBe(404);
    expect((await reveal("abc")).status).toBe(404);
    const article = await firstCard("section=news");
    const answer = await reveal(article.id);
    expect(answer.status).toBe(404);
    expect(messageOf(answer)).toBe("В этом объявлении нет телефона.");
  });
});

describe("views and phone reveals per day (post_stats)", () => {
  it("counts them and hides inactive posts", async () => {
    const slug = `inactive-post-${Date.now()}`;
    // An ad of its own: other files open demo ads (their pages count views too) on a shared PostgreSQL.
    let card = { id: 0, section: "", slug: "" };
    const stats = await inspectAfter({
      prepare: async (db) => {
        const [job] = await db.select({ id: sections.id }).from(sections).where(eq(sections.slug, "job"));
        if (!job) throw new Error("no job section");
        await db
          .insert(posts)
          .values({
            sectionId: job.id,
            slug,
            lang: "ru",
            title: "Снятое объявление",
            content: "Это объявление снято с публикации автором.",
            excerpt: "Снято",
            status: "inactive",
          });
        card = await copyDemoPost(db, { userId: null, contactPhone: "+12125550188" });
      },
      run: async (base) => {
        expect((await call(base, "GET", `/v1/posts/job/${slug}`)).status).toBe(404);
        await detail(card, { base });
        await detail(card, { base });
        // A crawler's reads are no views: the API itself, and the page the server draws for it.
        const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
        expect((await call(base, "GET", `/v1/posts/${card.section}/${card.slug}`, { headers: crawler })).status).toBe(
          200,
        );
        const page = await fetch(new URL(`/${card.section}/post/${card.slug}`, base), {
          headers: { ...crawler, Accept: "text/html" },
        });
        expect(await page.text()).toContain('id="post-title"');
        for (let i = 0; i < 3; i++) expect((await reveal(card.id, { base })).status).toBe(200);
        // Views are written in batches (every 2 s, and when a server stops): PostgreSQL is read at once.
        if (process.env.DATABASE_URL) await new Promise((resolve) => setTimeout(resolve, 2500));
      },
      read: (db) =>
        db
          .select()
          .from(postStats)
          .where(and(eq(postStats.postId, card.id), eq(postStats.day, new Date().toISOString().slice(0, 10)))),
    });
    expect(stats).toHaveLength(1);
    // Three reveals by one visitor on one day count once (security/floods.test.ts).
    expect(stats[0]).toMatchObject({ views: 2, phoneReveals: 1, favourites: 0 });
  });
});
