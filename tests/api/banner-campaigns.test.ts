import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../src/server/db/schema";
import { insertUser } from "../../src/server/db/user-repo";
import { activateBannerCampaign, bannerOrderProblem } from "../../src/server/db/banner-campaigns";
import { rateLimitedSchema } from "../../src/shared/contract/auth";
import { errorBodySchema } from "../../src/shared/contract/common";
import type { BannerOrder } from "../../src/shared/contract/money";
import { bannerStatsResponseSchema } from "../../src/shared/contract/money";
import { widgetsResponseSchema, type WidgetType } from "../../src/shared/contract/widgets";
import { call, freshPhone, messageOf, post, signInWithPhone } from "./auth-helpers";
import { serverWithPreparedDb, type PreparedServer } from "./direct-db";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const today = () => new Date().toISOString().slice(0, 10);

const order = (title: string, extra: Partial<BannerOrder> = {}): BannerOrder => ({
  title,
  text: "Бесплатная консультация, говорим по-русски.",
  link: `https://${title.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com/offer`,
  location: "illinois",
  section: "properties",
  starts_on: today(),
  days: 7,
  ...extra,
});

/**
 * Paid banner campaigns on a server of their own (default per-address limits, X-Forwarded-For plays the visitor):
 * where and when they show, what is counted, and who sees the figures.
 */
