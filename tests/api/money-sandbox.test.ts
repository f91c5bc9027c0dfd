import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, entitlements, payments, posts, sections } from "../../src/server/db/schema";
import { productsResponseSchema } from "../../src/shared/contract/money";
import { mailOutboxSchema } from "../../src/shared/contract/auth";
import { call, messageOf } from "./auth-helpers";
import {
  authorWithAd,
  checkoutKey,
  serverWithAuthor,
  paymentOf,
  payWithCard,
  postRow,
  TEST_CARD,
  type Author,
  type MoneyServer,
} from "./money-harness";

/**
 * The sandbox provider's test cards and the payment's state machine: each card's outcome, the 3-D Secure step,
 * and that a double click, a retried request or a double confirm never charges nor gives twice.
 */
let server: MoneyServer;
let author: Author;

beforeAll(async () => ({ server, author } = await serverWithAuthor()));
afterAll(async () => server.stop());

const entitlementsOf = (paymentId: string) =>
  server.db
    .select({ id: entitlements.id, endsAt: entitlements.endsAt })
    .from(entitlements)
    .innerJoin(payments, eq(payments.id, entitlements.paymentId))
    .where(eq(payments.publicId, paymentId));

describe("products", () => {
  it("lists the promotions with USD prices in the caller's language and says the sandbox is a test", async () => {
    const answer = await call(server.url, "GET", "/v1/money/products", { headers: { "Accept-Language": "en" } });
    const data = productsResponseSchema.parse(answer.body).data;
    expect(data.test_mode).toBe(true);
    expect(data.provider).toBe("sandbox");
    const top7 = data.products.find((product) => product.code === "top-7");
    expect(top7).toMatchObject({ kind: "top", days: 7, price_cents: 999, currency: "usd", title: "Bump for 7 days" });
    expect(data.free_ads_per_month.job).toBeGreaterThan(0);
  });
});

