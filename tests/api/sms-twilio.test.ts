import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmsSendError } from "../../src/server/adapters/sms";
import { TwilioSms } from "../../src/server/adapters/sms-twilio";
import { runServerExpectingExit } from "../support/server";
import { freshPhone, messageOf, requestCode } from "./auth-helpers";
import { dedicatedServer, type PreparedServer } from "./direct-db";

const SID = "AC00000000000000000000000000000001";
const AUTH_TOKEN = "fake-auth-token";
const FROM = "+15005550006";
/** Twilio's magic test number "invalid": its API answers 400 with error 21211. */
const INVALID_TO = "+15005550001";

interface Received {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com answering as its Messages resource is documented to. */
function fakeTwilio(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(raw);
      received.push({ path: request.url ?? "", authorization: request.headers.authorization, form });
      response.setHeader("Content-Type", "application/json");
      const expectedAuth = `Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString("base64")}`;
      if (request.headers.authorization !== expectedAuth) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            code: 20003,
            message: "Authenticate",
            more_info: "https://www.twilio.com/docs/errors/20003",
            status: 401,
          }),
        );
        return;
      }
      if (form.get("To") === INVALID_TO) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            code: 21211,
            message: `The 'To' number ${INVALID_TO} is not a valid phone number.`,
            more_info: "https://www.twilio.com/docs/errors/21211",
            status: 400,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          sid: "SM00000000000000000000000000000001",
          account_sid: SID,
          to: form.get("To"),
          from: form.get("From"),
          body: form.get("Body"),
          status: "queued",
          num_segments: "1",
          direction: "outbound-api",
          api_version: "2010-04-01",
          date_created: new Date().toUTCString(),
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${SID}/Messages/SM00000000000000000000000000000001.json`,
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe("TwilioSms", () => {
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  beforeAll(async () => {
    twilio = await fakeTwilio();
  });
  afterAll(() => twilio.close());

  it("posts the message form-encoded to the account's Messages resource with Basic auth", async () => {
    const sms = new TwilioSms({ accountSid: SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: twilio.url });
    await sms.send({ to: "+15551234567", text: "Obyava: ваш код 123456." });
    const last = twilio.received.at(-1);
    expect(last?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(Object.fromEntries(last?.form ?? [])).toEqual({
      To: "+15551234567",
      From: FROM,
      Body: "Obyava: ваш код 123456.",
    });
  });

  it("throws Twilio's error for a bad number and for bad credentials", async () => {
    const sms = new TwilioSms({ accountSid: SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: twilio.url });
    await expect(sms.send({ to: INVALID_TO, text: "x" })).rejects.toThrow(SmsSendError);
    await expect(sms.send({ to: INVALID_TO, text: "x" })).rejects.toThrow(/400 \(code 21211\)/);
    const wrongKey = new TwilioSms({ accountSid: SID, authToken: "nope", from: FROM, apiUrl: twilio.url });
    await expect(wrongKey.send({ to: "+15551234567", text: "x" })).rejects.toThrow(/401/);
  });

  it("throws when Twilio cannot be reached", async () => {
    const sms = new TwilioSms({ accountSid: SID, authToken: AUTH_TOKEN, from: FROM, apiUrl: "http://127.0.0.1:9" });
    await expect(sms.send({ to: "+15551234567", text: "x" })).rejects.toThrow(SmsSendError);
  });
});

describe("a production server", () => {
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  let server: PreparedServer;
  beforeAll(async () => {
    twilio = await fakeTwilio();
    server = await dedicatedServer({
      NODE_ENV: "production",
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: twilio.url,
      // Never connected to: no mail is sent in these tests.
      SMTP_URL: "smtp://127.0.0.1:9",
      MAIL_FROM: "Obyava <no-reply@obyava.example>",
      PUBLIC_URL: "https://obyava.example",
      AUTH_SECRET: "a-production-key-of-at-least-32-characters",
      // A Stripe account is required in production; nothing is charged here.
      STRIPE_SECRET_KEY: "sk_test_unused",
      STRIPE_PUBLISHABLE_KEY: "pk_test_unused",
      STRIPE_WEBHOOK_SECRET: "whsec_unused",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    await server.stop();
    await twilio.close();
  });

  it("sends codes through Twilio and keeps them out of its log", async () => {
    const phone = freshPhone();
    const sent = await requestCode(server.url, phone.typed);
    expect(sent.status).toBe(200);
    const message = twilio.received.find((entry) => entry.form.get("To") === phone.e164);
    const code = /\d{6}/.exec(message?.form.get("Body") ?? "")?.[0];
    expect(code).toBeDefined();
    expect(server.output()).not.toContain(code);
  });

  it("answers 502 with the code-sending failure message when Twilio refuses", async () => {
    const refused = await requestCode(server.url, "500-555-0001");
    expect(refused.status).toBe(502);
    expect(messageOf(refused)).toBe("Не удалось отправить код, попробуйте снова");
    // The failed code does not count: asking again at once is not "too early".
    expect((await requestCode(server.url, "500-555-0001")).status).toBe(502);
  });

  it("has no dev outboxes", async () => {
    for (const path of ["/v1/dev/sms-outbox?phone=%2B15551234567", "/v1/dev/mail-outbox?to=a@b.c"]) {
      expect((await fetch(new URL(path, server.url))).status).toBe(404);
    }
  });
});

describe("production without a real SMS provider", () => {
  it("refuses to start, naming the settings it needs", async () => {
    const { code, output } = await runServerExpectingExit({
      NODE_ENV: "production",
      PORT: "0",
      TWILIO_ACCOUNT_SID: "",
      TWILIO_AUTH_TOKEN: "",
      TWILIO_FROM: "",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: production needs a real SMS provider/);
    expect(output).not.toContain("listening");
  });
});
