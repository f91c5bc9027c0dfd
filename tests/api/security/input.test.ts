import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES, type ValidationKey } from "../../../src/shared/validation/messages";
import type { ApiMessageKey } from "../../../src/shared/messages/api";
import { serverMessage, translate } from "../../../src/server/http/messages";
import type { Locale } from "../../../src/shared/locales";
import { AD_BODY_LIMIT, JSON_BODY_LIMIT } from "../../../src/server/http/body-limit";
import { call, freshPhone, messageOf, post, signInWithPhone, type Answer } from "../auth-helpers";
import { baseUrl } from "../client";
import { serverCpuMs } from "../server-cpu";
import { adReferences } from "./ad-references";

// No request can freeze the server: input bounding. Each test sends what the
// attack sent (docs/security.md) against the run's server and would fail on the code before the fix.

let base = "";
let categoryId = 0;
let cityId = 0;

beforeAll(async () => {
  base = baseUrl();
  ({ categoryId, cityId } = await adReferences(base));
  expect(categoryId * cityId).toBeGreaterThan(0);
});

const validation = (locale: Locale, key: ValidationKey) => translate(locale, VALIDATION_MESSAGES[key]);
const api = (locale: Locale, key: ApiMessageKey) => serverMessage(locale, key);
const errorsOf = (answer: Answer): Record<string, string[]> =>
  (answer.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};

function jobForm(title = "Нужен повар в ресторан на Девон"): Record<string, unknown> {
  return {
    kind: "job",
    title,
    content: "<p>Ищем опытного повара на кухню ресторана, полный рабочий день, оплата еженедельно.</p>",
    categoryIds: [categoryId],
    locationIds: [cityId],
    contact: { phone: "773-465-0142", country_code: "+1", contact_person: "Иван", email: "" },
    fields: { salary_from: 25, salary_period: "hour" },
    photos: [],
  };
}

/** A raw request: a body as bytes, any Content-Type (or none). */
async function send(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { Accept: "application/json", "Accept-Language": "ru", ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, response };
}

/** What the old title pattern cost the one thread: 51 s. Linear checks of these inputs cost a few tens of ms. */
const ATTACK_CPU_LIMIT_MS = 500;

/**
 * Runs an attack while /healthz is asked every few milliseconds: the server's CPU time the attack cost (a pattern
 * that backtracks burns seconds of it, on a quiet machine or a busy one) and that /healthz kept answering meanwhile.
 * Not wall time: the test machine's other work delays answers by chance, and a timed test fails on a busy machine.
 */
