import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rateLimitedSchema } from "../../src/shared/contract/auth";
import { otpCodes } from "../../src/server/db/schema";
import { hmacHex } from "../../src/server/lib/tokens";
import { freshPhone, messageOf, post, requestCode } from "./auth-helpers";
import { dedicatedServer, serverWithPreparedDb, type PreparedServer } from "./direct-db";

const MINUTE = 60_000;
const KEY = "a-test-key-of-at-least-32-characters-long";

describe("codes held in the database", () => {
  // Codes sent earlier, written straight into the database (the limits are its rows).
  const full = freshPhone(); // five codes in the last hour: a sixth is refused
  const four = freshPhone(); // four: a fifth may go
  const old = freshPhone(); // five, but all over an hour ago
  const expired = freshPhone(); // code 123456, sent 11 minutes ago
  const live = freshPhone(); // code 654321, sent 9 minutes ago
  let server: PreparedServer;

  beforeAll(async () => {
    const now = Date.now();
    const past = (phone: string, minutesAgo: number[]) =>
      minutesAgo.map((ago) => ({
        phone,
        codeHash: "0".repeat(64),
        ip: "192.0.2.1",
        createdAt: new Date(now - ago * MINUTE),
        expiresAt: new Date(now - ago * MINUTE + 10 * MINUTE),
      }));
    server = await serverWithPreparedDb(
      async (db) => {
        await db
          .insert(otpCodes)
          .values([
            ...past(full.e164, [50, 40, 30, 20, 10]),
            ...past(four.e164, [50, 40, 30, 10]),
            ...past(old.e164, [70, 68, 66, 64, 62]),
          ]);
        // Codes the server can check: hashed with the key it will use (AUTH_SECRET, given to it below).
        const key = KEY;
        const [expiredRow, liveRow] = [...past(expired.e164, [11]), ...past(live.e164, [9])];
        if (!expiredRow || !liveRow) throw new Error("no rows");
        await db.insert(otpCodes).values([
          { ...expiredRow, codeHash: hmacHex(key, `${expired.e164}:123456`) },
          { ...liveRow, codeHash: hmacHex(key, `${live.e164}:654321`) },
        ]);
      },
      { AUTH_SECRET: KEY },
    );
  });
  afterAll(() => server.stop());

  it("refuses the 6th code in an hour, until the oldest is an hour old", async () => {
    const refused = await requestCode(server.url, full.typed);
    expect(refused.status).toBe(429);
    const body = rateLimitedSchema.parse(refused.body);
    // The oldest of the five was sent 50 minutes ago: 10 minutes to wait.
    expect(body.retry_after).toBeGreaterThan(9 * 60);
    expect(body.retry_after).toBeLessThanOrEqual(10 * 60);
    expect(body.message).toBe("Слишком много кодов для этого номера. Попробуйте через 10 мин.");
    expect(refused.response.headers.get("retry-after")).toBe(String(body.retry_after));
  });

  it("accepts a code within its 10 minutes, and not after", async () => {
    const check = (phone: string, code: string) =>
      post(server.url, "/v1/auth/verification/phone", { code, phone, post_id: null, country_code: "+1" });
    const late = await check(expired.typed, "123456");
    expect(late.status).toBe(422);
    expect(messageOf(late)).toBe("Проверьте правильность введенного кода, или запросите новый код.");
    expect((await check(live.typed, "654321")).status).toBe(200);
  });

  it("sends the 5th, and forgets codes older than an hour", async () => {
    expect((await requestCode(server.url, four.typed)).status).toBe(200);
    expect((await requestCode(server.url, old.typed)).status).toBe(200);
  });
});

describe("codes per IP per hour", () => {
  let proxied: PreparedServer;
  let direct: PreparedServer;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      dedicatedServer({ OTP_IP_LIMIT_PER_HOUR: "3", TRUST_PROXY: "true" }),
      dedicatedServer({ OTP_IP_LIMIT_PER_HOUR: "2" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied.stop(), direct.stop()]);
  });

  it("refuses an IP its 4th code of the hour (OTP_IP_LIMIT_PER_HOUR=3), whatever the numbers", async () => {
    // Behind a proxy (TRUST_PROXY) the client is the first X-Forwarded-For entry; one of this run only.
    const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const headers = { "X-Forwarded-For": `${ip}, 192.0.2.10` };
    for (let n = 1; n <= 3; n++)
      expect((await requestCode(proxied.url, freshPhone().typed, headers)).status, `code ${n}`).toBe(200);
    const refused = await requestCode(proxied.url, freshPhone().typed, headers);
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(/^Слишком много запросов кода\. Попробуйте через (59|60) мин\.$/);
    // Another client behind the same proxy is not affected.
    expect((await requestCode(proxied.url, freshPhone().typed, { "X-Forwarded-For": "10.255.255.254" })).status).toBe(
      200,
    );
  });

  it("does not believe X-Forwarded-For without TRUST_PROXY", async () => {
    // Each call claims another address; all come from 127.0.0.1, so the limit (2) holds by the 3rd
    // (sooner on PostgreSQL, where other tests' codes from 127.0.0.1 count too).
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) {
      statuses.push((await requestCode(direct.url, freshPhone().typed, { "X-Forwarded-For": `10.0.0.${n}` })).status);
    }
    if (inject("databaseKind") === "pglite") expect(statuses).toEqual([200, 200, 429]);
    else expect(statuses).toContain(429);
  });
});
