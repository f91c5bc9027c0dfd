import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, posts, sessions, users } from "../../src/server/db/schema";
import { accountExportSchema } from "../../src/shared/contract/account";
import { conversationsResponseSchema } from "../../src/shared/contract/profile";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { call, freshPhone, mainConfig, messageOf, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";
import { inspectAfter, serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost, send } from "./social-helpers";

async function exportOf(base: string, token: string, language = "ru") {
  const response = await fetch(new URL("/v1/account/export", base), {
    headers: { Authorization: `Bearer ${token}`, "Accept-Language": language },
  });
  return { response, text: await response.text() };
}

/** The owner of an ad and a visitor who wrote about it; the owner answered once. */
async function meet(base: string, owner: { typed: string; e164: string }, adId: number) {
  const me = await signInWithPhone(base, owner, adId);
  const visitorPhone = freshPhone();
  const visitor = await signInWithPhone(base, visitorPhone);
  await send(base, "PATCH", "/v1/profile/settings", { token: me.token, body: { name: "Олена Автор" } });
  await send(base, "PATCH", "/v1/profile/settings", { token: visitor.token, body: { name: "Пётр Гость" } });
  const started = await post(base, "/v1/chats", { post_id: adId, body: "Ещё продаёте?" }, { token: visitor.token });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const [conversation] = conversationsResponseSchema.parse(
    (await call(base, "GET", "/v1/chats", { token: me.token })).body,
  ).data;
  if (!conversation) throw new Error("the conversation is missing");
  const answered = await post(
    base,
    `/v1/chats/${String(conversation.id)}/messages`,
    { body: "Да, приезжайте вечером" },
    { token: me.token },
  );
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
  return { me, visitor, visitorPhone, conversationId: conversation.id };
}

describe("exporting the account's data", () => {
  const ownerPhone = freshPhone();
  let server: PreparedServer;
  let ad = { id: 0, section: "", slug: "" };

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      ad = await copyDemoPost(db, { userId: null, contactPhone: ownerPhone.typed });
    });
  });
  afterAll(() => server.stop());

  it("downloads the user's profile, ad and own messages as a JSON file, with no other person's contacts", async () => {
    const { me, visitor, visitorPhone } = await meet(server.url, ownerPhone, ad.id);
    const { response, text } = await exportOf(server.url, me.token);
    expect(response.status, text).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="obyava-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.profile).toMatchObject({ id: me.user.id, name: "Олена Автор", phone: ownerPhone.e164 });
    expect(data.posts.map((item) => [item.id, item.section, item.slug])).toEqual([[ad.id, ad.section, ad.slug]]);
    expect(data.posts[0]?.title).toMatch(/^Тестовое объявление/);
    expect(data.chat_messages).toEqual([
      expect.objectContaining({ body: "Да, приезжайте вечером", with_name: "Пётр Гость" }),
    ]);
    // Only what the user wrote, and the visitor by name alone.
    expect(text).not.toContain("Ещё продаёте?");
    expect(text).not.toContain(visitorPhone.e164);
    expect(text).not.toContain(visitorPhone.e164.slice(2));
    expect(text).not.toMatch(/token|password|code_hash/i);
    expect(data.sessions.length).toBeGreaterThan(0);

    // The visitor's own copy holds their message and none of the owner's.
    const theirs = accountExportSchema.parse(JSON.parse((await exportOf(server.url, visitor.token)).text));
    expect(theirs.chat_messages.map((item) => item.body)).toEqual(["Ещё продаёте?"]);
    expect(theirs.posts).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(ownerPhone.e164);
  });

  it("is for a signed-in user only, and a few copies a day, refused in the caller's language", async () => {
    const anonymous = await call(server.url, "GET", "/v1/account/export", { headers: { "Accept-Language": "en" } });
    expect(anonymous.status).toBe(401);
    expect(messageOf(anonymous)).toBe("Sign in to continue.");
    const bad = await call(server.url, "GET", "/v1/account/export", { token: "x".repeat(5000) });
    expect(bad.status).toBe(401);

    const user = await signInWithPhone(server.url, freshPhone());
    for (let copy = 0; copy < 5; copy += 1) expect((await exportOf(server.url, user.token)).response.status).toBe(200);
    const refused = await exportOf(server.url, user.token, "uk");
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((JSON.parse(refused.text) as { message: string }).message).toMatch(/^Копію даних можна завантажити/);
    // Another user's budget is their own.
    const other = await signInWithPhone(server.url, freshPhone());
    expect((await exportOf(server.url, other.token)).response.status).toBe(200);
  });
});

