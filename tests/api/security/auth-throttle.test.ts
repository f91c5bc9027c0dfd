import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authResponseSchema, rateLimitedSchema } from "../../../src/shared/contract/auth";
import { freshEmail, post, type Answer } from "../auth-helpers";
import { dedicatedServer, type PreparedServer } from "../direct-db";

const PASSWORD = "Own3r!pass";

/**
 * Failures earn the (username, address) pair a growing wait, an address has a
 * cap of its own, and nobody's failures hold the owner signing in from another address.
 * A server of its own with the default limits; TRUST_PROXY lets X-Forwarded-For play the addresses.
 */
describe("password sign-in throttling (no lockout a stranger can cause)", () => {
  let server: PreparedServer;
  beforeAll(async () => {
    server = await dedicatedServer({ TRUST_PROXY: "true", IP_LIMIT_FACTOR: "1" });
  }, 120_000);
  afterAll(() => server.stop());

  const from = (ip: string, username: string, password: string, language = "en"): Promise<Answer> =>
    post(
      server.url,
      "/v1/auth/login",
      { username, password },
      { headers: { "X-Forwarded-For": ip, "Accept-Language": language } },
    );

  it("after 5 free failures address A waits 1 s, 2 s, 4 s…; the owner from address B signs in at once", async () => {
    const email = freshEmail("owner");
    expect(
      (
        await post(
          server.url,
          "/v1/auth/register",
          { username: email, password: PASSWORD },
          { headers: { "X-Forwarded-For": "203.0.113.2" } },
        )
      ).status,
    ).toBe(200);
    const A = "198.51.100.7";
    for (let n = 1; n <= 5; n++) expect((await from(A, email, `Wrong!${n}`)).status).toBe(401);
    const waits: number[] = [];
    let requests = 5;
    let failures = 5;
    for (let round = 0; round < 3; round++) {
      const refused = await from(A, email, "Wrong!again");
      requests++;
      expect(refused.status).toBe(429);
      const body = rateLimitedSchema.parse(refused.body);
      expect(refused.response.headers.get("retry-after")).toBe(String(body.retry_after));
      expect(body.message).toBe(`Too many failed sign-in attempts. Try again in ${body.retry_after} s.`);
      waits.push(body.retry_after);
      // Even the right password waits: a refusal during the wait tells nothing.
      expect((await from(A, email, PASSWORD)).status).toBe(429);
      requests++;
      // The wait passes on the server's clock: moved, not waited for.
      expect((await post(server.url, "/v1/test/clock", { advance_ms: body.retry_after * 1000 + 100 })).status).toBe(
        200,
      );
      expect((await from(A, email, `Wrong!${round}`)).status).toBe(401);
      requests++;
      failures++;
    }
    expect(waits).toEqual([1, 2, 4]);
    const fourth = await from(A, email, "Wrong!later", "uk");
    expect(fourth.status).toBe(429);
    expect(rateLimitedSchema.parse(fourth.body)).toMatchObject({ retry_after: 8 });
    expect(requests + 1).toBeGreaterThanOrEqual(10);
    expect(failures).toBe(8);

    // The owner, from another address, is not held by any of it.
    const started = Date.now();
    const owner = await from("203.0.113.2", email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(authResponseSchema.parse(owner.body).data.type).toBe("login");
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);

  it("a success forgets its pair's failures", async () => {
    const email = freshEmail("forgets");
    const C = "198.51.100.9";
    expect(
      (
        await post(
          server.url,
          "/v1/auth/register",
          { username: email, password: PASSWORD },
          { headers: { "X-Forwarded-For": C } },
        )
      ).status,
    ).toBe(200);
    for (let n = 1; n <= 4; n++) expect((await from(C, email, `Wrong!${n}`)).status).toBe(401);
    expect((await from(C, email, PASSWORD)).status).toBe(200);
    for (let n = 1; n <= 5; n++) expect((await from(C, email, `Wrong!${n}`)).status).toBe(401);
  }, 60_000);

  it("an address trying many usernames is refused after 50 failures an hour; other addresses are not", async () => {
    const D = "198.51.100.50";
    for (let n = 1; n <= 50; n++) expect((await from(D, freshEmail(`stuffed${n}`), "Wrong!pass")).status).toBe(401);
    const refused = await from(D, freshEmail("stuffed51"), "Wrong!pass", "pl");
    expect(refused.status).toBe(429);
    const body = rateLimitedSchema.parse(refused.body);
    expect(body.retry_after).toBeGreaterThan(59 * 60);
    expect(body.message).not.toMatch(/[А-я]/);
    expect(body.message).toContain("60");
    expect((await from("198.51.100.51", freshEmail("other"), "Wrong!pass")).status).toBe(401);
  }, 120_000);
});
