import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../../src/server/db/schema";
import { insertUser } from "../../../src/server/db/user-repo";
import { rateLimitedSchema } from "../../../src/shared/contract/auth";
import { statisticResponseSchema } from "../../../src/shared/contract/profile";
import { call, freshPhone, messageOf, post, signInWithPhone } from "../auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "../direct-db";
import { copyDemoPost } from "../social-helpers";

/**
 * Uploads and phone reveals flooded from one address, on a server of its own with the default limits (uploadsPerIp and
 * revealsPerIp: 60 an hour); TRUST_PROXY lets X-Forwarded-For play the addresses.
 */
describe("floods and hidden ads", () => {
  const author = freshPhone();
  const stranger = freshPhone();
  let server: PreparedServer;
  let shown = { id: 0, section: "", slug: "" };
  let pending = 0;
  let hidden = 0;
  beforeAll(async () => {
    server = await serverWithPreparedDb(
      async (db) => {
        const user = await insertUser(db, { phone: author.e164, locale: "ru" });
        if (!user) throw new Error("no author");
        shown = await copyDemoPost(db, { userId: user.id, contactPhone: "+12125550177" });
        pending = (await copyDemoPost(db, { userId: user.id, contactPhone: "+12125550178" })).id;
        await db.update(posts).set({ status: "pending" }).where(eq(posts.id, pending));
        hidden = (await copyDemoPost(db, { userId: user.id, contactPhone: "+12125550179", status: "inactive" })).id;
      },
      { TRUST_PROXY: "true", IP_LIMIT_FACTOR: "1" },
    );
  }, 180_000);
  afterAll(() => server.stop());

  it("cuts one address off at 60 uploads an hour, whatever its owner keys, in the caller's language", async () => {
    const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    const statuses: number[] = [];
    let refusal: { status: number; body: unknown; headers: Headers } | null = null;
    for (let n = 0; n < 80; n++) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
      const headers = {
        "X-Upload-Owner": randomBytes(18).toString("base64url"),
        "X-Forwarded-For": "198.51.100.20",
        "Accept-Language": "en",
      };
      const response = await fetch(new URL("/v1/uploads", server.url), { method: "POST", headers, body: form });
      statuses.push(response.status);
      if (response.status === 429 && !refusal)
        refusal = { status: 429, body: await response.json(), headers: response.headers };
      else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    const body = rateLimitedSchema.parse(refusal?.body);
    expect(body.message).toMatch(/^Too many uploads\. Try again in \d+ min\.$/);
    expect(refusal?.headers.get("retry-after")).toBe(String(body.retry_after));
  }, 180_000);

  it("300 reveals from one visitor count once in the ad's statistics; the address gets 429 after 60", async () => {
    const { token } = await signInWithPhone(server.url, author);
    const revealsOf = async () =>
      statisticResponseSchema.parse(
        (await call(server.url, "GET", `/v1/statistic?post_id=${shown.id}`, { token })).body,
      ).data.totals.phone_reveals;
    const before = await revealsOf();
    const statuses: number[] = [];
    let refused = null;
    for (let n = 0; n < 300; n++) {
      const answer = await post(
        server.url,
        `/v1/posts/${shown.id}/phone`,
        {},
        { headers: { "X-Forwarded-For": "198.51.100.30", "Accept-Language": "en" } },
      );
      statuses.push(answer.status);
      refused ??= answer.status === 429 ? answer : null;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(messageOf(refused ?? { status: 0, body: null, response: new Response() })).toMatch(
      /^Too many phone numbers opened\. Try again in \d+ min\.$/,
    );
    expect(await revealsOf()).toBe(before + 1);
    // Another visitor counts once more.
    expect(
      (await post(server.url, `/v1/posts/${shown.id}/phone`, {}, { headers: { "X-Forwarded-For": "198.51.100.31" } }))
        .status,
    ).toBe(200);
    expect(await revealsOf()).toBe(before + 2);
  }, 180_000);

  it("answers someone else's pending or hidden ad exactly as a missing one (404, same message)", async () => {
    const { token } = await signInWithPhone(server.url, stranger);
    for (const id of [pending, hidden]) {
      for (const [method, path] of [
        ["DELETE", `/v1/posts/${id}`],
        ["POST", `/v1/posts/${id}/deactivate`],
        ["POST", `/v1/posts/${id}/activate`],
        ["GET", `/v1/posts/${id}/edit`],
        ["GET", `/v1/statistic?post_id=${id}`],
        ["GET", `/v1/requests?post_id=${id}`],
      ] as const) {
        const answer = await call(server.url, method, path, { token });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(messageOf(answer), `${method} ${path}`).toBe("Объявление не найдено.");
      }
    }
    expect(messageOf(await call(server.url, "DELETE", "/v1/posts/99999999", { token }))).toBe("Объявление не найдено.");
    // A public ad's owner is no secret: someone else's active ad stays 403.
    expect((await call(server.url, "DELETE", `/v1/posts/${shown.id}`, { token })).status).toBe(403);
  }, 60_000);
  it("cuts one address off at 60 searches a minute before any query runs, in the caller's language", async () => {
    const statuses: number[] = [];
    let refusal: { body: unknown; retryAfter: string | null } | null = null;
    for (let n = 0; n < 70; n++) {
      const query = new URLSearchParams({ q: `водитель ${String(n)}` });
      const response = await fetch(new URL(`/v1/search?${query.toString()}`, server.url), {
        headers: { "X-Forwarded-For": "198.51.100.40", "Accept-Language": "uk" },
      });
      statuses.push(response.status);
      if (response.status === 429 && !refusal)
        refusal = { body: await response.json(), retryAfter: response.headers.get("Retry-After") };
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    const body = rateLimitedSchema.parse(refusal?.body);
    expect(body.message).toMatch(/^Забагато запитів пошуку/);
    expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
    // Another address, and suggestions, have budgets of their own.
    const other = await fetch(new URL("/v1/search?q=cdl", server.url), {
      headers: { "X-Forwarded-For": "198.51.100.41" },
    });
    expect(other.status).toBe(200);
    const suggest = await fetch(new URL("/v1/search/suggest?q=cdl", server.url), {
      headers: { "X-Forwarded-For": "198.51.100.40" },
    });
    expect(suggest.status).toBe(200);
  }, 60_000);
});
