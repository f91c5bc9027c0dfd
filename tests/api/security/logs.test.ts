// The server's log carries no personal data. A server of its own is driven through sign-in
// by phone, contacts left on an ad and a chat message with a phone and an e-mail in it; its whole output
// is then searched for them. The failed-query case is checked on the serializer with a real
// DrizzleQueryError from PGlite (its message holds the query's parameters).
import { Writable } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../../src/server/db/schema";
import { createLogger, scrub, serializeError } from "../../../src/server/log";
import { call, freshEmail, freshPhone, post, signInWithPhone } from "../auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "../direct-db";

/** A logger writing into a string. */
function capture() {
  let out = "";
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  return { logger: createLogger({ level: "trace", destination }), output: () => out };
}

/** Lines the console SMS/mail providers print on purpose outside production (a code, a link): not the server's log. */
const providerLine = (line: string) => /^\[(sms|mail)\] to /.test(line);

describe("the server's log", () => {
  let server: PreparedServer;
  let adId = 0;

  beforeAll(async () => {
    server = await serverWithPreparedDb(
      async (db) => {
        const [ad] = await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.status, "active"), isNotNull(posts.userId)))
          .limit(1);
        if (!ad) throw new Error("the demo posts are missing");
        adId = ad.id;
      },
      { LOG_LEVEL: "trace" },
    );
  });
  afterAll(() => server.stop());

  it("is JSON lines, and the start line still names the address", () => {
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(server.output()).toMatch(/"msg":"Obyava is listening on http:\/\/127\.0\.0\.1:\d+/);
  });

  it("holds no phone, e-mail or message a visitor sent", async () => {
    const phone = freshPhone();
    const other = freshPhone();
    const email = freshEmail("logs");
    const visitor = await signInWithPhone(server.url, phone);
    const contacts = await post(
      server.url,
      "/v1/contact-with",
      { message_type: "cv", phone: other.typed, email, post_id: adId },
      { token: visitor.token },
    );
    expect(contacts.status, JSON.stringify(contacts.body)).toBe(200);
    const text = `Позвоните мне ${other.typed} или напишите ${email}, спросите Прохора Шаляпина`;
    const chat = await post(server.url, "/v1/chats", { post_id: adId, body: text }, { token: visitor.token });
    expect([200, 201]).toContain(chat.status);
    await post(server.url, "/v1/profile/name", { name: "Прохор Шаляпин" }, { token: visitor.token });
    // A message to the team: stored and mailed, never logged (the console mail provider's own lines aside).
    const toTeam = await post(server.url, "/v1/contact", {
      page: "contact-us",
      name: "Прохор Шаляпин",
      phone: other.typed,
      country_code: "+1",
      message: text.slice(0, 200),
      register: true,
    });
    expect(toTeam.status, JSON.stringify(toTeam.body)).toBe(201);
    // Odd input the server refuses: still nothing of it in the log.
    await call(server.url, "GET", `/v1/posts?q=${encodeURIComponent(email)}`);
    await post(server.url, "/v1/auth/otp", { phone: "not a phone", country_code: "+1" });

    const log = server
      .output()
      .split("\n")
      .filter((line) => !providerLine(line))
      .join("\n");
    const digits = (typed: string) => typed.replace(/\D/g, "");
    for (const secret of [
      phone.e164,
      phone.typed,
      digits(phone.typed),
      other.e164,
      other.typed,
      digits(other.typed),
      email,
      text,
      "Прохор",
      visitor.token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("log.ts", () => {
  it("writes a failed query as its class, SQL state and text, without its parameters or detail", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const phone = "+12125550123";
    const email = "prokhor.shalyapin@example.com";
    await db.execute(sql`create table people (email text unique, age int)`);
    await db.execute(sql`insert into people values (${email}, 1)`);
    const failures: unknown[] = [];
    for (const statement of [sql`insert into people values (${email}, 2)`, sql`select ${phone}::int as n`]) {
      failures.push(
        await db.execute(statement).then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    await client.close();

    const [duplicate, badNumber] = failures;
    expect(duplicate).toBeInstanceOf(Error);
    // What drizzle and PGlite put in the error: the values.
    expect((duplicate as Error).message).toContain(email);
    expect(JSON.stringify(serializeError(duplicate))).not.toContain(email);
    expect(serializeError(duplicate)).toMatchObject({
      type: "DrizzleQueryError",
      sqlState: "23505",
      sql: "insert into people values ($1, 2)",
    });
    // PostgreSQL: value "+12125550123" is out of range for type integer (the value in the message itself).
    expect(String((badNumber as Error).cause)).toContain(phone);
    expect(serializeError(badNumber)).toMatchObject({ sqlState: "22003", sql: "select $1::int as n" });

    const { logger, output } = capture();
    logger.error({ err: duplicate }, "[http] request failed");
    logger.error({ err: badNumber }, "[http] request failed");
    expect(output()).not.toContain(email);
    expect(output()).not.toContain(phone);
    expect(output()).not.toContain("2125550123");
    expect(output()).toContain('"sqlState":"23505"');
  });

  it("redacts fields named like personal data, and masks phones and e-mails in free text", () => {
    const { logger, output } = capture();
    logger.info(
      {
        user: { phone: "+12125550123", email: "a.b@example.com", name: "Прохор" },
        text: "hello",
        params: ["+12125550123"],
      },
      "signed in",
    );
    logger.warn("could not send to +1 (212) 555-0123 or a.b@example.com");
    logger.error({ err: new Error("SMS to 212-555-0123 refused") }, "[sms] failed");
    expect(output()).not.toMatch(/555-?0123|a\.b@example\.com|Прохор|hello/);
    expect(output()).toContain("[redacted]");
    expect(output()).toContain("[phone]");
    expect(output()).toContain("[email]");
    // Dates, ports and counts are no phone numbers.
    expect(scrub("2026-11-24 on http://127.0.0.1:34567 took 120000 ms")).toBe(
      "2026-11-24 on http://127.0.0.1:34567 took 120000 ms",
    );
  });

  it("is silent at LOG_LEVEL=silent", () => {
    let out = "";
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    createLogger({ level: "silent", destination }).error("nothing");
    expect(out).toBe("");
  });
});
