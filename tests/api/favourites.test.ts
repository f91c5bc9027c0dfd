import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts, postStats } from "../../src/server/db/schema";
import {
  favouriteIdsResponseSchema,
  favouritesResponseSchema,
  likeResponseSchema,
} from "../../src/shared/contract/profile";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { call, freshPhone, messageOf, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";
import { inspectAfter } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

type Method = "GET" | "PUT" | "DELETE";

async function send(method: Method, path: string, token?: string, base = baseUrl()) {
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": "ru" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(new URL(path, base), { method, headers });
  return { status: response.status, body: (await response.json()) as unknown, response };
}

/** Active demo ads, from the public listing. */
async function somePostIds(count: number, page: number): Promise<number[]> {
  const { body } = await call(baseUrl(), "GET", `/v1/posts?per_page=${count}&page=${page}`);
  const ids = postListResponseSchema.parse(body).data.map((card) => card.id);
  expect(ids.length).toBe(count);
  return ids;
}

describe("favourites", () => {
  it("counts a like once, however often it is sent, and takes it back", async () => {
    const [postId] = await somePostIds(1, 7);
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    const other = await signInWithPhone(baseUrl(), freshPhone());

    const first = likeResponseSchema.parse((await send("PUT", `/v1/favourites/${postId}`, token)).body).data;
    expect(first.liked).toBe(true);
    const again = likeResponseSchema.parse((await send("PUT", `/v1/favourites/${postId}`, token)).body).data;
    expect(again).toEqual(first);
    const second = likeResponseSchema.parse((await send("PUT", `/v1/favourites/${postId}`, other.token)).body).data;
    expect(second.count).toBe(first.count + 1);

    const unliked = likeResponseSchema.parse((await send("DELETE", `/v1/favourites/${postId}`, token)).body).data;
    expect(unliked).toEqual({ liked: false, count: first.count });
    const unlikedAgain = likeResponseSchema.parse((await send("DELETE", `/v1/favourites/${postId}`, token)).body).data;
    expect(unlikedAgain).toEqual({ liked: false, count: first.count });
    const otherUnliked = likeResponseSchema.parse(
      (await send("DELETE", `/v1/favourites/${postId}`, other.token)).body,
    ).data;
    expect(otherUnliked.count).toBe(first.count - 1);
  });

  it("answers 401 to an anonymous like and 404 for an ad that is not there", async () => {
    const [postId] = await somePostIds(1, 8);
    const anonymous = await send("PUT", `/v1/favourites/${postId}`);
    expect(anonymous.status).toBe(401);
    expect(messageOf({ ...anonymous })).toBe("Войдите, чтобы продолжить.");
    expect((await send("GET", "/v1/favourites")).status).toBe(401);
    expect((await send("GET", "/v1/favourites/ids")).status).toBe(401);

    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    expect((await send("PUT", "/v1/favourites/999999999", token)).status).toBe(404);
    expect((await send("DELETE", "/v1/favourites/999999999", token)).status).toBe(404);
    expect((await send("PUT", "/v1/favourites/abc", token)).status).toBe(404);
  });

  it("lists the liked ads as cards, newest like first, with pages", async () => {
    const ids = await somePostIds(3, 9);
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    expect(favouriteIdsResponseSchema.parse((await send("GET", "/v1/favourites/ids", token)).body).data).toEqual([]);
    for (const id of ids) {
      expect((await send("PUT", `/v1/favourites/${id}`, token)).status).toBe(200);
      // created_at has microseconds; a short pause keeps the order of likes unambiguous.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const newestFirst = [...ids].reverse();
    expect(favouriteIdsResponseSchema.parse((await send("GET", "/v1/favourites/ids", token)).body).data).toEqual(
      newestFirst,
    );

    const all = await send("GET", "/v1/favourites", token);
    expect(all.status).toBe(200);
    expect(all.response.headers.get("cache-control")).toContain("no-store");
    const list = favouritesResponseSchema.parse(all.body);
    expect(list.data.map((card) => card.id)).toEqual(newestFirst);
    expect(list.meta).toEqual({ page: 1, per_page: 20, total: 3, last_page: 1 });

    const second = favouritesResponseSchema.parse((await send("GET", "/v1/favourites?per_page=2&page=2", token)).body);
    expect(second.data.map((card) => card.id)).toEqual([ids[0]]);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
    expect((await send("GET", "/v1/favourites?per_page=500", token)).status).toBe(422);

    await send("DELETE", `/v1/favourites/${ids[1]}`, token);
    expect(favouriteIdsResponseSchema.parse((await send("GET", "/v1/favourites/ids", token)).body).data).toEqual([
      ids[2],
      ids[0],
    ]);
  });

  it("keeps the ad's counter and today's statistic in the database, and refuses an inactive ad", async () => {
    let active = 0;
    let inactive = 0;
    const read = await inspectAfter({
      prepare: async (db) => {
        active = (await copyDemoPost(db, { userId: null, contactPhone: "555-000-0001" })).id;
        inactive = (await copyDemoPost(db, { userId: null, contactPhone: "555-000-0002", status: "inactive" })).id;
      },
      run: async (url) => {
        const first = await signInWithPhone(url, freshPhone());
        const second = await signInWithPhone(url, freshPhone());
        expect(
          likeResponseSchema.parse((await send("PUT", `/v1/favourites/${active}`, first.token, url)).body).data,
        ).toEqual({ liked: true, count: 1 });
        expect(
          likeResponseSchema.parse((await send("PUT", `/v1/favourites/${active}`, first.token, url)).body).data,
        ).toEqual({ liked: true, count: 1 });
        expect(
          likeResponseSchema.parse((await send("PUT", `/v1/favourites/${active}`, second.token, url)).body).data,
        ).toEqual({ liked: true, count: 2 });
        expect(
          likeResponseSchema.parse((await send("DELETE", `/v1/favourites/${active}`, second.token, url)).body).data,
        ).toEqual({ liked: false, count: 1 });
        expect((await send("PUT", `/v1/favourites/${inactive}`, first.token, url)).status).toBe(404);
        expect((await send("DELETE", `/v1/favourites/${inactive}`, first.token, url)).status).toBe(404);
      },
      read: async (db) => {
        const [post] = await db.select({ count: posts.favouriteCount }).from(posts).where(eq(posts.id, active));
        const today = new Date().toISOString().slice(0, 10);
        const [stats] = await db
          .select({ favourites: postStats.favourites })
          .from(postStats)
          .where(and(eq(postStats.postId, active), eq(postStats.day, today)));
        await db.delete(posts).where(eq(posts.id, active));
        await db.delete(posts).where(eq(posts.id, inactive));
        return { count: post?.count, favourites: stats?.favourites };
      },
    });
    // Two likes were given today (one taken back later): the statistic counts likes given.
    expect(read).toEqual({ count: 1, favourites: 2 });
  });
});
