import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../src/server/db/schema";
import { authResponseSchema, newMessageResponseSchema } from "../../src/shared/contract/auth";
import {
  conversationsResponseSchema,
  messagesResponseSchema,
  sendMessageResponseSchema,
  startChatResponseSchema,
} from "../../src/shared/contract/profile";
import { call, codeFor, freshPhone, messageOf, post, signInWithPhone } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

/**
 * Ads with a known author (no API posts one yet): copies of a demo ad without an author, one with the
 * author's phone as its contact, which the author takes over by signing in with the ad's id.
 */
describe("chat", () => {
  const authorPhone = freshPhone();
  let server: PreparedServer;
  let adId = 0;
  let authorlessId = 0;
  let spareId = 0;
  const namedAuthorPhone = freshPhone();
  let namedAdId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const [demo] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
        .limit(1);
      if (!demo) throw new Error("the demo posts are missing");
      spareId = demo.id;
      adId = (await copyDemoPost(db, { userId: null, contactPhone: authorPhone.typed })).id;
      authorlessId = (await copyDemoPost(db, { userId: null, contactPhone: "555-000-0000" })).id;
      // An ad with a contact person and a photo, taken over by an author who never gave a name.
      namedAdId = (await copyDemoPost(db, { userId: null, contactPhone: namedAuthorPhone.typed })).id;
      const photo = {
        id: 1,
        url: "/uploads/cover.webp",
        thumb_url: "/uploads/cover-thumb.webp",
        width: 800,
        height: 600,
      };
      await db
        .update(posts)
        .set({ contact: { phone: namedAuthorPhone.e164, contact_person: "Богдан" }, photos: [photo] })
        .where(eq(posts.id, namedAdId));
    });
  });
  afterAll(() => server.stop());

  const newMessageAnswer = async (token: string) =>
    newMessageResponseSchema.parse((await call(server.url, "GET", "/api/user/message/new", { token })).body).data;
  const newMessage = async (token: string) => (await newMessageAnswer(token)).new_message;
  const chats = async (token: string) =>
    conversationsResponseSchema.parse((await call(server.url, "GET", "/v1/chats", { token })).body).data;

  it("carries a visitor's conversation with an ad's author, with unread counts and the new-message flag", async () => {
    const author = await signInWithPhone(server.url, authorPhone, adId);
    const visitor = await signInWithPhone(server.url, freshPhone());
    expect(await newMessage(author.token)).toBe(false);

    const started = await post(
      server.url,
      "/v1/chats",
      { post_id: adId, body: "  Здравствуйте! Работа ещё есть?  " },
      { token: visitor.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversationId = startChatResponseSchema.parse(started.body).data.conversation_id;
    // Writing again about the same ad continues the same conversation.
    const again = await post(server.url, "/v1/chats", { post_id: adId, body: "Жду ответа." }, { token: visitor.token });
    expect(startChatResponseSchema.parse(again.body).data.conversation_id).toBe(conversationId);

    expect(await newMessage(author.token)).toBe(true);
    expect(await newMessage(visitor.token)).toBe(false);
    // The Messages tab's count is the chat list's unread counts summed: the visitor's own messages are not in it.
    expect(await newMessageAnswer(author.token)).toEqual({ new_message: true, unread_messages: 2 });
    expect((await newMessageAnswer(visitor.token)).unread_messages).toBe(0);
    const [forAuthor] = await chats(author.token);
    expect(forAuthor).toMatchObject({
      id: conversationId,
      post: { id: adId },
      other: { id: visitor.user.id },
      unread: 2,
    });
    expect(forAuthor?.last_message).toMatchObject({ body: "Жду ответа.", mine: false });
    const [forVisitor] = await chats(visitor.token);
    expect(forVisitor).toMatchObject({
      id: conversationId,
      other: { id: author.user.id },
      unread: 0,
      last_message: { mine: true },
    });

    // Reading the conversation marks the visitor's messages read for the author.
    const read = await call(server.url, "GET", `/v1/chats/${conversationId}/messages`, { token: author.token });
    expect(read.status).toBe(200);
    const history = messagesResponseSchema.parse(read.body);
    expect(history.data.map((message) => [message.body, message.mine])).toEqual([
      ["Здравствуйте! Работа ещё есть?", false],
      ["Жду ответа.", false],
    ]);
    expect(history.conversation).toMatchObject({ id: conversationId, unread: 0 });
    expect(await newMessageAnswer(author.token)).toEqual({ new_message: false, unread_messages: 0 });
    expect((await chats(author.token))[0]?.unread).toBe(0);

    const reply = await post(
      server.url,
      `/v1/chats/${conversationId}/messages`,
      { body: "Да, звоните." },
      { token: author.token },
    );
    expect(reply.status).toBe(201);
    expect(sendMessageResponseSchema.parse(reply.body).data).toMatchObject({ body: "Да, звоните.", mine: true });
    expect(await newMessageAnswer(visitor.token)).toEqual({ new_message: true, unread_messages: 1 });
    expect((await chats(visitor.token))[0]).toMatchObject({
      unread: 1,
      last_message: { body: "Да, звоните.", mine: false },
    });
    const visitorRead = messagesResponseSchema.parse(
      (await call(server.url, "GET", `/v1/chats/${conversationId}/messages`, { token: visitor.token })).body,
    );
    expect(visitorRead.data.map((message) => message.mine)).toEqual([true, true, false]);
    expect(await newMessage(visitor.token)).toBe(false);

    // Someone else sees nothing of it.
    const stranger = await signInWithPhone(server.url, freshPhone());
    expect(
      (await call(server.url, "GET", `/v1/chats/${conversationId}/messages`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await post(server.url, `/v1/chats/${conversationId}/messages`, { body: "Привет" }, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(await chats(stranger.token)).toEqual([]);

    // The author cannot write to their own ad.
    const own = await post(server.url, "/v1/chats", { post_id: adId, body: "Сам себе" }, { token: author.token });
    expect(own.status).toBe(422);
    expect(messageOf(own)).toBe("Это ваше объявление: написать самому себе нельзя.");
  });

  it("shows each side by the name they gave (account, contact person, name typed) and the ad's cover", async () => {
    const author = await signInWithPhone(server.url, namedAuthorPhone, namedAdId);
    expect(author.user.name).toBeNull();
    // A visitor signs up from the contact form: the name typed there becomes the account's.
    const visitorPhone = freshPhone();
    await post(server.url, `/v1/posts/${namedAdId}/contact`, {
      name: "Олеся",
      phone: visitorPhone.typed,
      country_code: "+1",
      message: "Ещё актуально?",
      register: true,
    });
    const sent = await post(server.url, "/v1/auth/otp", { phone: visitorPhone.typed, country_code: "+1" });
    expect(sent.status).toBe(200);
    const code = await codeFor(server.url, visitorPhone.e164);
    const verified = await post(server.url, "/v1/auth/verification/phone", {
      code,
      phone: visitorPhone.typed,
      post_id: null,
      country_code: "+1",
      name: "  Олеся  ",
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const visitor = authResponseSchema.parse(verified.body).data;
    expect(visitor.user.name).toBe("Олеся");

    const started = await post(
      server.url,
      "/v1/chats",
      { post_id: namedAdId, body: "Здравствуйте!" },
      { token: visitor.token },
    );
    expect(started.status).toBe(201);
    const [forAuthor] = await chats(author.token);
    expect(forAuthor).toMatchObject({
      other: { name: "Олеся" },
      post: { id: namedAdId, thumb_url: "/uploads/cover-thumb.webp" },
    });
    // The author never gave a name: the visitor sees the contact person the ad was posted with.
    const [forVisitor] = await chats(visitor.token);
    expect(forVisitor).toMatchObject({ other: { id: author.user.id, name: "Богдан" } });

    // A name that breaks the name rule is not taken; an unbounded one is refused before anything runs.
    const odd = freshPhone();
    const oddSent = await post(server.url, "/v1/auth/otp", { phone: odd.typed, country_code: "+1" });
    expect(oddSent.status).toBe(200);
    const oddVerified = await post(server.url, "/v1/auth/verification/phone", {
      code: await codeFor(server.url, odd.e164),
      phone: odd.typed,
      post_id: null,
      country_code: "+1",
      name: "<b>1</b>",
    });
    expect(authResponseSchema.parse(oddVerified.body).data.user.name).toBeNull();
    expect(
      (
        await post(server.url, "/v1/auth/verification/phone", {
          code: "123456",
          phone: odd.typed,
          country_code: "+1",
          name: "x".repeat(101),
        })
      ).status,
    ).toBe(422);
  });

  it("refuses an ad without an author, an unknown ad, bad bodies and anonymous callers", async () => {
    const visitor = await signInWithPhone(server.url, freshPhone());
    const authorless = await post(
      server.url,
      "/v1/chats",
      { post_id: authorlessId, body: "Здравствуйте" },
      { token: visitor.token },
    );
    expect(authorless.status).toBe(422);
    expect(messageOf(authorless)).toContain("нельзя написать в чат");
    expect(
      (await post(server.url, "/v1/chats", { post_id: 999999999, body: "Здравствуйте" }, { token: visitor.token }))
        .status,
    ).toBe(404);
    const empty = await post(server.url, "/v1/chats", { post_id: spareId, body: "   " }, { token: visitor.token });
    expect(empty.status).toBe(422);
    expect((empty.body as { errors: Record<string, string[]> }).errors.body).toEqual(["Обязательное поле"]);
    expect(
      (await post(server.url, "/v1/chats", { post_id: spareId, body: "x".repeat(1001) }, { token: visitor.token }))
        .status,
    ).toBe(422);
    expect((await post(server.url, "/v1/chats", { post_id: spareId, body: "Здравствуйте" })).status).toBe(401);
    expect((await call(server.url, "GET", "/v1/chats")).status).toBe(401);
    expect((await call(server.url, "GET", "/v1/chats/1/messages")).status).toBe(401);
  });

  it("takes at most 30 messages from one user in 10 minutes", async () => {
    const visitor = await signInWithPhone(server.url, freshPhone());
    const started = await post(
      server.url,
      "/v1/chats",
      { post_id: spareId, body: "Сообщение 1" },
      { token: visitor.token },
    );
    const conversationId = startChatResponseSchema.parse(started.body).data.conversation_id;
    for (let i = 2; i <= 30; i++) {
      const sent = await post(
        server.url,
        `/v1/chats/${conversationId}/messages`,
        { body: `Сообщение ${i}` },
        { token: visitor.token },
      );
      expect(sent.status, `message ${i}`).toBe(201);
    }
    const refused = await post(
      server.url,
      `/v1/chats/${conversationId}/messages`,
      { body: "Ещё одно" },
      { token: visitor.token },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await post(server.url, "/v1/chats", { post_id: spareId, body: "Ещё одно" }, { token: visitor.token })).status,
    ).toBe(429);
  });
});
