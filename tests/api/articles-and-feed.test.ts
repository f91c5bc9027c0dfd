import { describe, expect, it } from "vitest";
import {
  authorResponseSchema,
  authorsResponseSchema,
  newsTagsResponseSchema,
} from "../../src/shared/contract/articles";
import { errorBodySchema } from "../../src/shared/contract/common";
import { userFeedResponseSchema } from "../../src/shared/contract/feed";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { get, getJson } from "./client";

const ru = { headers: { "Accept-Language": "ru" } };

async function ok(path: string) {
  const answer = await getJson(path, ru);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.response.headers.get("vary")).toContain("Accept-Language");
  expect(answer.response.headers.get("cache-control")).toMatch(/^public/);
  return answer.body;
}

async function notFound(path: string, message: string) {
  const answer = await getJson(path, ru);
  expect(answer.status).toBe(404);
  expect(errorBodySchema.parse(answer.body).message).toBe(message);
}

describe("GET /v1/news", () => {
  it("lists news articles newest first, with their tags", async () => {
    const page = postListResponseSchema.parse(await ok("/v1/news?per_page=50"));
    expect(page.data.length).toBeGreaterThan(3);
    expect(page.data.every((card) => card.section === "news")).toBe(true);
    const times = page.data.map((card) => Date.parse(card.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("filters by tag and pages past the end", async () => {
    const tagged = postListResponseSchema.parse(await ok("/v1/news?tag=USCIS"));
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.every((card) => (card.fields.tags as string[]).includes("USCIS"))).toBe(true);
    const past = postListResponseSchema.parse(await ok(`/v1/news?tag=USCIS&page=${tagged.meta.last_page + 1}`));
    expect(past.data).toEqual([]);
    expect((await getJson("/v1/news?per_page=51")).status).toBe(422);
  });
});

describe("news tags", () => {
  it("lists every tag with the slug of its page, and a slug or the tag as written finds the same news", async () => {
    const { data } = newsTagsResponseSchema.parse(await ok("/v1/news/tags"));
    const uscis = data.find((tag) => tag.name === "USCIS");
    expect(uscis?.slug).toBe("uscis");
    expect(data.find((tag) => tag.name === "погода")?.slug).toBe("pogoda");
    const bySlug = postListResponseSchema.parse(await ok("/v1/posts?section=news&tag=uscis"));
    const byName = postListResponseSchema.parse(await ok("/v1/posts?section=news&tag=USCIS"));
    expect(bySlug.meta.total).toBe(uscis?.count);
    expect(bySlug.data.map((card) => card.id)).toEqual(byName.data.map((card) => card.id));
  });

  it("gives a tag's page 200 and an unknown tag's page 404", async () => {
    expect((await get("/pl/news/listing/tag/uscis", { headers: { Accept: "text/html" } })).status).toBe(200);
    expect((await get("/news/listing/tag/pogoda", { headers: { Accept: "text/html" } })).status).toBe(200);
    expect((await get("/news/listing/tag/no-such-tag", { headers: { Accept: "text/html" } })).status).toBe(404);
  });
});

describe("authors", () => {
  it.each(["blog", "news"])("lists the %s authors with slugs and counts", async (type) => {
    const { data } = authorsResponseSchema.parse(await ok(`/v1/authors?type=${type}`));
    expect(data.length).toBeGreaterThan(0);
    for (const author of data) {
      expect(author.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(author.count).toBeGreaterThan(0);
    }
    const counts = data.map((author) => author.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("answers an author with their articles", async () => {
    const { data } = authorsResponseSchema.parse(await ok("/v1/authors?type=blog"));
    const author = data[0];
    if (!author) throw new Error("no blog author");
    const page = authorResponseSchema.parse(await ok(`/v1/authors/blog/${author.slug}`));
    expect(page.data.author).toEqual(author);
    expect(page.meta.total).toBe(author.count);
    expect(page.data.posts.every((card) => card.section === "blog" && card.fields.author === author.name)).toBe(true);
    const past = authorResponseSchema.parse(
      await ok(`/v1/authors/blog/${author.slug}?page=${page.meta.last_page + 1}`),
    );
    expect(past.data.posts).toEqual([]);
  });

  it("refuses a bad type with 422 and answers 404 for unknown authors", async () => {
    expect((await getJson("/v1/authors?type=cdl")).status).toBe(422);
    expect((await getJson("/v1/authors")).status).toBe(422);
    await notFound("/v1/authors/blog/nobody-at-all", "Автор не найден.");
    await notFound("/v1/authors/cdl/someone", "Автор не найден.");
  });
});

describe("GET /v1/feed/user/{id}", () => {
  it("answers the user's name and their active ads", async () => {
    const feed = userFeedResponseSchema.parse(await ok("/v1/feed/user/1?per_page=50"));
    expect(feed.data.user.id).toBe(1);
    expect(feed.data.user.name).toBeTruthy();
    expect(JSON.stringify(feed.data.user)).not.toMatch(/phone|email/);
    expect(feed.data.posts.length).toBeGreaterThan(0);
    const all = postListResponseSchema.parse(await ok("/v1/posts?user=1&per_page=1"));
    expect(feed.meta.total).toBe(all.meta.total);
    const past = userFeedResponseSchema.parse(await ok(`/v1/feed/user/1?per_page=50&page=${feed.meta.last_page + 1}`));
    expect(past.data.posts).toEqual([]);
  });

  it("answers 404 for an unknown user", async () => {
    await notFound("/v1/feed/user/999999", "Пользователь не найден.");
    await notFound("/v1/feed/user/abc", "Пользователь не найден.");
    await notFound("/v1/feed/user/99999999999", "Пользователь не найден.");
    expect((await getJson("/v1/feed/user/1?per_page=51")).status).toBe(422);
  });
});
