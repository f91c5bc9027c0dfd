import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, reports, users } from "../../src/server/db/schema";
import { adminPostResponseSchema, adminUserResponseSchema } from "../../src/shared/contract/admin";
import { reportResponseSchema } from "../../src/shared/contract/reports";
import { call, freshPhone, messageOf, post, signInWithPhone, type Answer } from "./auth-helpers";
import { inspectAfter, serverWithPreparedDb, type PreparedServer } from "./direct-db";
import { copyDemoPost } from "./social-helpers";

/**
 * Reports of ads by visitors who are not signed in, on a server of their own with the real per-address budgets and
 * addresses taken from X-Forwarded-For (TRUST_PROXY): each visitor below comes from an address of its own.
 */
describe("POST /v1/reports by a visitor", () => {
  let server: PreparedServer;
  const moderatorPhone = freshPhone();
  let authorId = 0;
  const ads = { once: 0, visitors: 0, mixed: 0, budget: 0 };

  beforeAll(async () => {
    server = await serverWithPreparedDb(
      async (db) => {
        const [author] = await db
          .insert(users)
          .values([{ phone: freshPhone().e164, name: "Автор под жалобами" }])
          .returning({ id: users.id });
        await db.insert(users).values({ phone: moderatorPhone.e164, name: "Модератор", role: "moderator" });
        authorId = author?.id ?? 0;
        for (const key of Object.keys(ads) as (keyof typeof ads)[])
          ads[key] = (await copyDemoPost(db, { userId: authorId, contactPhone: freshPhone().typed })).id;
      },
      { IP_LIMIT_FACTOR: "1", TRUST_PROXY: "true" },
    );
  });
  afterAll(() => server.stop());

  /** A browser at an address: it keeps the device cookie the server gives it, as a browser does. */
  function visitor(address: string) {
    let cookie = "";
    return async (body: unknown, language = "ru"): Promise<Answer> => {
      const headers: Record<string, string> = { "Accept-Language": language, "X-Forwarded-For": address };
      if (cookie) headers.Cookie = cookie;
      const answer = await call(server.url, "POST", "/v1/reports", { body, headers });
      const device = /(?:^|[\s,])device=([\w-]+)/.exec(answer.response.headers.get("set-cookie") ?? "")?.[1];
      if (device) cookie = `device=${device}`;
      return answer;
    };
  }
  const ofAd = (id: number, reason = "fraud") => ({ target: "post", target_id: id, reason });
  const listed = async (id: number) => {
    const answer = await call(server.url, "GET", `/v1/posts?user=${String(authorId)}&per_page=50`);
    expect(answer.status).toBe(200);
    return JSON.stringify(answer.body).includes(`"id":${String(id)}`);
  };

  it("receives a visitor's report of an ad, once per device: a repeat says it was already reported", async () => {
    const report = visitor("203.0.113.10");
    const first = await report({ ...ofAd(ads.once), note: "  Просит предоплату  " });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const received = reportResponseSchema.parse(first.body).data;
    expect(received.repeated).toBe(false);
    // Idempotent, as for a signed-in reporter: the first report again, marked as a repeat.
    const again = await report(ofAd(ads.once, "spam"));
    expect(again.status).toBe(200);
    expect(reportResponseSchema.parse(again.body).data).toEqual({ ...received, repeated: true });
    // Another browser at the same address (a household, an office) is another reporter.
    expect((await visitor("203.0.113.10")(ofAd(ads.once))).status).toBe(201);
  });

  it("still asks a visitor to sign in to report a user or a message, in the caller's language", async () => {
    const report = visitor("203.0.113.11");
    for (const target of ["user", "message"]) {
      const answer = await report({ target, target_id: authorId, reason: "offensive" }, "en");
      expect(answer.status, target).toBe(401);
      expect(messageOf(answer)).toMatch(/sign in/i);
    }
  });

  it("hides an ad only at the visitors' higher threshold: twice the signed-in one, one per address", async () => {
    // The signed-in threshold is 3; visitors' reports count half, so six addresses hide an ad.
    for (let index = 1; index <= 5; index++)
      expect((await visitor(`198.51.100.${index}`)(ofAd(ads.visitors))).status).toBe(201);
    // The fifth address again with a new device (cookies cleared) is received, and counts no more.
    expect((await visitor("198.51.100.5")(ofAd(ads.visitors))).status).toBe(201);
    expect(await listed(ads.visitors)).toBe(true);
    expect((await visitor("198.51.100.6")(ofAd(ads.visitors))).status).toBe(201);
    expect(await listed(ads.visitors)).toBe(false);

    // Two signed-in reports and two visitors' make the same three.
    for (const [index, phone] of [freshPhone(), freshPhone()].entries()) {
      // Each from an address of its own: on PostgreSQL, 127.0.0.1's code budget is every test's of the worker.
      const { token } = await signInWithPhone(server.url, phone, null, {
        "X-Forwarded-For": `203.0.113.6${String(index)}`,
      });
      expect((await post(server.url, "/v1/reports", ofAd(ads.mixed), { token })).status).toBe(201);
    }
    expect((await visitor("192.0.2.1")(ofAd(ads.mixed))).status).toBe(201);
    expect(await listed(ads.mixed)).toBe(true);
    expect((await visitor("192.0.2.2")(ofAd(ads.mixed))).status).toBe(201);
    expect(await listed(ads.mixed)).toBe(false);
  });

  it("shows the team which reports came from visitors", async () => {
    const { token } = await signInWithPhone(server.url, moderatorPhone, null, { "X-Forwarded-For": "203.0.113.70" });
    const summary = await call(server.url, "GET", `/v1/admin/posts/${String(ads.mixed)}`, { token });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(adminPostResponseSchema.parse(summary.body).data.reports).toMatchObject({ open: 4, visitors: 2 });
    const page = await call(server.url, "GET", `/v1/admin/users/${String(authorId)}`, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const about = adminUserResponseSchema.parse(page.body).data.reports_about.filter((r) => r.target_id === ads.mixed);
    expect(about.map((r) => r.reporter === null).sort()).toEqual([false, false, true, true]);
  });

  it("budgets visitors per address: past the hour's number a 429 with Retry-After, in the caller's words", async () => {
    const report = visitor("198.51.100.77");
    // Misses spend too, so ids cannot be probed for free; each call is a new device (cookies cleared).
    for (let index = 0; index < 10; index++) {
      const answer = await visitor("198.51.100.77")(ofAd(1_900_000_000 + index));
      expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    }
    const refused = await report(ofAd(ads.budget), "pl");
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(messageOf(refused)).toContain("Zbyt wiele zgłoszeń");
    // Another address is not held by it; an hour later this one reports again.
    expect((await visitor("198.51.100.78")(ofAd(ads.budget))).status).toBe(201);
    expect((await post(server.url, "/v1/test/clock", { advance_ms: 60 * 60_000 + 1000 })).status).toBe(200);
    expect((await report(ofAd(ads.budget))).status).toBe(201);
  });
});

describe("a visitor's report as the database keeps it", () => {
  it("names no user and holds the device and the address only as keyed hashes", async () => {
    let adId = 0;
    const rows = await inspectAfter({
      prepare: async (db) => {
        const [demo] = await db
          .select({ userId: posts.userId })
          .from(posts)
          .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
          .limit(1);
        adId = (await copyDemoPost(db, { userId: demo?.userId ?? null, contactPhone: freshPhone().typed })).id;
      },
      run: async (url) => {
        const answer = await post(url, "/v1/reports", { target: "post", target_id: adId, reason: "spam" });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      },
      read: (db) =>
        db
          .select()
          .from(reports)
          .where(and(eq(reports.targetId, adId), isNull(reports.reporterId))),
    });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain("127.0.0.1");
    const [row] = rows;
    expect(row?.reporterId).toBeNull();
    expect(row?.visitorDevice).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.visitorAddress).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.visitorAddress).not.toBe(row?.visitorDevice);
  });
});
