import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { runServerExpectingExit } from "../support/server";
import { textTag, call, freshPhone, messageOf, signInWithPhone } from "./auth-helpers";
import { dedicatedServer, type PreparedServer } from "./direct-db";
import {
  authorWithAd,
  checkoutKey,
  serverWithAuthor,
  paymentOf,
  TEST_CARD,
  type Author,
  type MoneyServer,
} from "./money-harness";
import { adReferences } from "./security/ad-references";

/**
 * What a stranger may send to the payment endpoints: every odd body is a 4xx in the caller's language (never a
 * 500), payments are budgeted per address, payer and payment, and no card number or contact reaches the log.
 */
let server: MoneyServer;
let author: Author;

beforeAll(async () => ({ server, author } = await serverWithAuthor()));
afterAll(async () => server.stop());

const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "ru", ...headers },
    body,
  });

describe("odd input", () => {
  it("answers bad create bodies with 4xx and Russian messages", async () => {
    const bodies: unknown[] = [
      { idempotency_key: "short", product: "top-3", post_id: author.postId },
      { idempotency_key: "k".repeat(5000), product: "top-3", post_id: author.postId },
      { idempotency_key: `${checkoutKey()}\u0000`, product: "top-3", post_id: author.postId },
      { idempotency_key: checkoutKey(), product: 7, post_id: author.postId },
      { idempotency_key: checkoutKey(), product: "top-3", post_id: "1; drop table payments" },
      { idempotency_key: checkoutKey(), product: "top-3", post_id: 1e30 },
      { idempotency_key: checkoutKey(), product: "top-3", hash: "h".repeat(100_000) },
      { idempotency_key: checkoutKey(), product: "Top 3!" },
      [],
      null,
    ];
    for (const body of bodies) {
      const answer = await call(server.url, "POST", "/v1/payments", { token: author.token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(messageOf(answer)).toMatch(/[а-яё]/i);
    }
    expect((await raw("/v1/payments", "{not json")).status).toBe(400);
    expect((await raw("/v1/payments", "x".repeat(200_000))).status).toBe(413);
  });

  it("names the card field that is wrong, in Russian, before any provider is asked", async () => {
    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        body: { idempotency_key: checkoutKey(), product: "top-3", post_id: author.postId },
      }),
    );
    const answer = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { card: { number: "4242 4242 4242 4241", exp_month: "13", exp_year: "2020", cvc: "1" } },
    });
    expect(answer.status).toBe(422);
    const errors = errorBodySchema.parse(answer.body).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(["card.cvc", "card.exp_month", "card.number"]);
    for (const messages of Object.values(errors)) expect(messages.join(" ")).toMatch(/[а-яё]/i);
    const huge = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { card: { number: "4".repeat(10_000), ...TEST_CARD } },
    });
    expect(huge.status).toBe(422);
    const wrongTypes = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { card: { number: 4242424242424242, exp_month: 12, exp_year: 2034, cvc: 123 } },
    });
    expect(wrongTypes.status).toBe(422);
    expect(paymentOf(await call(server.url, "GET", `/v1/payments/${created.id}`)).status).toBe("created");
  });

  it("refuses unknown payments, products and ads with 404 in Russian", async () => {
    for (const path of ["/v1/payments/pay_short", `/v1/payments/pay_${"a".repeat(24)}`, "/v1/payments/%E2%80%AE"]) {
      const answer = await call(server.url, "GET", path);
      expect(answer.status, path).toBe(404);
      expect(messageOf(answer)).toBe("Платёж не найден.");
    }
    const product = await call(server.url, "POST", "/v1/payments", {
      token: author.token,
      body: { idempotency_key: checkoutKey(), product: "gold-forever", post_id: author.postId },
    });
    expect(product.status).toBe(404);
    expect(messageOf(product)).toBe("Такой услуги нет или она больше не продаётся.");
    expect((await call(server.url, "GET", "/v1/money/ad?post_id=abc")).status).toBe(422);
    expect((await call(server.url, "GET", "/v1/money/ad")).status).toBe(422);
    expect((await call(server.url, "GET", `/v1/money/ad?post_id=${String(author.postId)}`)).status).toBe(401);
    expect((await call(server.url, "GET", "/v1/money/me")).status).toBe(401);
    const banner = await call(server.url, "POST", "/v1/payments", {
      token: author.token,
      body: { idempotency_key: checkoutKey(), product: "banner-sidebar" },
    });
    expect(banner.status).toBe(422);
  });
});

describe("budgets", () => {
  it("limits payments per payer and confirms per payment with a 429 and its wait", async () => {
    const payer = await authorWithAd(server);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await call(server.url, "POST", "/v1/payments", {
            token: payer.token,
            body: { idempotency_key: checkoutKey(), product: "top-3", post_id: payer.postId },
          })
        ).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);

    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        body: { idempotency_key: checkoutKey(), product: "top-3", post_id: author.postId },
      }),
    );
    let last = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { card: { number: "4000000000000002", ...TEST_CARD } },
    });
    for (let i = 0; i < 10; i++)
      last = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
        body: { card: { number: "4000000000000002", ...TEST_CARD } },
      });
    expect(last.status).toBe(429);
    expect(messageOf(last)).toMatch(/Слишком много попыток оплаты/);
    expect(Number(last.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the log of a real server", () => {
  let real: PreparedServer;
  beforeAll(async () => {
    real = await dedicatedServer({ SEED_DEMO: "false" });
  });
  afterAll(async () => real.stop());

  it("never holds a card number, and the payment pages' calls work over the wire", async () => {
    const phone = freshPhone();
    const { token } = await signInWithPhone(real.url, phone);
    const refs = await adReferences(real.url);
    const created = await call(real.url, "POST", "/v1/posts", {
      token,
      body: {
        kind: "job",
        title: "Нужен водитель погрузчика на склад",
        content: `<p>Склад в Элк-Гроув, полный день, оплата еженедельно, опыт от года. ${textTag()}</p>`,
        categoryIds: [refs.categoryId],
        locationIds: [refs.cityId],
        contact: {
          phone: phone.typed,
          country_code: "+1",
          contact_person: "Олег",
          email: "",
          instagram: "",
          web_site: "",
        },
        fields: { salary_from: 20, salary_to: 24, salary_period: "hour", schedule: "", languages: ["ru"] },
        photos: [],
      },
    });
    const postId = postWriteResponseSchema.parse(created.body).data.id;
    for (const number of ["4242 4242 4242 4242", "4000000000000002", "4000 0027 6000 3184"]) {
      const payment = paymentOf(
        await call(real.url, "POST", "/v1/payments", {
          token,
          body: { idempotency_key: checkoutKey(), product: "top-3", post_id: postId },
        }),
      );
      await call(real.url, "POST", `/v1/payments/${payment.id}/confirm`, {
        body: { card: { number, ...TEST_CARD, name: "Ivan Petrov" } },
      });
    }
    const output = real.output();
    expect(output).toContain("listening");
    for (const secret of ["4242424242424242", "4242 4242", "4000000000000002", "4000002760003184", "Ivan Petrov"])
      expect(output).not.toContain(secret);
    expect(output).not.toContain(phone.e164);
  });
});

describe("production without Stripe", () => {
  it("refuses to start, naming the settings it needs", async () => {
    const { code, output } = await runServerExpectingExit({
      NODE_ENV: "production",
      PORT: "0",
      STRIPE_SECRET_KEY: "",
      STRIPE_PUBLISHABLE_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: production needs a real card/,
    );
    expect(output).not.toContain("listening");
  });
});
