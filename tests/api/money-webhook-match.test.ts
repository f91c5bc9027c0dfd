import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements, paymentEvents, payments, posts } from "../../src/server/db/schema";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { call } from "./auth-helpers";
import { authorWithAd, checkoutKey, moneyServer, paymentOf, type Author, type MoneyServer } from "./money-harness";

/**
 * A signed webhook is applied only when it matches the payment we made (its intent, our payment's id,
 * the amount and the currency); and the endpoints that take an ad do not tell someone else's ad from a missing one.
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
const eventType = async (id: string) =>
  (await server.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0]?.type;

/** A payment made through the API, paid for in the browser (its intent succeeded at Stripe, no webhook yet). */
async function paidAtStripe(body: Record<string, unknown>) {
  const payment = paymentOf(
    await call(server.url, "POST", "/v1/payments", {
      token: author.token,
      body: { idempotency_key: checkoutKey(), ...body },
    }),
  );
  const ref = (await rowOf(payment.id)).providerRef ?? "";
  stripe.confirmFromBrowser(ref, "pm_card_visa");
  return { id: payment.id, ref };
}

describe("a signed webhook that does not match its payment", () => {
  it("for 1 JPY or the wrong amount in USD fulfils nothing; the matching one fulfils", async () => {
    const sub = await paidAtStripe({ product: "sub-month" });
    expect((await rowOf(sub.id)).amountCents).toBe(4900);
    const forgeries = [
      { amount: 1, currency: "jpy" },
      { amount: 100, currency: "usd" },
      { amount: 4900, currency: "eur" },
      { metadata: { payment: "pay_someoneElsesPayment0000" } },
    ];
    for (const object of forgeries) {
      const sent = await stripe.deliver(webhook(), "payment_intent.succeeded", sub.ref, { object });
      // A 2xx: the event will never match, so Stripe must not retry it (as for an intent we do not know).
      expect(sent.status, JSON.stringify(object)).toBe(200);
      expect(await eventType(sent.eventId)).toBe("intent.succeeded:mismatch");
      expect((await rowOf(sub.id)).status).toBe("created");
      expect(await givenFor(sub.id)).toHaveLength(0);
    }
    const real = await stripe.deliver(webhook(), "payment_intent.succeeded", sub.ref);
    expect(real.status).toBe(200);
    expect(await eventType(real.eventId)).toBe("intent.succeeded");
    expect((await rowOf(sub.id)).status).toBe("succeeded");
    expect(await givenFor(sub.id)).toHaveLength(1);
  });

  it("naming another payment of ours in its metadata moves neither", async () => {
    const cheap = await paidAtStripe({ product: "top-3", post_id: author.postId });
    const dear = await paidAtStripe({ product: "sub-month" });
    const sent = await stripe.deliver(webhook(), "payment_intent.succeeded", cheap.ref, {
      object: { metadata: { payment: dear.id } },
    });
    expect(sent.status).toBe(200);
    for (const id of [cheap.id, dear.id]) {
      expect((await rowOf(id)).status).toBe("created");
      expect(await givenFor(id)).toHaveLength(0);
    }
  });

  it("a failure event that does not match leaves the payment as it was", async () => {
    const sub = await paidAtStripe({ product: "sub-month" });
    const sent = await stripe.deliver(webhook(), "payment_intent.payment_failed", sub.ref, {
      object: { amount: 1, currency: "jpy", status: "canceled" },
    });
    expect(sent.status).toBe(200);
    expect((await rowOf(sub.id)).status).toBe("created");
  });
});

describe("someone else's ad on the payment endpoints", () => {
  it("is 404 with the same answer as a missing ad, published or not", async () => {
    const other = await authorWithAd(server);
    const hidden = await authorWithAd(server);
    await server.db.update(posts).set({ status: "unpaid", expiresAt: null }).where(eq(posts.id, hidden.postId));
    const missing = 999_999_999;
    const create = (postId: number, product: string) =>
      call(server.url, "POST", "/v1/payments", {
        token: other.token,
        body: { idempotency_key: checkoutKey(), product, post_id: postId },
      });
    const adPage = (postId: number) =>
      call(server.url, "GET", `/v1/money/ad?post_id=${String(postId)}`, { token: other.token });
    const cases = [
      { missing: await create(missing, "top-3"), foreign: [await create(author.postId, "top-3")] },
      { missing: await create(missing, "publish"), foreign: [await create(hidden.postId, "publish")] },
      { missing: await adPage(missing), foreign: [await adPage(author.postId), await adPage(hidden.postId)] },
    ];
    for (const { missing: absent, foreign } of cases) {
      expect(absent.status).toBe(404);
      for (const answer of foreign) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(absent.body);
      }
    }
    expect(await server.db.select().from(payments).where(eq(payments.userId, other.userId))).toHaveLength(0);
  });
});
