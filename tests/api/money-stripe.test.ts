import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements, paymentEvents, payments } from "../../src/server/db/schema";
import { pageCsp } from "../../src/server/http/security-headers";
import { productsResponseSchema } from "../../src/shared/contract/money";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { call, messageOf } from "./auth-helpers";
import { authorWithAd, checkoutKey, moneyServer, paymentOf, type Author, type MoneyServer } from "./money-harness";

/**
 * The Stripe flow through the official SDK against a local Stripe-shaped server: intents made once per key, the
 * card confirmed in the browser and the signed webhook fulfilling once, a bad signature refused, 3-D Secure,
 * declines, off-session renewals and refunds carrying idempotency keys.
 */
let stripe: FakeStripe;
let server: MoneyServer;
let author: Author;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await moneyServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  author = await authorWithAd(server);
});
afterAll(async () => {
  await server.stop();
  await stripe.close();
});

const webhook = () => `${server.url}/v1/payments/stripe-webhook`;
const rowOf = async (publicId: string) => {
  const [row] = await server.db.select().from(payments).where(eq(payments.publicId, publicId));
  if (!row) throw new Error(`no payment ${publicId}`);
  return row;
};
const givenFor = async (publicId: string) =>
  server.db
    .select()
    .from(entitlements)
    .where(eq(entitlements.paymentId, (await rowOf(publicId)).id));

async function create(product: string, key = checkoutKey(), autoCharge = false) {
  return call(server.url, "POST", "/v1/payments", {
    token: author.token,
    body: { idempotency_key: key, product, post_id: author.postId, ...(autoCharge ? { auto_charge: true } : {}) },
  });
}

