import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlements, payments, posts, sections } from "../../src/server/db/schema";
import { myMoneyResponseSchema, entitlementResponseSchema } from "../../src/shared/contract/money";
import { mailOutboxSchema } from "../../src/shared/contract/auth";
import { call, mainConfig, messageOf } from "./auth-helpers";
import {
  authorWithAd,
  checkoutKey,
  moneyServer,
  paymentOf,
  payWithCard,
  postRow,
  TEST_CARD,
  type Author,
  type MoneyServer,
} from "./money-harness";

/**
 * Time-driven money: subscriptions showing CV contacts while they run, auto-charge renewals (a success extends the
 * period, a failure retries and then ends it: never kept for free), notices before charges, cancellation with its
 * pro-rata refund, and removed cards.
 */
const DAY = 86_400_000;
let server: MoneyServer;

beforeAll(async () => {
  server = await moneyServer();
});
afterAll(async () => server.stop());

const entitlementOf = async (paymentId: string) => {
  const [row] = await server.db
    .select({ entitlement: entitlements })
    .from(entitlements)
    .innerJoin(payments, eq(payments.id, entitlements.paymentId))
    .where(eq(payments.publicId, paymentId));
  if (!row) throw new Error(`no entitlement for ${paymentId}`);
  return row.entitlement;
};
const reread = async (id: number) => {
  const [row] = await server.db.select().from(entitlements).where(eq(entitlements.id, id));
  if (!row) throw new Error(`no entitlement ${String(id)}`);
  return row;
};
const mails = async (to: string) =>
  mailOutboxSchema.parse((await call(server.url, "GET", `/v1/dev/mail-outbox?to=${encodeURIComponent(to)}`)).body).data;

/** A CV with a phone, as the workers section shows it. */
async function cvWithPhone(): Promise<number> {
  const [section] = await server.db.select().from(sections).where(eq(sections.slug, "workers"));
  const [row] = await server.db
    .insert(posts)
    .values({
      sectionId: section?.id ?? 0,
      slug: `cv-${String(Date.now())}`,
      lang: "ru",
      title: "Резюме: сварщик, опыт 10 лет",
      content: "<p>Сварщик.</p>",
      excerpt: "Сварщик.",
      contact: { phone: "+13125550147" },
    })
    .returning({ id: posts.id });
  return row?.id ?? 0;
}

describe("subscriptions", () => {
  let employer: Author;
  let cv = 0;
  beforeAll(async () => {
    employer = await authorWithAd(server);
    cv = await cvWithPhone();
  });

  it("show CV contacts while they run and hide them again when they end", async () => {
    expect((await mainConfig(server.url, employer.token)).hide_cv).toBe(true);
    const hidden = await call(server.url, "POST", `/v1/posts/${String(cv)}/phone`, { token: employer.token });
    expect(hidden.status).toBe(403);

    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: employer.token,
        body: { idempotency_key: checkoutKey(), product: "sub-month" },
      }),
    );
    const paid = paymentOf(
      await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
        body: { card: { number: "4242424242424242", ...TEST_CARD } },
      }),
    );
    expect(paid.status).toBe("succeeded");
    expect((await mainConfig(server.url, employer.token)).hide_cv).toBe(false);
    const shown = await call(server.url, "POST", `/v1/posts/${String(cv)}/phone`, { token: employer.token });
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).toContain("+13125550147");
    // Someone without a subscription is still refused the same CV's phone.
    const other = await authorWithAd(server);
    expect((await call(server.url, "POST", `/v1/posts/${String(cv)}/phone`, { token: other.token })).status).toBe(403);

    // A month later (the period moved into the past), the end job closes it and contacts hide again.
    const entitlement = await entitlementOf(paid.id);
    await server.db
      .update(entitlements)
      .set({ startsAt: new Date(Date.now() - 31 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(entitlements.id, entitlement.id));
    expect((await mainConfig(server.url, employer.token)).hide_cv).toBe(true);
    await server.runJob("entitlements-end", new Date());
    expect((await reread(entitlement.id)).status).toBe("ended");
    expect((await call(server.url, "POST", `/v1/posts/${String(cv)}/phone`, { token: employer.token })).status).toBe(
      403,
    );
  });
});

