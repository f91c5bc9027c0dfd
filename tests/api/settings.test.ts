import { and, eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../src/server/db/schema";
import { okResponseSchema } from "../../src/shared/contract/auth";
import { uploadResponseSchema } from "../../src/shared/contract/post-form";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import {
  conversationsResponseSchema,
  likeResponseSchema,
  settingsResponseSchema,
} from "../../src/shared/contract/profile";
import { call, freshPhone, mainConfig, messageOf, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost, send } from "./social-helpers";

describe("settings", () => {
  it("answers the user's settings and saves changes", async () => {
    const phone = freshPhone();
    const { token } = await signInWithPhone(baseUrl(), phone);
    const start = await send(baseUrl(), "GET", "/v1/profile/settings", { token });
    expect(start.status).toBe(200);
    expect(settingsResponseSchema.parse(start.body).data).toEqual({
      name: null,
      locale: "ru",
      city: null,
      notifications: { messages: true, answers: true, news: false },
      phone: phone.e164,
      email: null,
    });

    const changed = {
      name: "Анна Мария",
      locale: "ua",
      city: "chicago",
      notifications: { messages: false, answers: true, news: true },
    };
    const saved = await send(baseUrl(), "PATCH", "/v1/profile/settings", { token, body: changed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(settingsResponseSchema.parse(saved.body).data).toEqual({ ...changed, phone: phone.e164, email: null });
    const again = await send(baseUrl(), "GET", "/v1/profile/settings", { token });
    expect(settingsResponseSchema.parse(again.body).data).toMatchObject(changed);
    expect((await mainConfig(baseUrl(), token)).user?.name).toBe("Анна Мария");

    // One field alone; null city means all of the USA.
    const cityCleared = await send(baseUrl(), "PATCH", "/v1/profile/settings", { token, body: { city: null } });
    expect(settingsResponseSchema.parse(cityCleared.body).data).toMatchObject({ ...changed, city: null });
  });

  it("refuses a city that does not exist and a bad name, per field", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    const city = await send(baseUrl(), "PATCH", "/v1/profile/settings", { token, body: { city: "atlantis" } });
    expect(city.status).toBe(422);
    expect((city.body as { errors: Record<string, string[]> }).errors).toEqual({
      city: ["Такой город или штат не найден."],
    });
    const name = await send(baseUrl(), "PATCH", "/v1/profile/settings", { token, body: { name: "A1" } });
    expect(name.status).toBe(422);
    expect(Object.keys((name.body as { errors: Record<string, string[]> }).errors)).toEqual(["name"]);
    expect((await send(baseUrl(), "PATCH", "/v1/profile/settings", { body: { city: null } })).status).toBe(401);
    expect((await send(baseUrl(), "GET", "/v1/profile/settings")).status).toBe(401);
  });

  it("signs out every session of the user at once", async () => {
    const phone = freshPhone();
    const first = await signInWithPhone(baseUrl(), phone);
    // A second device: the next code of a phone can be asked for a minute later, so a password is set and used.
    const password = "Secret-pass1";
    const email = `logout.${Date.now()}@example.com`;
    const registered = await post(baseUrl(), "/v1/auth/register", { username: email, password });
    const other = (registered.body as { data: { token: string } }).data.token;
    const otherFirst = (await post(baseUrl(), "/v1/auth/login", { username: email, password })).body as {
      data: { token: string };
    };
    expect((await mainConfig(baseUrl(), first.token)).is_login).toBe(true);
    expect((await mainConfig(baseUrl(), other)).is_login).toBe(true);

    const out = await post(baseUrl(), "/v1/auth/logout-all", {}, { token: other });
    expect(okResponseSchema.parse(out.body)).toEqual({ data: { ok: true } });
    expect((await mainConfig(baseUrl(), other)).is_login).toBe(false);
    expect((await mainConfig(baseUrl(), otherFirst.data.token)).is_login).toBe(false);
    // Another user's session is not touched.
    expect((await mainConfig(baseUrl(), first.token)).is_login).toBe(true);
    expect((await send(baseUrl(), "GET", "/v1/profile/settings", { token: other })).status).toBe(401);
    expect((await post(baseUrl(), "/v1/auth/logout-all", {})).status).toBe(401);
  });
});

/** Deleting an account that has an ad: the ad is taken over by signing in with its id (no API posts one yet). */
describe("deleting the account", () => {
  const ownerPhone = freshPhone();
  let server: PreparedServer;
  let ad = { id: 0, section: "", slug: "" };
  let likedId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const [demo] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
        .limit(1);
      if (!demo) throw new Error("the demo posts are missing");
      likedId = demo.id;
      ad = await copyDemoPost(db, { userId: null, contactPhone: ownerPhone.typed });
    });
  });
  afterAll(() => server.stop());

  it("takes down the ads, likes, photos and sessions, keeps the other side's chat; the old token: 401", async () => {
    const owner = await signInWithPhone(server.url, ownerPhone, ad.id);
    expect((await call(server.url, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(200);
    const mineListed = postListResponseSchema.parse(
      (await call(server.url, "GET", `/v1/posts?user=${owner.user.id}`)).body,
    ).data;
    expect(mineListed.map((card) => card.id)).toEqual([ad.id]);

    const form = new FormData();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const uploaded = await fetch(new URL("/v1/uploads", server.url), {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photo = uploadResponseSchema.parse(await uploaded.json()).data;
    expect((await fetch(new URL(photo.url, server.url))).status).toBe(200);

    const liked = likeResponseSchema.parse(
      (await send(server.url, "PUT", `/v1/favourites/${likedId}`, { token: owner.token })).body,
    ).data;
    const visitor = await signInWithPhone(server.url, freshPhone());
    expect(
      (await post(server.url, "/v1/chats", { post_id: ad.id, body: "Здравствуйте" }, { token: visitor.token })).status,
    ).toBe(201);

    const deleted = await send(server.url, "DELETE", "/v1/profile", { token: owner.token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(okResponseSchema.parse(deleted.body)).toEqual({ data: { ok: true } });

    const after = await send(server.url, "GET", "/v1/profile/settings", { token: owner.token });
    expect(after.status).toBe(401);
    expect(messageOf(after)).toBe("Войдите, чтобы продолжить.");
    expect((await mainConfig(server.url, owner.token)).is_login).toBe(false);
    expect((await call(server.url, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(404);
    const listed = postListResponseSchema.parse(
      (await call(server.url, "GET", `/v1/posts?user=${owner.user.id}`)).body,
    ).data;
    expect(listed).toEqual([]);
    expect((await fetch(new URL(photo.url, server.url))).status).toBe(404);
    expect((await fetch(new URL(photo.thumb_url, server.url))).status).toBe(404);
    // The visitor keeps the conversation, now with a deleted user.
    const chats = conversationsResponseSchema.parse(
      (await call(server.url, "GET", "/v1/chats", { token: visitor.token })).body,
    ).data;
    expect(chats.map((chat) => chat.other)).toEqual([{ id: owner.user.id, name: null, deleted: true }]);
    // The deleted user's like no longer counts.
    const likedAgain = likeResponseSchema.parse(
      (await send(server.url, "PUT", `/v1/favourites/${likedId}`, { token: visitor.token })).body,
    ).data;
    expect(likedAgain.count).toBe(liked.count);
  });
});