describe("Stripe", () => {
  it("is the provider when its keys are set: the publishable key goes to the card form", async () => {
    const data = productsResponseSchema.parse((await call(server.url, "GET", "/v1/money/products")).body).data;
    expect(data).toMatchObject({ provider: "stripe", publishable_key: stripe.publishableKey, test_mode: true });
  });

  it("creates one intent per idempotency key, with the client secret for Stripe Elements", async () => {
    const key = checkoutKey();
    const first = await create("top-7", key);
    const second = await create("top-7", key);
    expect([first.status, second.status]).toEqual([201, 200]);
    const payment = paymentOf(first);
    expect(paymentOf(second).id).toBe(payment.id);
    const made = stripe.calls.filter((c) => c.method === "POST" && c.path === "/v1/payment_intents");
    expect(made.filter((c) => c.idempotencyKey === `pay:${key}`)).toHaveLength(1);
    const ref = (await rowOf(payment.id)).providerRef ?? "";
    expect(ref).toMatch(/^pi_/);
    expect(payment.next_action).toEqual({ type: "stripe", client_secret: stripe.intents.get(ref)?.client_secret });
    expect(stripe.intents.get(ref)?.metadata).toEqual({ payment: payment.id });
  });

  it("a browser confirm and a signed webhook fulfil once; the repeated webhook changes nothing", async () => {
    const payment = paymentOf(await create("highlight-7"));
    const ref = (await rowOf(payment.id)).providerRef ?? "";
    stripe.confirmFromBrowser(ref, "pm_card_visa");
    const delivered = await stripe.deliver(webhook(), "payment_intent.succeeded", ref);
    expect(delivered.status).toBe(200);
    expect((await rowOf(payment.id)).status).toBe("succeeded");
    expect(await givenFor(payment.id)).toHaveLength(1);
    const end = (await givenFor(payment.id))[0]?.endsAt.getTime();

    const again = await stripe.deliver(webhook(), "payment_intent.succeeded", ref, { eventId: delivered.eventId });
    expect(again.status).toBe(200);
    const given = await givenFor(payment.id);
    expect(given).toHaveLength(1);
    expect(given[0]?.endsAt.getTime()).toBe(end);
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.id, delivered.eventId))).toHaveLength(1);
    // A different delivery of the same success (a new event id) finds the payment already moved.
    await stripe.deliver(webhook(), "payment_intent.succeeded", ref);
    expect(await givenFor(payment.id)).toHaveLength(1);
  });

  it("a webhook with a bad signature is 400 and changes nothing", async () => {
    const payment = paymentOf(await create("urgent-7"));
    const ref = (await rowOf(payment.id)).providerRef ?? "";
    stripe.confirmFromBrowser(ref, "pm_card_visa");
    const forged = await stripe.deliver(webhook(), "payment_intent.succeeded", ref, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    expect((JSON.parse(forged.body) as { message: string }).message).toBe("Подпись уведомления не совпадает.");
    const unsigned = await fetch(webhook(), {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect((await rowOf(payment.id)).status).toBe("created");
    expect(await givenFor(payment.id)).toHaveLength(0);
  });

  it("confirms with a PaymentMethod here: visa succeeds, a decline reads in the caller's language", async () => {
    const paid = paymentOf(
      await call(server.url, "POST", `/v1/payments/${paymentOf(await create("slider-7")).id}/confirm`, {
        body: { payment_method: "pm_card_visa" },
      }),
    );
    expect(paid).toMatchObject({ status: "succeeded", card: { brand: "visa", last4: "4242" }, provider: "stripe" });
    const declined = paymentOf(
      await call(server.url, "POST", `/v1/payments/${paymentOf(await create("pin-7")).id}/confirm`, {
        body: { payment_method: "pm_card_chargeDeclined" },
      }),
    );
    expect(declined.status).toBe("failed");
    expect(declined.failure).toEqual({ code: "card_declined", message: "Карта отклонена. Попробуйте другую карту." });
    expect(await givenFor(declined.id)).toHaveLength(0);
    const withCard = await call(server.url, "POST", `/v1/payments/${declined.id}/confirm`, {
      body: { card: { number: "4242424242424242", exp_month: "12", exp_year: "2034", cvc: "123" } },
    });
    expect(withCard.status).toBe(422);
  });

  it("3-D Secure: requires_action with the client secret, then the holder's return settles it", async () => {
    const payment = paymentOf(await create("top-3"));
    const waiting = paymentOf(
      await call(server.url, "POST", `/v1/payments/${payment.id}/confirm`, {
        body: { payment_method: "pm_card_authenticationRequired" },
      }),
    );
    const ref = (await rowOf(payment.id)).providerRef ?? "";
    expect(waiting.status).toBe("requires_action");
    expect(waiting.next_action).toEqual({ type: "stripe", client_secret: stripe.intents.get(ref)?.client_secret });
    expect(await givenFor(payment.id)).toHaveLength(0);
    stripe.finishAuthentication(ref, true);
    expect(paymentOf(await call(server.url, "GET", `/v1/payments/${payment.id}`)).status).toBe("succeeded");
    expect(await givenFor(payment.id)).toHaveLength(1);

    const refused = paymentOf(await create("top-3"));
    await call(server.url, "POST", `/v1/payments/${refused.id}/confirm`, {
      body: { payment_method: "pm_card_authenticationRequired" },
    });
    stripe.finishAuthentication((await rowOf(refused.id)).providerRef ?? "", false);
    const failed = paymentOf(await call(server.url, "GET", `/v1/payments/${refused.id}`));
    expect(failed.failure?.code).toBe("authentication_failed");
  });

  it("saves the card on a customer, renews off-session with a key, and refunds with a key", async () => {
    const payment = paymentOf(await create("highlight-7", checkoutKey(), true));
    const paid = paymentOf(
      await call(server.url, "POST", `/v1/payments/${payment.id}/confirm`, {
        body: { payment_method: "pm_card_visa" },
      }),
    );
    expect(paid.status).toBe("succeeded");
    const [given] = await givenFor(payment.id);
    expect(given?.autoCharge).toBe(true);
    await server.runJob("auto-renew", new Date((given?.endsAt.getTime() ?? 0) + 60_000));
    const renewal = stripe.calls.find((c) => c.path === "/v1/payment_intents" && c.form.off_session === "true");
    expect(renewal?.idempotencyKey).toMatch(/^renew:\d+:\d+:0$/);
    expect(renewal?.form.customer).toMatch(/^cus_/);
    const [renewed] = await givenFor(payment.id);
    expect(renewed?.endsAt.getTime()).toBeGreaterThan(given?.endsAt.getTime() ?? 0);

    const cancelled = await call(server.url, "POST", `/v1/money/entitlements/${String(given?.id)}/cancel`, {
      token: author.token,
      body: {},
    });
    expect(cancelled.status, messageOf(cancelled)).toBe(200);
    const refund = stripe.calls.find((c) => c.path === "/v1/refunds");
    expect(refund?.idempotencyKey).toMatch(/^refund:pay_/);
    expect(stripe.refunds).toHaveLength(1);
  });
});

describe("pages with Stripe", () => {
  it("allow Stripe.js, its frames and its API in the page policy; the sandbox's do not", () => {
    const csp = (settings: { stripe: boolean }) =>
      pageCsp({ distDir: "/nowhere", production: true, ...settings }, "'none'");
    const withStripe = csp({ stripe: true });
    expect(withStripe).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp({ stripe: false })).not.toContain("stripe");
  });
});
