import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loginRequestSchema } from "../../src/shared/contract/auth";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postListQuerySchema } from "../../src/shared/contract/posts";
import { contactFormSchema } from "../../src/shared/contract/profile";
import { rateLimitedSchema } from "../../src/shared/contract/auth";
import { tooManyRequests } from "../../src/server/http/refusals";
import { jsonBody, pathId, queryOf } from "../../src/server/http/validation";
import { refuse } from "../../src/server/http/refusals";
import { timesLimit, windowLimit } from "../../src/server/lib/rate-limit";

/**
 * The server's gates in front of every handler: the one validator hook (bodies, queries, path ids)
 * and the one 429 answer of every rate limit, each in the caller's language.
 */
const app = new Hono()
  .post("/login", jsonBody(loginRequestSchema), (c) => c.json({ ok: c.req.valid("json").username }))
  .post(
    "/contact/:id",
    pathId("id", (c) => refuse(c, 404, "postNotFound")),
    jsonBody(contactFormSchema),
    (c) => c.json({ id: c.req.valid("param").id }),
  )
  .get("/posts", queryOf(postListQuerySchema), (c) => c.json({ page: c.req.valid("query").page }))
  .get("/limited", (c) => tooManyRequests(c, "contactLimit", { retryAfterMs: 90_500 }));

const CYRILLIC = /[а-яё]/i;

async function send(method: "GET" | "POST", path: string, locale: string, body?: string, type = "application/json") {
  const response = await app.request(path, {
    method,
    headers: { "Accept-Language": locale, ...(body === undefined ? {} : { "Content-Type": type }) },
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

/** Every text of an error body: its message and each field's errors. */
function textsOf(body: unknown): string[] {
  const parsed = errorBodySchema.parse(body);
  return [parsed.message, ...Object.values(parsed.errors ?? {}).flat()];
}

describe("the validator hook", () => {
  it("answers a refused body with 422, the errors per field, the first of them as the message", async () => {
    for (const locale of ["ru", "en"]) {
      const answer = await send("POST", "/login", locale, JSON.stringify({ username: 5, password: "" }));
      expect(answer.status).toBe(422);
      const body = errorBodySchema.parse(answer.body);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(["password", "username"]);
      expect(body.message).toBe(Object.values(body.errors ?? {})[0]?.[0]);
      for (const text of textsOf(answer.body)) expect(CYRILLIC.test(text), text).toBe(locale === "ru");
    }
  });

  it("says a missing field is required, not zod's English", async () => {
    const ru = errorBodySchema.parse((await send("POST", "/login", "ru", JSON.stringify({ password: "x" }))).body);
    const en = errorBodySchema.parse((await send("POST", "/login", "en", JSON.stringify({ password: "x" }))).body);
    expect(ru.errors?.username?.[0]).toMatch(CYRILLIC);
    expect(en.errors?.username?.[0]).not.toMatch(CYRILLIC);
    expect(en.errors?.username?.[0]).not.toMatch(/expected|received/i);
  });

  it("refuses text the database cannot store (NUL, a lone surrogate) with 422 naming the field", async () => {
    for (const bad of ["Ива\u0000н", "x\ud800y"]) {
      const answer = await send("POST", "/login", "en", JSON.stringify({ username: bad, password: "x" }));
      expect(answer.status).toBe(422);
      expect(Object.keys(errorBodySchema.parse(answer.body).errors ?? {})).toEqual(["username"]);
    }
  });

  it("answers a body that is no JSON with 400, one of another type with 415, in the caller's language", async () => {
    const broken = await send("POST", "/login", "ru", "{not json");
    expect(broken.status).toBe(400);
    expect(errorBodySchema.parse(broken.body).message).toMatch(CYRILLIC);
    const form = await send("POST", "/login", "en", "username=a", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(errorBodySchema.parse(form.body).message).not.toMatch(CYRILLIC);
  });

  it("answers a refused query with 422 and a message about the whole request", async () => {
    const answer = await send("GET", "/posts?page=-1&per_page=abc", "en");
    expect(answer.status).toBe(422);
    const body = errorBodySchema.parse(answer.body);
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
    expect(body.message).not.toMatch(CYRILLIC);
    // The first of a repeated name is read, as before.
    expect((await send("GET", "/posts?page=2&page=x", "ru")).body).toEqual({ page: 2 });
  });

  it("answers a malformed path id with the route's own 404, before the body is read", async () => {
    for (const id of ["0", "01", "abc", "2147483648", "9999999999"]) {
      const answer = await send("POST", `/contact/${id}`, "en", "{not json");
      expect(answer.status, id).toBe(404);
    }
    const fine = await send("POST", "/contact/12", "ru", JSON.stringify({}));
    expect(fine.status).toBe(422);
  });

  it("never lets an odd value through or answers outside 4xx, in either language (fast-check)", async () => {
    const odd = fc.oneof(
      fc.constantFrom<unknown>("\u0000", "A".repeat(12_000), 2 ** 31, -1, 1.5, true, null, [], {}, "2147483648"),
      fc.jsonValue({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(odd, odd, fc.constantFrom("ru", "en"), async (username, password, locale) => {
        const answer = await send("POST", "/login", locale, JSON.stringify({ username, password }));
        if (typeof username === "string" && typeof password === "string" && answer.status === 200) return;
        expect(answer.status).toBe(422);
        for (const text of textsOf(answer.body)) expect(CYRILLIC.test(text), text).toBe(locale === "ru");
      }),
      { numRuns: 60 },
    );
  });
});

describe("the rate limits", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("counts a sliding window: room below the limit, then the wait until a place frees", () => {
    const rule = { limit: 3, windowMs: 60_000 };
    expect(timesLimit(rule, [ago(50_000), ago(10_000)], now)).toBeNull();
    expect(timesLimit(rule, [ago(50_000), ago(40_000), ago(10_000)], now)).toEqual({ retryAfterMs: 10_000 });
    // Past the limit, the attempt that frees a place is the limit-th newest.
    expect(timesLimit(rule, [ago(55_000), ago(50_000), ago(40_000), ago(10_000)], now)).toEqual({
      retryAfterMs: 10_000,
    });
    // Never less than a second, and a minute when the freeing attempt is unknown.
    expect(windowLimit(rule, { count: 3, freeing: ago(59_999) }, now)).toEqual({ retryAfterMs: 1000 });
    expect(windowLimit(rule, { count: 3, freeing: null }, now)).toEqual({ retryAfterMs: 60_000 });
  });

  it("answers 429 with Retry-After in whole seconds and the wait in the caller's language", async () => {
    for (const locale of ["ru", "en", "pl", "ua"]) {
      const answer = await send("GET", "/limited", locale);
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toBe("91");
      const body = rateLimitedSchema.parse(answer.body);
      expect(body.retry_after).toBe(91);
      expect(CYRILLIC.test(body.message), body.message).toBe(locale === "ru" || locale === "ua");
    }
  });
});
