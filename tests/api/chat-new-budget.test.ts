import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { rateLimitedSchema } from "../../src/shared/contract/auth";
import { startChatResponseSchema } from "../../src/shared/contract/profile";
import { freshPhone, post, signInWithPhone, type Answer } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

/** The budgets of lib/budgets.ts: conversations opened with new people an hour. */
const NEW_ACCOUNT_CHATS = 5;
const ACCOUNT_CHATS = 20;
const HOUR_MS = 60 * 60_000;

/**
 * A fresh account opening chats with many authors at once: first messages to people the account never
 * wrote with are budgeted per hour, lower for an account younger than a day; replies are not counted.
 */
describe("new conversations a new account may open", () => {
  let server: PreparedServer;
  /** One ad by each of that many authors; the first author has a second ad. */
  const adIds: number[] = [];
  let secondAdOfFirst = 0;
  /** An account made two days ago, signing in now. */
  const olderPhone = freshPhone();

  beforeAll(async () => {
    // A server of its own: the test moves its clock by an hour.
    server = await serverWithPreparedDb(
      async (db) => {
        for (let index = 0; index <= ACCOUNT_CHATS + NEW_ACCOUNT_CHATS; index++) {
          const phone = freshPhone();
          const [author] = await db.insert(users).values({ phone: phone.e164 }).returning({ id: users.id });
          if (!author) throw new Error("the author was not stored");
          adIds.push((await copyDemoPost(db, { userId: author.id, contactPhone: phone.typed })).id);
          if (index === 0)
            secondAdOfFirst = (await copyDemoPost(db, { userId: author.id, contactPhone: phone.typed })).id;
        }
        await db.insert(users).values({ phone: olderPhone.e164, createdAt: new Date(Date.now() - 2 * 24 * HOUR_MS) });
      },
      { IP_LIMIT_FACTOR: "1000" },
    );
  });
  afterAll(() => server.stop());

  const open = (token: string, postId: number, language = "ru"): Promise<Answer> =>
    post(
      server.url,
      "/v1/chats",
      { post_id: postId, body: "Здравствуйте! Ещё актуально?" },
      { token, headers: { "Accept-Language": language } },
    );
  const expectOpened = async (token: string, postId: number) => {
    const answer = await open(token, postId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return startChatResponseSchema.parse(answer.body).data.conversation_id;
  };

  it("lets a new account open five, answers the sixth 429 in its language, and again an hour later", async () => {
    const { token } = await signInWithPhone(server.url, freshPhone());
    const ids = adIds.slice(0, NEW_ACCOUNT_CHATS);
    const first = await expectOpened(token, ids[0] ?? 0);
    for (const id of ids.slice(1)) await expectOpened(token, id);

    // The same people again are no new conversations: another ad of an author, a reply, writing about the same ad.
    await expectOpened(token, secondAdOfFirst);
    const reply = await post(server.url, `/v1/chats/${String(first)}/messages`, { body: "Жду ответа." }, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await expectOpened(token, ids[0] ?? 0)).toBe(first);

    const refused = await open(token, adIds[NEW_ACCOUNT_CHATS] ?? 0, "en");
    expect(refused.status).toBe(429);
    const body = rateLimitedSchema.parse(refused.body);
    expect(body.message).toMatch(
      /^You have started too many new conversations\. You can write to someone new in \d+ min,/,
    );
    expect(body.retry_after).toBeGreaterThan(HOUR_MS / 1000 - 120);
    expect(body.retry_after).toBeLessThanOrEqual(HOUR_MS / 1000);
    expect(refused.response.headers.get("retry-after")).toBe(String(body.retry_after));
    const inUkrainian = await open(token, adIds[NEW_ACCOUNT_CHATS] ?? 0, "ua");
    expect(inUkrainian.status).toBe(429);
    expect(rateLimitedSchema.parse(inUkrainian.body).message).toMatch(/^Ви розпочали забагато нових листувань\./);

    const moved = await post(server.url, "/v1/test/clock", { advance_ms: body.retry_after * 1000 + 1000 });
    expect(moved.status).toBe(200);
    await expectOpened(token, adIds[NEW_ACCOUNT_CHATS] ?? 0);
  });

  it("gives an account older than a day twenty an hour", async () => {
    const older = await signInWithPhone(server.url, olderPhone);
    expect(older.type).toBe("login");
    for (const id of adIds.slice(0, ACCOUNT_CHATS)) await expectOpened(older.token, id);
    const refused = await open(older.token, adIds[ACCOUNT_CHATS] ?? 0);
    expect(refused.status).toBe(429);
    expect(rateLimitedSchema.parse(refused.body).message).toMatch(/^Вы начали слишком много новых переписок\./);
  });
});
