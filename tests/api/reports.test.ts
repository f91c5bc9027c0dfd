import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, posts } from "../../src/server/db/schema";
import { reportResponseSchema } from "../../src/shared/contract/reports";
import { call, freshPhone, messageOf, post, signInWithPhone } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost, twoPeopleTalking } from "./social-helpers";

/**
 * Reports on a server of their own: three reporters hide an ad, which must not happen to the demo ads other
 * files read on the run's shared server.
 */
describe("POST /v1/reports", () => {
  let server: PreparedServer;
  const ownerPhone = freshPhone();
  const writerPhone = freshPhone();
  const readerPhone = freshPhone();
  let demoAuthorId = 0;
  let ownAdId = 0;
  let reportedAdId = 0;
  let thresholdAdId = 0;
  let deletedAdId = 0;
  let writerMessageId = 0;
  let readerMessageId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      const [demo] = await db
        .select({ userId: posts.userId })
        .from(posts)
        .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
        .limit(1);
      if (!demo?.userId) throw new Error("the demo posts are missing");
      demoAuthorId = demo.userId;
      ownAdId = (await copyDemoPost(db, { userId: null, contactPhone: ownerPhone.typed })).id;
      reportedAdId = (await copyDemoPost(db, { userId: demoAuthorId, contactPhone: "212-465-1111" })).id;
      thresholdAdId = (await copyDemoPost(db, { userId: demoAuthorId, contactPhone: "212-465-1112" })).id;
      deletedAdId = (await copyDemoPost(db, { userId: demoAuthorId, contactPhone: "212-465-1113" })).id;
      await db.update(posts).set({ status: "deleted" }).where(eq(posts.id, deletedAdId));
      // Two people who wrote to each other about an ad: each may report the other's message, not their own.
      const talk = await twoPeopleTalking(db, { writer: writerPhone.e164, author: readerPhone.e164 }, [
        { byWriter: true, body: "Переведите предоплату на карту" },
        { byWriter: false, body: "Нет, только при встрече" },
      ]);
      [writerMessageId = 0, readerMessageId = 0] = talk.messageIds;
    });
  });
  afterAll(() => server.stop());

  const report = (token: string | undefined, body: unknown, language = "ru") =>
    call(server.url, "POST", "/v1/reports", {
      body,
      ...(token ? { token } : {}),
      headers: { "Accept-Language": language },
    });

  // Anyone may report an ad (reports-anonymous.test.ts); a user or a message needs an account.
  it("asks for a session to report a user, in the caller's language", async () => {
    const answer = await report(undefined, { target: "user", target_id: demoAuthorId, reason: "spam" }, "en");
    expect(answer.status).toBe(401);
    expect(messageOf(answer)).toMatch(/sign in/i);
  });

  it("receives a report once per reporter and object: a repeat answers the first", async () => {
    const reporter = await signInWithPhone(server.url, freshPhone());
    const first = await report(reporter.token, {
      target: "post",
      target_id: reportedAdId,
      reason: "fraud",
      note: "  Просит предоплату за осмотр  ",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const received = reportResponseSchema.parse(first.body).data;
    expect(received.repeated).toBe(false);
    expect(Date.parse(received.received_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(first.response.headers.get("cache-control")).toMatch(/no-store/);

    const again = await report(reporter.token, { target: "post", target_id: reportedAdId, reason: "spam" });
    expect(again.status).toBe(200);
    expect(reportResponseSchema.parse(again.body).data).toEqual({ ...received, repeated: true });
  });

  it("refuses what does not exist, one's own ad, profile and message, in the caller's language", async () => {
    const owner = await signInWithPhone(server.url, ownerPhone, ownAdId);
    const own = await report(owner.token, { target: "post", target_id: ownAdId, reason: "spam" }, "en");
    expect(own.status).toBe(422);
    expect(messageOf(own)).toMatch(/your own/i);
    const self = await report(owner.token, { target: "user", target_id: owner.user.id, reason: "spam" });
    expect(self.status).toBe(422);
    expect(messageOf(self)).toContain("На своё");
    for (const target of [
      { target: "post", target_id: deletedAdId },
      { target: "post", target_id: 2_000_000_000 },
      { target: "user", target_id: 2_000_000_000 },
      // A message of a conversation the reporter is not in is not theirs to see.
      { target: "message", target_id: writerMessageId },
    ]) {
      const missing = await report(owner.token, { ...target, reason: "offensive" });
      expect(missing.status, JSON.stringify(target)).toBe(404);
      expect(messageOf(missing)).toContain("Не нашли");
    }
  });

  it("lets a person report the other's chat message and a user's profile, not their own message", async () => {
    const reader = await signInWithPhone(server.url, readerPhone);
    const message = await report(reader.token, { target: "message", target_id: writerMessageId, reason: "fraud" });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
    const own = await report(reader.token, { target: "message", target_id: readerMessageId, reason: "fraud" });
    expect(own.status).toBe(422);
    const writer = await signInWithPhone(server.url, writerPhone);
    const profile = await report(writer.token, { target: "user", target_id: demoAuthorId, reason: "offensive" });
    expect(profile.status).toBe(201);
  });

  it("hides an active ad when open reports of different users reach the threshold, once", async () => {
    const reporters = await Promise.all([1, 2, 3, 4].map(() => signInWithPhone(server.url, freshPhone())));
    const [first, second, third, fourth] = reporters.map((reporter) => reporter.token);
    if (!first || !second || !third || !fourth) throw new Error("sign-in failed");
    const body = { target: "post", target_id: thresholdAdId, reason: "fraud" };
    expect((await report(first, body)).status).toBe(201);
    // The same reporter twice is one report: the ad stays.
    expect((await report(first, body)).status).toBe(200);
    expect((await report(second, body)).status).toBe(201);
    const listed = await call(server.url, "GET", `/v1/posts?user=${String(demoAuthorId)}&per_page=50`);
    expect(JSON.stringify(listed.body)).toContain(`"id":${String(thresholdAdId)}`);

    expect((await report(third, body)).status).toBe(201);
    const after = await call(server.url, "GET", `/v1/posts?user=${String(demoAuthorId)}&per_page=50`);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain(`"id":${String(thresholdAdId)}`);
    // A report of the hidden ad is still received (the team reads it), and hides nothing twice.
    expect((await report(fourth, body)).status).toBe(201);
  });

  it("answers odd input with a 4xx in the caller's language, never a 5xx", async () => {
    const reporter = await signInWithPhone(server.url, freshPhone());
    const odd: unknown[] = [
      { target: "ad", target_id: reportedAdId, reason: "spam" },
      { target: "post", target_id: "12", reason: "spam" },
      { target: "post", target_id: 2 ** 31, reason: "spam" },
      { target: "post", target_id: -1, reason: "spam" },
      { target: "post", target_id: reportedAdId, reason: "boring" },
      { target: "post", target_id: reportedAdId, reason: "spam", note: "x".repeat(501) },
      { target: "post", target_id: reportedAdId, reason: "spam", note: "a\u0000b" },
      { target: "post", target_id: reportedAdId, reason: "spam", note: 42 },
      { target: "post", target_id: reportedAdId, reason: "spam", extra: true },
      [],
      null,
      "spam",
    ];
    for (const body of odd) {
      const answer = await report(reporter.token, body, "pl");
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(messageOf(answer), JSON.stringify(body)).not.toBe("");
      expect(messageOf(answer)).not.toMatch(/[а-яё]/i);
    }
    const huge = await report(reporter.token, {
      target: "post",
      target_id: 1,
      reason: "spam",
      note: "x".repeat(40_000),
    });
    expect(huge.status).toBe(413);
  });

  it("budgets reports per reporter: past the day's number a 429 with Retry-After, misses included", async () => {
    const reporter = await signInWithPhone(server.url, freshPhone());
    const body = (id: number) => ({ target: "post", target_id: 1_900_000_000 + id, reason: "spam" });
    for (let index = 0; index < 30; index++) expect((await report(reporter.token, body(index))).status).toBe(404);
    const refused = await report(reporter.token, body(99));
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(messageOf(refused)).toContain("Слишком много жалоб");
    // Another reporter is not held by it.
    const other = await signInWithPhone(server.url, freshPhone());
    expect((await report(other.token, { target: "post", target_id: reportedAdId, reason: "sold" })).status).toBe(201);
  });
});

describe("a report hiding an ad, as the database keeps it", () => {
  it("puts the ad in review as reported and writes one audit entry without an actor", async () => {
    const { inspectAfter } = await import("./direct-db");
    let adId = 0;
    const state = await inspectAfter({
      prepare: async (db) => {
        const [demo] = await db
          .select({ userId: posts.userId })
          .from(posts)
          .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
          .limit(1);
        adId = (await copyDemoPost(db, { userId: demo?.userId ?? null, contactPhone: "212-465-1115" })).id;
      },
      run: async (url) => {
        for (let index = 0; index < 4; index++) {
          const reporter = await signInWithPhone(url, freshPhone());
          const answer = await post(
            url,
            "/v1/reports",
            { target: "post", target_id: adId, reason: "prohibited" },
            { token: reporter.token },
          );
          expect(answer.status).toBe(201);
        }
      },
      read: async (db) => {
        const [row] = await db
          .select({ status: posts.status, reason: posts.reviewReason })
          .from(posts)
          .where(eq(posts.id, adId));
        const entries = await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, String(adId)));
        return { row, entries };
      },
    });
    expect(state.row).toEqual({ status: "review", reason: "reported" });
    expect(state.entries).toHaveLength(1);
    expect(state.entries[0]).toMatchObject({
      actorId: null,
      action: "post.hide",
      targetKind: "post",
      reason: "reported",
      details: { open_reports: 3, threshold: 3 },
    });
  });
});