describe("auto-charge", () => {
  it("a notice goes out three days before the charge, once; the renewal extends the promotion once", async () => {
    const author = await authorWithAd(server);
    const paid = await payWithCard(server.url, author, "highlight-7", "4242424242424242", {
      save_card: true,
      auto_charge: true,
    });
    const given = await entitlementOf(paid.id);
    expect(given).toMatchObject({ autoCharge: true });
    expect(given.savedCardId).not.toBeNull();

    const noticeAt = new Date(given.endsAt.getTime() - 2 * DAY);
    await server.runJob("charge-notice", noticeAt);
    await server.runJob("charge-notice", noticeAt);
    const notices = (await mails(author.email)).filter((mail) => mail.subject.includes("продлим"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("•••• 4242");

    const renewAt = new Date(given.endsAt.getTime() + 60_000);
    await server.runJob("auto-renew", renewAt);
    await server.runJob("auto-renew", renewAt);
    const renewed = await reread(given.id);
    expect(renewed.endsAt.getTime()).toBe(renewAt.getTime() + 7 * DAY);
    expect((await postRow(server.db, author.postId)).highlightUntil?.getTime()).toBe(renewed.endsAt.getTime());
    const renewals = await server.db.select().from(payments).where(eq(payments.renews, given.id));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: "succeeded", amountCents: 599, cardLast4: "4242" });
  });

  it("a failed renewal (saved 0341) retries on schedule, tells the user, then ends the promotion", async () => {
    const author = await authorWithAd(server);
    const paid = await payWithCard(server.url, author, "urgent-7", "4000000000000341", {
      save_card: true,
      auto_charge: true,
    });
    expect(paid.status).toBe("succeeded");
    const given = await entitlementOf(paid.id);
    const end = given.endsAt.getTime();

    await server.runJob("auto-renew", new Date(end + 60_000));
    let row = await reread(given.id);
    expect(row).toMatchObject({ status: "active", renewalFailures: 1, autoCharge: true });
    expect(row.endsAt.getTime()).toBe(end);
    const told = (await mails(author.email)).filter((mail) => mail.subject.includes("не удалось продлить"));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain("Карта отклонена");
    expect(told[0]?.text).toContain("Попробуем ещё раз");
    const listed = myMoneyResponseSchema
      .parse((await call(server.url, "GET", "/v1/money/me", { token: author.token })).body)
      .data.promotions.find((promotion) => promotion.id === given.id);
    expect(listed?.next_charge_at).toBe(new Date(end + DAY).toISOString());

    // Not yet due: nothing happens before the day's wait.
    await server.runJob("auto-renew", new Date(end + 2 * 60_000));
    expect((await reread(given.id)).renewalFailures).toBe(1);
    await server.runJob("auto-renew", new Date(end + DAY + 60_000));
    expect((await reread(given.id)).renewalFailures).toBe(2);
    await server.runJob("auto-renew", new Date(end + 3 * DAY + 60_000));
    row = await reread(given.id);
    expect(row).toMatchObject({ status: "ended", autoCharge: false, renewalFailures: 3 });
    expect(row.endsAt.getTime()).toBe(end);
    // The ad's badge ended at the paid end: no day was given for free.
    expect((await postRow(server.db, author.postId)).urgentUntil?.getTime()).toBe(end);
    const failures = await server.db
      .select()
      .from(payments)
      .where(and(eq(payments.renews, given.id), eq(payments.status, "failed")));
    expect(failures).toHaveLength(3);
    const last = (await mails(author.email)).filter((mail) => mail.subject.includes("не удалось продлить"));
    expect(last[0]?.text).toContain("автопродление выключено");
  });

  it("turns on and off, needs a saved card, and a removed card is never charged again", async () => {
    const author = await authorWithAd(server);
    const plain = await payWithCard(server.url, author, "slider-7", "4242424242424242");
    const plainRow = await entitlementOf(plain.id);
    const noCard = await call(server.url, "POST", `/v1/money/entitlements/${String(plainRow.id)}/auto-charge`, {
      token: author.token,
      body: { enabled: true },
    });
    expect(noCard.status).toBe(422);
    expect(messageOf(noCard)).toContain("Нет сохранённой карты");

    const saved = await payWithCard(server.url, author, "pin-7", "4242424242424242", { save_card: true });
    const mine = myMoneyResponseSchema.parse(
      (await call(server.url, "GET", "/v1/money/me", { token: author.token })).body,
    );
    const card = mine.data.saved_cards[0];
    expect(card).toMatchObject({ brand: "visa", last4: "4242" });
    expect(JSON.stringify(mine)).not.toContain("4242424242424242");
    const on = await call(server.url, "POST", `/v1/money/entitlements/${String(plainRow.id)}/auto-charge`, {
      token: author.token,
      body: { enabled: true, saved_card_id: card?.id },
    });
    expect(entitlementResponseSchema.parse(on.body).data).toMatchObject({ auto_charge: true });
    expect(entitlementResponseSchema.parse(on.body).data.next_charge_at).not.toBeNull();

    const stranger = await authorWithAd(server);
    const foreign = await call(server.url, "POST", `/v1/money/entitlements/${String(plainRow.id)}/auto-charge`, {
      token: stranger.token,
      body: { enabled: false },
    });
    expect(foreign.status).toBe(404);

    expect(
      (await call(server.url, "DELETE", `/v1/money/cards/${String(card?.id)}`, { token: author.token })).status,
    ).toBe(204);
    expect((await reread(plainRow.id)).autoCharge).toBe(false);
    const after = myMoneyResponseSchema.parse(
      (await call(server.url, "GET", "/v1/money/me", { token: author.token })).body,
    );
    expect(after.data.saved_cards).toHaveLength(0);
    expect(saved.status).toBe("succeeded");
    await server.runJob("auto-renew", new Date(plainRow.endsAt.getTime() + 60_000));
    expect(await server.db.select().from(payments).where(eq(payments.renews, plainRow.id))).toHaveLength(0);
  });
});