describe("banner campaigns", () => {
  const buyer = freshPhone();
  const stranger = freshPhone();
  let server: PreparedServer;
  const id = { running: 0, again: 0, future: 0, ended: 0, foreignImage: 0, strangers: 0 };
  const problems: unknown[] = [];
  beforeAll(async () => {
    server = await serverWithPreparedDb(
      async (db) => {
        const user = await insertUser(db, { phone: buyer.e164, locale: "ru" });
        const other = await insertUser(db, { phone: stranger.e164, locale: "ru" });
        if (!user || !other) throw new Error("no users");
        const file = (n: number) => ({
          storageKey: `banner-${n}.webp`,
          thumbKey: `banner-${n}-t.webp`,
          mime: "image/webp",
          bytes: 1,
          width: 1,
          height: 1,
        });
        const [foreign] = await db
          .insert(uploads)
          .values({ ...file(1), userId: other.id })
          .returning({ id: uploads.id });
        const now = Date.now();
        const campaign = (paymentId: number, userId: number, body: BannerOrder, from: number, to: number) =>
          activateBannerCampaign(db, {
            paymentId,
            userId,
            order: body,
            placement: "single-bottom",
            startsAt: new Date(from),
            endsAt: new Date(to),
          });
        id.running = await campaign(910_001, user.id, order("Running Law"), now - HOUR, now + 3 * DAY);
        id.again = await campaign(910_001, user.id, order("Running Law"), now - HOUR, now + 3 * DAY);
        id.future = await campaign(910_002, user.id, order("Future Movers"), now + 2 * DAY, now + 9 * DAY);
        id.ended = await campaign(910_003, user.id, order("Ended Taxes"), now - 9 * DAY, now - HOUR);
        id.foreignImage = await activateBannerCampaign(db, {
          paymentId: 910_004,
          userId: user.id,
          order: order("Borrowed Picture", { image_upload_id: foreign?.id ?? 0, section: "job", location: null }),
          placement: "sidebar",
          startsAt: new Date(now - HOUR),
          endsAt: new Date(now + DAY),
        });
        id.strangers = await campaign(
          910_005,
          other.id,
          order("Other Buyer", { section: "job" }),
          now - HOUR,
          now + DAY,
        );
        problems.push(
          await bannerOrderProblem(db, user.id, order("Fine")),
          await bannerOrderProblem(db, user.id, order("Picture", { image_upload_id: foreign?.id ?? 0 })),
          await bannerOrderProblem(db, user.id, order("Nowhere", { location: "atlantis" })),
          await bannerOrderProblem(db, user.id, order("Gone", { starts_on: "2020-01-01" })),
          await bannerOrderProblem(db, user.id, order("Bad day", { starts_on: "2026-02-31" })),
        );
      },
      { TRUST_PROXY: "true", IP_LIMIT_FACTOR: "1" },
    );
  }, 180_000);
  afterAll(() => server.stop());

  async function shown(query: string, placement: WidgetType) {
    const answer = await call(server.url, "GET", `/v1/widgets?widget_type[]=${placement}&${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (widgetsResponseSchema.parse(answer.body).data[placement] ?? []).map((banner) => banner.title);
  }

  const ip = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}`, "Accept-Language": "en" });

  it("activates once per payment and checks an order before money is taken", () => {
    expect(id.again).toBe(id.running);
    expect(problems).toEqual([
      null,
      { field: "image_upload_id", reason: "not-yours" },
      { field: "location", reason: "unknown" },
      { field: "starts_on", reason: "past" },
      { field: "starts_on", reason: "invalid" },
    ]);
  });

  it("shows a campaign only between its dates, on its placement, section, place and the state's cities", async () => {
    // An ad page asks with its section, a listing with its meta type: both reach a campaign bought for the section.
    expect(await shown("type=properties&location=chicago", "single-bottom")).toEqual(["Running Law"]);
    expect(await shown("type=property&location=illinois", "single-bottom")).toEqual(["Running Law"]);
    expect(await shown("type=job&location=chicago", "single-bottom")).not.toContain("Running Law");
    expect(await shown("type=properties&location=miami", "single-bottom")).not.toContain("Running Law");
    expect(await shown("type=properties", "single-bottom")).not.toContain("Running Law");
    expect(await shown("type=properties&location=chicago", "single-left")).not.toContain("Running Law");
    const everything = await call(server.url, "GET", "/v1/widgets?widget_type[]=single-bottom&type=properties");
    expect(JSON.stringify(everything.body)).not.toMatch(/Future Movers|Ended Taxes/);
  });

  it("never shows another user's upload as a buyer's picture", async () => {
    const answer = await call(server.url, "GET", "/v1/widgets?widget_type[]=sidebar&type=job");
    const banner = widgetsResponseSchema.parse(answer.body).data.sidebar?.find((b) => b.id === id.foreignImage);
    expect(banner?.title).toBe("Borrowed Picture");
    expect(banner?.image_url).toBeNull();
  });

  it("counts impressions and clicks per day, redirects only to the stored link, shows them to the buyer", async () => {
    const seen = { ids: [id.running, id.ended, id.future, 2_000_000] };
    for (let n = 0; n < 2; n++) {
      const beacon = await post(server.url, "/v1/widgets/impressions", seen, { headers: ip(1) });
      expect(beacon.status).toBe(204);
    }
    const clicks = [];
    for (let n = 0; n < 4; n++) {
      const query = n === 0 ? "?to=https://evil.example.net/&url=//evil.example.net" : "";
      const response = await fetch(new URL(`/v1/widgets/${id.running}/click${query}`, server.url), {
        redirect: "manual",
        headers: ip(2),
      });
      clicks.push([response.status, response.headers.get("location")]);
    }
    // Every click goes on to the banner's own link; one address counts three a day on one banner.
    expect(clicks).toEqual(Array(4).fill([302, "https://running-law.example.com/offer"]));
    const ended = await fetch(new URL(`/v1/widgets/${id.ended}/click`, server.url), { redirect: "manual" });
    expect(ended.status).toBe(302);
    const { token } = await signInWithPhone(server.url, buyer, null, ip(201));
    const answer = await call(server.url, "GET", "/v1/money/banners", { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.response.headers.get("cache-control")).toMatch(/private/);
    const mine = bannerStatsResponseSchema.parse(answer.body).data;
    const byId = new Map(mine.map((banner) => [banner.banner_id, banner]));
    expect(byId.get(id.running)?.days).toEqual([{ day: today(), impressions: 2, clicks: 3 }]);
    expect(byId.get(id.running)?.placement).toBe("single-bottom");
    expect(byId.get(id.ended)?.days).toEqual([]);
    expect(byId.get(id.future)?.days).toEqual([]);
    expect(byId.has(id.strangers)).toBe(false);
  });

  it("shows the figures to their buyer only", async () => {
    expect((await call(server.url, "GET", "/v1/money/banners")).status).toBe(401);
    const { token } = await signInWithPhone(server.url, stranger, null, ip(202));
    const theirs = bannerStatsResponseSchema.parse(
      (await call(server.url, "GET", "/v1/money/banners", { token })).body,
    );
    expect(theirs.data.map((banner) => banner.banner_id)).toEqual([id.strangers]);
  });

  it.each([
    ["a word", "x"],
    ["no ids", { ids: [] }],
    ["too many ids", { ids: Array.from({ length: 1000 }, (_, n) => n + 1) }],
    ["a huge id", { ids: [2 ** 40] }],
    ["a string id with NUL", { ids: ["1\u0000"] }],
  ])("refuses a beacon with %s in the caller's language", async (_name, body) => {
    const answer = await post(server.url, "/v1/widgets/impressions", body, { headers: ip(3) });
    expect(answer.status).toBe(422);
    expect(errorBodySchema.parse(answer.body).message).toMatch(/^[A-Z][a-z]/);
  });

  it("answers an odd click address with a 4xx and no redirect, never a 5xx", async () => {
    for (const path of ["abc", "0", "99999999999", "1%00", "2000000", "x".repeat(5000)]) {
      const response = await fetch(new URL(`/v1/widgets/${path}/click`, server.url), { redirect: "manual" });
      expect(response.status, path.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(response.status, path.slice(0, 20)).toBeLessThan(500);
      expect(response.headers.get("location")).toBeNull();
    }
  });

  it("budgets the impressions beacon per address: 120 an hour, then 429 with the wait", async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof post>> | null = null;
    for (let n = 0; n < 122; n++) {
      const answer = await post(server.url, "/v1/widgets/impressions", { ids: [id.running] }, { headers: ip(4) });
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(refusal && rateLimitedSchema.parse(refusal.body).retry_after).toBeGreaterThan(0);
    expect(refusal && messageOf(refusal)).toMatch(/Too many/);
    // Another address is not held back.
    expect((await post(server.url, "/v1/widgets/impressions", { ids: [id.running] }, { headers: ip(5) })).status).toBe(
      204,
    );
  });
});
