import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatBlocksResponseSchema } from "../../src/shared/contract/reports";
import { conversationsResponseSchema, messagesResponseSchema } from "../../src/shared/contract/profile";
import { call, freshPhone, messageOf, signInWithPhone } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { twoPeopleTalking } from "./social-helpers";

/** Two people who wrote about an ad (one message of the writer hidden by a moderator) block each other. */
describe("chat blocks and hidden messages", () => {
  let server: PreparedServer;
  const writerPhone = freshPhone();
  const authorPhone = freshPhone();
  let adId = 0;
  let conversationId = 0;
  let writerId = 0;
  let authorId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const talk = await twoPeopleTalking(db, { writer: writerPhone.e164, author: authorPhone.e164 }, [
        { byWriter: true, body: "Здравствуйте, ещё продаёте?" },
        { byWriter: true, body: "Скиньте код из SMS, я оплачу", hidden: true },
      ]);
      ({ writerId, authorId, adId, conversationId } = talk);
    });
  });
  afterAll(() => server.stop());
  // Signed in once each: a new code for the same phone waits a minute.
  let writer: { token: string };
  let author: { token: string };
  beforeAll(async () => {
    writer = await signInWithPhone(server.url, writerPhone);
    author = await signInWithPhone(server.url, authorPhone);
  });

  const thread = async (token: string) => {
    const answer = await call(server.url, "GET", `/v1/chats/${String(conversationId)}/messages`, { token });
    expect(answer.status).toBe(200);
    return messagesResponseSchema.parse(answer.body);
  };
  const write = (token: string, body: string, language = "ru") =>
    call(server.url, "POST", `/v1/chats/${String(conversationId)}/messages`, {
      token,
      body: { body },
      headers: { "Accept-Language": language },
    });
  const blocks = (token: string | undefined, method: "GET" | "POST" | "DELETE", path = "", body?: unknown) =>
    call(server.url, method, `/v1/chat/blocks${path}`, {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body }),
    });

  it("shows a hidden message to both sides as hidden, without its words", async () => {
    for (const token of [writer.token, author.token]) {
      const { data } = await thread(token);
      expect(data.map((message) => [message.body, message.hidden])).toEqual([
        ["Здравствуйте, ещё продаёте?", false],
        ["", true],
      ]);
      const list = conversationsResponseSchema.parse((await call(server.url, "GET", "/v1/chats", { token })).body);
      expect(list.data[0]?.last_message).toMatchObject({ body: "", hidden: true });
      expect(JSON.stringify(list)).not.toContain("код из SMS");
    }
  });

  it("asks for a session on every block call", async () => {
    expect((await blocks(undefined, "GET")).status).toBe(401);
    expect((await blocks(undefined, "POST", "", { user_id: writerId })).status).toBe(401);
    expect((await blocks(undefined, "DELETE", `/${String(writerId)}`)).status).toBe(401);
  });

  it("stops messages both ways while one blocks the other, tells both, and lets them write again after", async () => {
    const blocked = await blocks(author.token, "POST", "", { user_id: writerId });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    expect(chatBlocksResponseSchema.parse(blocked.body).data).toEqual([
      { user_id: writerId, name: "Олег", blocked_at: expect.any(String) as string },
    ]);
    // Blocking again changes nothing.
    const again = await blocks(author.token, "POST", "", { user_id: writerId });
    expect(chatBlocksResponseSchema.parse(again.body).data).toHaveLength(1);

    const refused = await write(writer.token, "Почему не отвечаете?");
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe("Пользователь ограничил переписку с вами: сообщение не отправлено.");
    const restarted = await call(server.url, "POST", "/v1/chats", {
      token: writer.token,
      body: { post_id: adId, body: "Ещё раз здравствуйте" },
    });
    expect(restarted.status).toBe(403);
    const own = await write(author.token, "Не пишите мне");
    expect(own.status).toBe(403);
    expect(messageOf(own)).toBe("Вы заблокировали этого пользователя. Разблокируйте его, чтобы написать.");
    expect((await thread(author.token)).conversation.blocked).toBe("by_me");
    expect((await thread(writer.token)).conversation.blocked).toBe("by_other");
    expect((await thread(writer.token)).data).toHaveLength(2);

    const lifted = await blocks(author.token, "DELETE", `/${String(writerId)}`);
    expect(lifted.status).toBe(200);
    expect(chatBlocksResponseSchema.parse(lifted.body).data).toEqual([]);
    expect((await write(writer.token, "Почему не отвечаете?")).status).toBe(201);
    expect((await thread(writer.token)).conversation.blocked).toBeNull();
    expect(chatBlocksResponseSchema.parse((await blocks(author.token, "GET")).body).data).toEqual([]);
  });

  it("refuses blocking oneself, nobody, and odd input with a 4xx", async () => {
    const self = await blocks(author.token, "POST", "", { user_id: authorId });
    expect(self.status).toBe(422);
    expect(messageOf(self)).toBe("Заблокировать самого себя нельзя.");
    expect((await blocks(author.token, "POST", "", { user_id: 2_000_000_000 })).status).toBe(404);
    for (const body of [{ user_id: "1" }, { user_id: 2 ** 31 }, { user_id: writerId, x: 1 }, {}, [], null]) {
      const answer = await blocks(author.token, "POST", "", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(messageOf(answer)).not.toBe("");
    }
    for (const path of ["/abc", "/0", "/99999999999", "/%00"]) {
      const answer = await blocks(author.token, "DELETE", path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