describe("cancel and refunds", () => {
  it("gives back the unused whole days pro rata for a promotion and a subscription", async () => {
    const author = await authorWithAd(server);
    const promo = await payWithCard(server.url, author, "highlight-7", "4242424242424242");
    const promoRow = await entitlementOf(promo.id);
    const cancelled = await call(server.url, "POST", `/v1/money/entitlements/${String(promoRow.id)}/cancel`, {
      token: author.token,
      body: {},
    });
    expect(entitlementResponseSchema.parse(cancelled.body).data.status).toBe("cancelled");
    const [refunded] = await server.db.select().from(payments).where(eq(payments.publicId, promo.id));
    // 6 whole days of 7 left: 599 × 6 / 7.
    expect(refunded).toMatchObject({ status: "refunded", refundedCents: 513 });
    expect((await postRow(server.db, author.postId)).highlightUntil?.getTime()).toBeLessThanOrEqual(Date.now());
    const twice = await call(server.url, "POST", `/v1/money/entitlements/${String(promoRow.id)}/cancel`, {
      token: author.token,
      body: {},
    });
    expect(twice.status).toBe(409);

    const created = paymentOf(
      await call(server.url, "POST", "/v1/payments", {
        token: author.token,
        body: { idempotency_key: checkoutKey(), product: "sub-quarter" },
      }),
    );
    await call(server.url, "POST", `/v1/payments/${created.id}/confirm`, {
      body: { card: { number: "4242424242424242", ...TEST_CARD } },
    });
    const sub = await entitlementOf(created.id);
    await call(server.url, "POST", `/v1/money/entitlements/${String(sub.id)}/cancel`, {
      token: author.token,
      body: {},
    });
    const [subPayment] = await server.db.select().from(payments).where(eq(payments.publicId, created.id));
    expect(subPayment?.refundedCents).toBe(Math.floor((11900 * 89) / 90));
    expect((await mainConfig(server.url, author.token)).hide_cv).toBe(true);
  });
});