describe("deleting the account (POST /v1/account/delete)", () => {
  it("refuses odd input in the caller's language and needs a session", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    for (const body of [{}, { confirm: "yes" }, { confirm: false }, { confirm: "\u0000" }, [], "x".repeat(10)]) {
      const answer = await call(baseUrl(), "POST", "/v1/account/delete", {
        token,
        body,
        headers: { "Accept-Language": "pl" },
      });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(typeof messageOf(answer)).toBe("string");
    }
    const huge = await call(baseUrl(), "POST", "/v1/account/delete", { token, body: { confirm: "y".repeat(300_000) } });
    expect([413, 422]).toContain(huge.status);
    // Nothing was deleted by any of them.
    expect((await mainConfig(baseUrl(), token)).is_login).toBe(true);
    const anonymous = await call(baseUrl(), "POST", "/v1/account/delete", { body: { confirm: true } });
    expect(anonymous.status).toBe(401);
    expect(messageOf(anonymous)).toBe("Войдите, чтобы продолжить.");
  });

  it("takes the ads down, keeps the chat for the other side, empties the user and frees the phone", async () => {
    const ownerPhone = freshPhone();
    let ad = { id: 0, section: "", slug: "" };
    let ownerId = 0;
    let conversation = 0;
    const stored = await inspectAfter({
      prepare: async (db) => {
        ad = await copyDemoPost(db, { userId: null, contactPhone: ownerPhone.typed });
      },
      run: async (url) => {
        const { me, visitor, conversationId } = await meet(url, ownerPhone, ad.id);
        ownerId = me.user.id;
        conversation = conversationId;
        expect((await call(url, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(200);

        const deleted = await post(url, "/v1/account/delete", { confirm: true }, { token: me.token });
        expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
        expect(deleted.body).toEqual({ data: { ok: true } });

        // The old session is gone; the ad is gone for a visitor.
        expect((await mainConfig(url, me.token)).is_login).toBe(false);
        expect((await send(url, "GET", "/v1/profile/settings", { token: me.token })).status).toBe(401);
        expect((await call(url, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(404);
        const listed = postListResponseSchema.parse(
          (await call(url, "GET", `/v1/posts?user=${String(me.user.id)}`)).body,
        );
        expect(listed.data).toEqual([]);
        // The visitor keeps the conversation; its other side has no name any more.
        const chats = conversationsResponseSchema.parse(
          (await call(url, "GET", "/v1/chats", { token: visitor.token })).body,
        );
        const kept = chats.data.find((item) => item.id === conversationId);
        expect(kept?.other).toEqual({ id: me.user.id, name: null, deleted: true });
        const thread = await call(url, "GET", `/v1/chats/${String(conversationId)}/messages`, { token: visitor.token });
        expect(JSON.stringify(thread.body)).toContain("Да, приезжайте вечером");

        // The same phone signs up anew, as a new account with nothing of the old one.
        const again = await signInWithPhone(url, ownerPhone);
        expect(again.user.id).not.toBe(me.user.id);
        expect(again.user.name ?? null).toBeNull();
        const fresh = accountExportSchema.parse(JSON.parse((await exportOf(url, again.token)).text));
        expect(fresh.posts).toEqual([]);
        expect(fresh.chat_messages).toEqual([]);
      },
      read: async (db) => ({
        user: (await db.select().from(users).where(eq(users.id, ownerId)))[0],
        ad: (await db.select().from(posts).where(eq(posts.id, ad.id)))[0],
        sessions: await db.select().from(sessions).where(eq(sessions.userId, ownerId)),
        messages: await db.select().from(messages).where(eq(messages.conversationId, conversation)),
      }),
    });
    expect(stored.user).toMatchObject({ phone: null, email: null, name: null, passwordHash: null });
    expect(stored.user?.deletedAt).toBeInstanceOf(Date);
    expect(stored.ad).toMatchObject({ status: "deleted", contact: {}, photos: [] });
    expect(stored.sessions).toEqual([]);
    expect(stored.messages.map((row) => row.body)).toEqual(["Ещё продаёте?", "Да, приезжайте вечером"]);
  });
});