describe("sandbox cards", () => {
  it("4242 4242 4242 4242 succeeds: the ad is highlighted until its end and a receipt is mailed", async () => {
    const before = Date.now();
    const paid = await payWithCard(server.url, author, "highlight-7", "4242 4242 4242 4242");
    expect(paid).toMatchObject({ status: "succeeded", test_mode: true, card: { brand: "visa", last4: "4242" } });
    expect(paid.post?.id).toBe(author.postId);
    const ends = Date.parse(paid.ends_at ?? "");
    expect(ends - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    const row = await postRow(server.db, author.postId);
    expect(row.highlightUntil?.toISOString()).toBe(paid.ends_at);
    const outbox = await call(server.url, "GET", `/v1/dev/mail-outbox?to=${encodeURIComponent(author.email)}`);
    const receipt = mailOutboxSchema.parse(outbox.body).data[0];
    expect(receipt?.subject).toContain("$5.99");
    expect(receipt?.text).toContain("•••• 4242");
    expect(receipt?.text).not.toContain("4242424242424242");
  });

  it("a second purchase of the same promotion continues from the running one's end", async () => {
    const first = (await postRow(server.db, author.postId)).highlightUntil?.getTime() ?? 0;
    const paid = await payWithCard(server.url, author, "highlight-7", "5555 5555 5555 4444");
    expect(paid.card).toEqual({ brand: "mastercard", last4: "4444" });
    expect(Date.parse(paid.starts_at ?? "")).toBe(first);
    expect((await postRow(server.db, author.postId)).highlightUntil?.getTime()).toBe(first + 7 * 86_400_000);
  });

  it("4000 0000 0000 0002 is declined with its message in the caller's language and gives nothing", async () => {
    const before = await postRow(server.db, author.postId);
    const paid = await payWithCard(server.url, author, "urgent-7", "4000 0000 0000 0002");
    expect(paid.status).toBe("failed");
    expect(paid.failure).toEqual({ code: "card_declined", message: "Карта отклонена. Попробуйте другую карту." });
    expect(await entitlementsOf(paid.id)).toHaveLength(0);
    expect((await postRow(server.db, author.postId)).urgentUntil).toEqual(before.urgentUntil);
    const again = paymentOf(await call(server.url, "GET", `/v1/payments/${paid.id}`));
    expect(again).toMatchObject({ status: "failed", card: { brand: "visa", last4: "0002" } });
  });

  it("a declined payment may be paid again with another card, once", async () => {
    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        body: { idempotency_key: checkoutKey(), product: "urgent-7", post_id: author.postId },
      }),
    );
    const confirm = (number: string) =>
      call(server.url, "POST", `/v1/payments/${created.id}/confirm`, { body: { card: { number, ...TEST_CARD } } });
    expect(paymentOf(await confirm("4000000000000002")).status).toBe("failed");
    expect(paymentOf(await confirm("4242424242424242")).status).toBe("succeeded");
    expect(paymentOf(await confirm("4242424242424242")).status).toBe("succeeded");
    expect(await entitlementsOf(created.id)).toHaveLength(1);
    expect((await postRow(server.db, author.postId)).urgentUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it("other refusals read as theirs: insufficient funds, expired card, processing error", async () => {
    const codes = [];
    for (const number of ["4000000000009995", "4000000000000069", "4000000000000119"])
      codes.push((await payWithCard(server.url, author, "slider-7", number)).failure?.code);
    expect(codes).toEqual(["insufficient_funds", "expired_card", "processing_error"]);
  });

  it("4000 0027 6000 3184 asks for authorization: approved it succeeds, refused it fails", async () => {
    const waiting = await payWithCard(server.url, author, "pin-7", "4000 0027 6000 3184");
    expect(waiting.status).toBe("requires_action");
    expect(waiting.next_action).toEqual({ type: "authorize" });
    expect(await entitlementsOf(waiting.id)).toHaveLength(0);
    const approved = paymentOf(
      await call(server.url, "POST", `/v1/payments/${waiting.id}/authorize`, { body: { approve: true } }),
    );
    expect(approved.status).toBe("succeeded");
    expect((await postRow(server.db, author.postId)).promotedUntil?.toISOString()).toBe(approved.ends_at);

    const refused = await payWithCard(server.url, author, "pin-7", "4000002760003184");
    const answer = paymentOf(
      await call(server.url, "POST", `/v1/payments/${refused.id}/authorize`, { body: { approve: false } }),
    );
    expect(answer.status).toBe("failed");
    expect(answer.failure?.code).toBe("authentication_failed");
    expect(await entitlementsOf(refused.id)).toHaveLength(0);
  });

  it("top dates the ad anew and keeps its expiry", async () => {
    const before = await postRow(server.db, author.postId);
    const paid = await payWithCard(server.url, author, "top-3", "4242424242424242");
    const after = await postRow(server.db, author.postId);
    expect(after.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
    expect(after.topUntil?.toISOString()).toBe(paid.ends_at);
    expect(after.expiresAt).toEqual(before.expiresAt);
  });
});

describe("never twice", () => {
  it("the same idempotency key answers the same payment (201 then 200), a double confirm gives once", async () => {
    const key = checkoutKey();
    const body = { idempotency_key: key, product: "slider-7", post_id: author.postId };
    const [first, second] = await Promise.all([
      call(server.url, "POST", "/v1/payments", { token: author.token, body }),
      call(server.url, "POST", "/v1/payments", { token: author.token, body }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const id = paymentOf(first).id;
    expect(paymentOf(second).id).toBe(id);
    const confirm = () =>
      call(server.url, "POST", `/v1/payments/${id}/confirm`, {
        body: { card: { number: "4242424242424242", ...TEST_CARD } },
      });
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    for (const answer of answers) expect(paymentOf(answer).status).toBe("succeeded");
    expect(await server.db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
    expect(await entitlementsOf(id)).toHaveLength(1);
    // A retried create after success still finds it, unchanged.
    const again = await call(server.url, "POST", "/v1/payments", { token: author.token, body });
    expect(again.status).toBe(200);
    expect(paymentOf(again)).toMatchObject({ id, status: "succeeded" });
  });

  it("someone else's key or ad is refused", async () => {
    const other = await authorWithAd(server);
    const key = checkoutKey();
    await call(server.url, "POST", "/v1/payments", {
      token: author.token,
      body: { idempotency_key: key, product: "top-3", post_id: author.postId },
    });
    const stolenKey = await call(server.url, "POST", "/v1/payments", {
      token: other.token,
      body: { idempotency_key: key, product: "top-3", post_id: other.postId },
    });
    expect(stolenKey.status).toBe(409);
    const foreignAd = await call(server.url, "POST", "/v1/payments", {
      token: other.token,
      body: { idempotency_key: checkoutKey(), product: "top-3", post_id: author.postId },
    });
    // Someone else's ad reads as a missing one: the endpoint does not tell that it exists.
    expect(foreignAd.status).toBe(404);
    expect(messageOf(foreignAd)).toBe("Объявление не найдено.");
    const anonymous = await call(server.url, "POST", "/v1/payments", {
      body: { idempotency_key: checkoutKey(), product: "top-3", post_id: author.postId },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("publication and banners", () => {
  it("publish makes an unpaid ad active for its section's period", async () => {
    const payer = await authorWithAd(server);
    await server.db.update(posts).set({ status: "unpaid", expiresAt: null }).where(eq(posts.id, payer.postId));
    const promote = await call(server.url, "POST", "/v1/payments", {
      token: payer.token,
      body: { idempotency_key: checkoutKey(), product: "top-3", post_id: payer.postId },
    });
    expect(promote.status).toBe(409);
    const paid = await payWithCard(server.url, payer, "publish", "4242424242424242");
    expect(paid.status).toBe("succeeded");
    const row = await postRow(server.db, payer.postId);
    expect(row.status).toBe("active");
    const [job] = await server.db.select().from(sections).where(eq(sections.slug, "job"));
    const days = ((row.expiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(job?.adDays);
    expect(row.expiresAt?.toISOString()).toBe(paid.ends_at);
  });

  it("a banner campaign is priced per day, runs on its dates, is given back whole before it starts", async () => {
    const starts = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        body: {
          idempotency_key: checkoutKey(),
          product: "banner-sidebar",
          banner: {
            title: "Грузоперевозки Чикаго",
            text: "Быстро и недорого",
            link: "https://example.com/",
            starts_on: starts,
            days: 3,
          },
        },
      }),
    );
    expect(created.amount_cents).toBe(1500);
    const paid = paymentOf(
      await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
        body: { card: { number: "4242424242424242", ...TEST_CARD } },
      }),
    );
    expect(paid.starts_at).toBe(`${starts}T00:00:00.000Z`);
    const [banner] = await server.db.select().from(banners).where(eq(banners.title, "Грузоперевозки Чикаго"));
    expect(banner).toMatchObject({ placement: "sidebar", userId: author.userId });
    expect(banner?.endsAt?.toISOString()).toBe(paid.ends_at);
    const [given] = await entitlementsOf(paid.id);
    const cancelled = await call(server.url, "POST", `/v1/money/entitlements/${String(given?.id)}/cancel`, {
      token: author.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    const [refunded] = await server.db.select().from(payments).where(eq(payments.publicId, paid.id));
    expect(refunded).toMatchObject({ status: "refunded", refundedCents: 1500 });
  });

  it("refuses a banner order that could never be shown before any charge, in the caller's language", async () => {
    const order = { title: "Грузоперевозки Чикаго", text: "", link: "https://example.com/", days: 3 };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const banner of [
      { ...order, starts_on: "2020-01-01" },
      { ...order, starts_on: tomorrow, location: "atlantis" },
    ]) {
      const refused = await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        headers: { "Accept-Language": "en" },
        body: { idempotency_key: checkoutKey(), product: "banner-listing", banner },
      });
      expect(refused.status).toBe(422);
      expect((refused.body as { message: string }).message).toMatch(/banner/i);
    }
  });
});

describe("saved cards", () => {
  it("pay only for their owner, signed in: a payment's id alone cannot charge someone's card", async () => {
    const owner = await authorWithAd(server);
    await payWithCard(server.url, owner, "top-3", "4242424242424242", { save_card: true });
    const mine = await call(server.url, "GET", "/v1/money/me", { token: owner.token });
    const cardId = (mine.body as { data: { saved_cards: { id: number }[] } }).data.saved_cards[0]?.id ?? 0;
    expect(cardId).toBeGreaterThan(0);
    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        body: { idempotency_key: checkoutKey(), product: "urgent-7", hash: owner.secret },
      }),
    );
    const anonymous = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { saved_card_id: cardId },
    });
    expect(anonymous.status).toBe(401);
    const stranger = await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      token: author.token,
      body: { saved_card_id: cardId },
    });
    expect(stranger.status).toBe(404);
    expect(paymentOf(await call(server.url, "GET", `/v1/payments/${created.id}`)).status).toBe("created");
    const own = paymentOf(
      await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
        token: owner.token,
        body: { saved_card_id: cardId },
      }),
    );
    expect(own).toMatchObject({ status: "succeeded", card: { last4: "4242" } });

    // Whoever pays from the ad's link without signing in cannot leave a card on its author's account.
    const linked = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        body: { idempotency_key: checkoutKey(), product: "slider-7", hash: owner.secret, auto_charge: true },
      }),
    );
    expect(linked.auto_charge).toBe(false);
    await call(server.url, "POST", `/v1/payments/${linked.id}/confirm`, {
      body: { card: { number: "5555555555554444", ...TEST_CARD }, save_card: true },
    });
    const cards = await call(server.url, "GET", "/v1/money/me", { token: owner.token });
    const saved = (cards.body as { data: { saved_cards: { last4: string }[] } }).data.saved_cards;
    expect(saved.map((card) => card.last4)).toEqual(["4242"]);
  });
});

describe("quick payment", () => {
  it("pays for an ad with its secret without a session, and the author sees it", async () => {
    expect(author.secret.length).toBeGreaterThan(15);
    const ad = await call(server.url, "GET", `/v1/money/ad?hash=${author.secret}`);
    expect(ad.status).toBe(200);
    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        body: { idempotency_key: checkoutKey(), product: "urgent-7", hash: author.secret },
      }),
    );
    const paid = paymentOf(
      await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
        body: { card: { number: "4242424242424242", ...TEST_CARD } },
      }),
    );
    expect(paid.status).toBe("succeeded");
    const mine = await call(server.url, "GET", "/v1/money/me", { token: author.token });
    expect(JSON.stringify(mine.body)).toContain(paid.id);
    const wrong = await call(server.url, "POST", "/v1/payments", {
      body: { idempotency_key: checkoutKey(), product: "urgent-7", hash: "x".repeat(32) },
    });
    expect(wrong.status).toBe(404);
  });
});