async function underAttack(
  attack: () => Promise<Answer[]>,
): Promise<{ answers: Answer[]; attackCpuMs: number; healthCount: number }> {
  for (let warm = 0; warm < 3; warm++) await call(base, "GET", "/healthz"); // warm connections and handler
  const state = { done: false };
  let healthCount = 0;
  const probe = (async () => {
    while (!state.done) {
      const answer = await fetch(new URL("/healthz", base));
      if (answer.ok) healthCount += 1;
      await answer.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const cpuBefore = serverCpuMs();
  const answers = await attack();
  const attackCpuMs = serverCpuMs() - cpuBefore;
  state.done = true;
  await probe;
  console.info(`[input] attack: ${attackCpuMs} ms of the server's CPU; /healthz answered ${healthCount} times`);
  return { answers, attackCpuMs, healthCount };
}

/**
 * Streams a body of `total` bytes over a socket of its own (with a Content-Length or chunked) and
 * stops sending as soon as the server answers: the status, the answer, how many bytes had been sent.
 * A raw socket, because the server may close the connection right after its answer, in the middle of
 * a write that an HTTP client would report as an error instead of the answer.
 */
function streamBody(
  path: string,
  total: number,
  options: { chunked: boolean; contentType?: string; headers?: Record<string, string> },
) {
  return new Promise<{ status: number; body: unknown; headers: string; sentBytes: number; ms: number }>(
    (resolve, reject) => {
      const url = new URL(path, base);
      const started = performance.now();
      const headers: Record<string, string> = {
        Host: url.host,
        "Content-Type": options.contentType ?? "application/json",
        "Accept-Language": "ru",
        ...options.headers,
        ...(options.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(total) }),
      };
      const head = `POST ${url.pathname} HTTP/1.1\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")}\r\n`;
      const chunk = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON whitespace, the same buffer each time
      const framed = options.chunked
        ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
        : chunk;
      const socket = net.connect(Number(url.port), url.hostname);
      let sentBytes = 0;
      let received = "";
      let answeredMs = 0;
      socket.setEncoding("utf8");
      socket.on("data", (part: string) => {
        if (received === "") answeredMs = performance.now() - started;
        received += part;
      });
      socket.on("error", () => undefined); // EPIPE / ECONNRESET once the server has answered and closed
      socket.on("close", () => {
        const [top = "", body = ""] = received.split("\r\n\r\n");
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(top)?.[1] ?? 0);
        if (status === 0) {
          reject(new Error(`no answer after ${sentBytes} bytes`));
          return;
        }
        resolve({ status, body: JSON.parse(body) as unknown, headers: top.toLowerCase(), sentBytes, ms: answeredMs });
      });
      const pump = () => {
        while (received === "" && sentBytes < total && !socket.destroyed) {
          sentBytes += chunk.length;
          if (!socket.write(framed)) {
            socket.once("drain", pump);
            return;
          }
        }
        if (sentBytes >= total && !socket.destroyed) socket.end(options.chunked ? "0\r\n\r\n" : "");
      };
      socket.write(head);
      pump();
    },
  );
}

describe("finding 1: a long title or e-mail freezes every request", () => {
  it("a 200 KB title is refused at a small cost while /healthz keeps answering", async () => {
    const title = `a${"a".repeat(200 * 1024)}`;
    const { answers, attackCpuMs, healthCount } = await underAttack(() =>
      Promise.all(Array.from({ length: 4 }, () => post(base, "/v1/posts", jobForm(title)))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(errorsOf(answer).title).toEqual([validation("ru", "titleMax")]);
    }
    expect(attackCpuMs).toBeLessThan(ATTACK_CPU_LIMIT_MS);
    expect(healthCount).toBeGreaterThan(0);
  });

  it("titles of the old patterns' worst shapes, just under the body limit, are refused as cheaply", async () => {
    const room = AD_BODY_LIMIT - 2048;
    const titles = [
      `a@${"a".repeat(room)}`,
      "a-".repeat(room / 2),
      `a@${"a.".repeat(room / 2)} `,
      `${"a".repeat(room)}@`,
    ];
    const { answers, attackCpuMs, healthCount } = await underAttack(() =>
      Promise.all(titles.map((title) => post(base, "/v1/posts", jobForm(title)))),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(422);
    expect(attackCpuMs).toBeLessThan(ATTACK_CPU_LIMIT_MS);
    expect(healthCount).toBeGreaterThan(0);
  });

  it("e-mails and usernames of the worst shapes, just under the JSON limit, are refused as cheaply", async () => {
    const room = JSON_BODY_LIMIT - 1024;
    const worst = `a@${"a.".repeat(room / 2 - 2)} `;
    const { answers, attackCpuMs } = await underAttack(() =>
      Promise.all([
        post(base, "/v1/auth/login", { username: worst, password: "x" }),
        post(base, "/v1/auth/register", { username: worst, password: "Aa1!aaaa" }),
        post(base, "/v1/auth/forgot-password", { email: worst }),
        post(base, "/v1/auth/login", { username: `${"a".repeat(room)}@`, password: "x" }),
      ]),
    );
    const [, , forgot] = answers;
    for (const answer of answers) expect(answer.status).toBe(422);
    expect(forgot && messageOf(forgot)).toBe(validation("ru", "forgotEmail"));
    expect(attackCpuMs).toBeLessThan(ATTACK_CPU_LIMIT_MS);
  });
});

describe("finding 2: no body limit", () => {
  it("a 100 MB JSON body with a Content-Length is refused with 413 before it is read", async () => {
    const total = 100 * 1024 * 1024;
    const answer = await streamBody("/v1/auth/login", total, { chunked: false });
    console.info(
      `[input] 100 MB with Content-Length: ${answer.status} after ${answer.sentBytes} bytes sent, in ` +
        `${answer.ms.toFixed(0)} ms`,
    );
    expect(answer.status).toBe(413);
    expect((answer.body as { message: string }).message).toBe(api("ru", "payloadTooLarge"));
    expect(answer.sentBytes).toBeLessThan(total);
  });

  it("a chunked 100 MB body is cut once past the limit", async () => {
    const total = 100 * 1024 * 1024;
    const answer = await streamBody("/v1/auth/otp", total, { chunked: true, headers: { "Accept-Language": "ua" } });
    console.info(
      `[input] 100 MB chunked: ${answer.status} after ${answer.sentBytes} bytes sent, in ${answer.ms.toFixed(0)} ms`,
    );
    expect(answer.status).toBe(413);
    expect((answer.body as { message: string }).message).toBe(api("ua", "payloadTooLarge"));
    expect(answer.sentBytes).toBeLessThan(total);
  });

  it("each route has its own size: 32 KB of JSON, 256 KB for an ad, photos their own", async () => {
    const padded = (bytes: number) => JSON.stringify({ username: "a@b.cd", password: "x", pad: " ".repeat(bytes) });
    expect(
      (await send("POST", "/v1/auth/login", padded(JSON_BODY_LIMIT + 10), { "Content-Type": "application/json" }))
        .status,
    ).toBe(413);
    expect(
      (await send("POST", "/v1/auth/login", padded(JSON_BODY_LIMIT - 100), { "Content-Type": "application/json" }))
        .status,
    ).not.toBe(413);
    // An ad with content of 20 000 characters, all of them escaped, still fits.
    const bigAd = jobForm();
    bigAd.content = "\u0001".repeat(20_000);
    expect((await post(base, "/v1/posts", bigAd)).status).toBe(422);
    const tooBig = { ...jobForm(), pad: "a".repeat(AD_BODY_LIMIT) };
    const refused = await post(base, "/v1/posts", tooBig, { headers: { "Accept-Language": "pl" } });
    expect(refused.status).toBe(413);
    expect(messageOf(refused)).toBe(api("pl", "payloadTooLarge"));
    // The unread rest is dropped with the connection: the answer says so, and the next call opens another.
    expect(refused.response.headers.get("connection")).toBe("close");
    // A PATCH of an ad has the ad's limit, another PATCH the JSON one.
    expect(
      (
        await send("PATCH", "/v1/posts/1", JSON.stringify({ pad: "a".repeat(AD_BODY_LIMIT) }), {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(413);
    expect(
      (
        await send("PATCH", "/v1/profile/settings", JSON.stringify({ pad: "a".repeat(JSON_BODY_LIMIT) }), {
          "Content-Type": "application/json",
        })
      ).status,
    ).toBe(413);
  });

  it("a 100 MB photo upload is refused with 413 before it is read", async () => {
    const total = 100 * 1024 * 1024;
    const answer = await streamBody("/v1/uploads", total, {
      chunked: false,
      contentType: "multipart/form-data; boundary=x",
      headers: { "X-Upload-Owner": "input-test-owner-key-0001" },
    });
    expect(answer.status).toBe(413);
    expect((answer.body as { message: string }).message).toBe(api("ru", "uploadTooLarge"));
    expect(answer.sentBytes).toBeLessThan(total);
  });
});

describe("finding 3: JSON accepted as text/plain", () => {
  const body = JSON.stringify({ username: "irina@trucks.com", password: "Secret1!" });

  it("a cross-site form's types are refused with 415, in the caller's language", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const answer = await send("POST", "/v1/auth/login", body, { "Content-Type": type, "Accept-Language": "ua" });
      expect(answer.status, type).toBe(415);
      expect(messageOf(answer)).toBe(api("ua", "unsupportedMediaType"));
    }
    const untyped = await fetch(new URL("/v1/auth/otp", base), {
      method: "POST",
      body: new Uint8Array(Buffer.from(body)),
      headers: { "Accept-Language": "ru" },
    });
    expect(untyped.status).toBe(415);
    expect(((await untyped.json()) as { message: string }).message).toBe(api("ru", "unsupportedMediaType"));
  });

  it("JSON with parameters or a +json suffix is read", async () => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8", "application/merge-patch+json"]) {
      const answer = await send("POST", "/v1/auth/login", JSON.stringify({ username: "", password: "" }), {
        "Content-Type": type,
      });
      expect(answer.status, type).toBe(422);
    }
  });
});

describe("finding 4: 500s on odd input", () => {
  it("U+0000 in any text is a 422 on that field, in Russian and Ukrainian", async () => {
    for (const locale of ["ru", "ua"] as const) {
      const answer = await post(
        base,
        "/v1/auth/login",
        { username: "irina\u0000@trucks.com", password: "x" },
        { headers: { "Accept-Language": locale } },
      );
      expect(answer.status).toBe(422);
      expect(errorsOf(answer).username).toEqual([validation(locale, "invalidChars")]);
      expect(messageOf(answer)).toBe(validation(locale, "invalidChars"));
      expect(messageOf(answer)).not.toBe(validation("en", "invalidChars"));
    }
    const ad = jobForm();
    ad.contact = { ...(ad.contact as object), contact_person: "Ива\u0000н" };
    const refused = await post(base, "/v1/posts", ad);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)["contact.contact_person"]).toEqual([validation("ru", "invalidChars")]);
  });

  it("a lone surrogate in a JSON string (JSONB refuses it) is a 422", async () => {
    const lone = '{"kind":"job","title":"Повар \\ud800 на кухню","content":"x"}';
    const answer = await send("POST", "/v1/posts", lone, {
      "Content-Type": "application/json",
      "Accept-Language": "ua",
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer).title).toEqual([validation("ua", "invalidChars")]);
    const ad = jobForm();
    ad.fields = { salary_from: 25, schedule: "\udfff" };
    expect((await post(base, "/v1/posts", ad)).status).toBe(422);
  });

  it("ids of 2³¹ and more in bodies are a 422 saying the number is too big", async () => {
    const ad = jobForm();
    ad.categoryIds = [2 ** 31];
    ad.photos = [2 ** 53];
    const answer = await post(base, "/v1/posts", ad);
    expect(answer.status).toBe(422);
    expect(errorsOf(answer)["categoryIds.0"]).toEqual([validation("ru", "tooBigNumber")]);
    const verify = await post(base, "/v1/auth/verification/phone", {
      phone: "773-465-0142",
      country_code: "+1",
      code: "123456",
      post_id: 2 ** 31,
    });
    expect(verify.status).toBe(422);
    expect(errorsOf(verify).post_id).toEqual([validation("ru", "tooBigNumber")]);
    const session = await signInWithPhone(base, freshPhone());
    const chat = await call(base, "POST", "/v1/chats", {
      body: { post_id: 2 ** 31, body: "Здравствуйте" },
      token: session.token,
      headers: { "Accept-Language": "ua" },
    });
    expect(chat.status).toBe(422);
    expect(errorsOf(chat).post_id).toEqual([validation("ua", "tooBigNumber")]);
  });

  it("%00 in a path or a query, and numbers past any page, are 4xx in the caller's language", async () => {
    const paths = [
      "/v1/posts?q=%00%00ab",
      "/v1/posts?location=chi%00cago",
      "/v1/posts/job/slug%00",
      "/v1/locations/single?slug=%00",
      "/v1/authors/blog/a%00b",
      "/v1/redirects?path=/a%00",
      "/v1/seo/meta?path=/%00",
      "/v1/dev/sms-outbox?phone=%00",
    ];
    for (const path of paths) {
      const answer = await call(base, "GET", path, { headers: { "Accept-Language": "ua" } });
      expect(answer.status, path).toBe(400);
      expect(messageOf(answer), path).toBe(api("ua", "invalidRequest"));
    }
    for (const path of [
      "/v1/posts?page=99999999999",
      "/v1/posts?user=99999999999",
      "/v1/posts?price_min=1e300",
      "/v1/news?page=99999999999",
      "/v1/feed/user/1?page=1e20",
    ]) {
      const answer = await call(base, "GET", path);
      expect(answer.status, path).toBe(422);
      expect(messageOf(answer), path).toBe(api("ru", "invalidRequest"));
      expect(Object.values(errorsOf(answer)).flat().join(" "), path).toMatch(/[а-яё]/i);
    }
    // An encoded lone surrogate is invalid UTF-8: it stays as typed, and finds nothing.
    for (const path of ["/v1/posts?q=%ED%A0%80%ED%A0%80", "/v1/posts/job/%ED%A0%80", "/v1/feed/user/99999999999"]) {
      expect((await call(base, "GET", path)).status, path).toBeLessThan(500);
    }
  });
});

describe("finding 5: zod's own English messages", () => {
  it("a type error answers in Polish for pl, never zod's English", async () => {
    const answer = await post(
      base,
      "/v1/auth/login",
      { username: 5, password: ["x"] },
      { headers: { "Accept-Language": "pl" } },
    );
    expect(answer.status).toBe(422);
    expect(errorsOf(answer).username).toEqual([validation("pl", "invalidType")]);
    expect(errorsOf(answer).password).toEqual([validation("pl", "invalidType")]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Invalid|expected|received/);
  });

  it("every kind of zod issue has its own text in every language", async () => {
    const ad = { ...jobForm(), kind: "rocket" };
    const union = await post(base, "/v1/posts", ad, { headers: { "Accept-Language": "ua" } });
    expect(union.status).toBe(422);
    expect(errorsOf(union).kind).toEqual([validation("ua", "choose")]);
    const long = await call(base, "GET", `/v1/locations/single?slug=${"a".repeat(101)}`, {
      headers: { "Accept-Language": "pl" },
    });
    expect(errorsOf(long).slug).toEqual([validation("pl", "tooLong")]);
    const format = await call(base, "GET", "/v1/locations/single?slug=Not_A_Slug");
    expect(errorsOf(format).slug).toEqual([validation("ru", "invalidFormat")]);
    const english = await call(base, "GET", "/v1/locations/single?slug=Not_A_Slug", {
      headers: { "Accept-Language": "en" },
    });
    expect(errorsOf(english).slug).toEqual([validation("en", "invalidFormat")]);
  });
});
