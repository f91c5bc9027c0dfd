import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/contract/common";
import { homeSliderResponseSchema, postListQuerySchema } from "../../src/shared/contract/posts";
import { HOME_SLIDER_MAX, PROMOTED_ROTATION_MS } from "../../src/shared/constants";
import { openDatabase, type Database } from "../../src/server/db/client";
import { categories, locations, posts, sections } from "../../src/server/db/schema";
import { adsChanged } from "../../src/server/lib/ad-events";
import { postJobs, topBumpJob } from "../../src/server/features/posts/jobs";
import { isPromotedSlot } from "../../src/server/lib/promoted-slots";
import { homeSlider, listPosts } from "../../src/server/lib/ad-listing";
import { postDetail } from "../../src/server/lib/ad-detail";
import { createReferenceCache, type ReferenceData } from "../../src/server/db/reference-cache";
import type { JobContext } from "../../src/server/jobs/types";
import { seedDemo } from "../../src/server/seed/demo";
import { getJson } from "./client";

/**
 * Promotions as the lists read them, on a database of the test's own (the demo seeded into PGlite) with the
 * clock in the test's hands: the services are called as the routes call them, with `now` moved hour by hour.
 */
const HOUR = PROMOTED_ROTATION_MS;
const DAY = 24 * HOUR;
/** On the hour, so "the next hour" is a turn of the rotation. */
const NOW = new Date(Math.floor(Date.parse("2026-11-24T12:00:00Z") / HOUR) * HOUR);
const later = (ms: number) => new Date(NOW.getTime() + ms);

let database: Database;
let dataDir: string;
let reference: ReferenceData;
/** The job section's two largest categories and, in the first, old ads to promote (off page 1 by date). */
let ownCategory: string;
let otherCategory: string;
let oldAds: number[];

const db = () => database.db;

async function list(query: Record<string, unknown>, now = NOW) {
  return listPosts(db(), reference, postListQuerySchema.parse(query), "ru", { now });
}

async function setPost(ids: number[], values: Partial<typeof posts.$inferInsert>) {
  await db().update(posts).set(values).where(inArray(posts.id, ids));
  adsChanged("elsewhere");
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-ranking-"));
  database = await openDatabase({ dataDir });
  await seedDemo(db(), NOW);
  reference = await createReferenceCache(db()).get();
  const biggest = await db()
    .select({ slug: categories.slug, id: categories.id, n: count() })
    .from(posts)
    .innerJoin(sections, eq(sections.id, posts.sectionId))
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(eq(sections.slug, "job"), eq(posts.status, "active")))
    .groupBy(categories.slug, categories.id)
    .orderBy(desc(count()))
    .limit(2);
  const [own, other] = biggest;
  if (!own || !other) throw new Error("the demo has no job categories");
  ownCategory = own.slug;
  otherCategory = other.slug;
  expect(own.n).toBeGreaterThan(4);
  const oldest = await db()
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.categoryId, own.id), eq(posts.status, "active")))
    .orderBy(posts.createdAt)
    .limit(4);
  oldAds = oldest.map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Each test starts from no running promotion in the job section.
  const job = reference.sectionIdBySlug.get("job") ?? -1;
  await db()
    .update(posts)
    .set({ promotedUntil: null, highlightUntil: null, urgentUntil: null, sliderUntil: null, topUntil: null })
    .where(eq(posts.sectionId, job));
  adsChanged("elsewhere");
});

describe("pinned ads (posts.promoted_until)", () => {
  it("take a marked place of their category's and section's lists, never another category's", async () => {
    const [ad] = oldAds;
    if (ad === undefined) throw new Error("no ad");
    // The oldest of its category: last by date before it is pinned.
    const before = await list({ section: "job", category: ownCategory, per_page: 50 });
    expect(before.data.findIndex((card) => card.id === ad)).toBeGreaterThan(0);

    await setPost([ad], { promotedUntil: later(3 * DAY) });
    const [where] = await db()
      .select({ place: locations.slug })
      .from(posts)
      .innerJoin(locations, eq(locations.id, posts.locationId))
      .where(eq(posts.id, ad));
    const lists = [
      { section: "job", category: ownCategory },
      { section: "job" },
      // The lists of its city too.
      { section: "job", location: where?.place },
      { section: "job", category: ownCategory, location: where?.place },
    ];
    for (const query of lists) {
      const page = await list(query);
      const place = page.data.findIndex((card) => card.id === ad);
      expect(place, JSON.stringify(query)).toBe(0);
      expect(isPromotedSlot(place)).toBe(true);
      expect(page.data[place]?.promoted).toBe(true);
      // Every other card is among the newest by date, none shown as pinned.
      expect(page.data.filter((card) => card.promoted)).toHaveLength(1);
    }
    const other = await list({ section: "job", category: otherCategory, per_page: 50 });
    expect(other.data.map((card) => card.id)).not.toContain(ad);
    // Home is the newest by date: the pinned ad has no place there, nor a pinned mark anywhere on it.
    const home = await list({ per_page: 50 });
    expect(home.data[0]?.id).not.toBe(ad);
    expect(home.data.some((card) => card.promoted)).toBe(false);
  });

  it("take their turns at the first marked place hour by hour", async () => {
    const [first, second] = oldAds;
    if (first === undefined || second === undefined) throw new Error("no ads");
    await setPost([first, second], { promotedUntil: later(3 * DAY) });
    const firstPlace = async (now: Date) => (await list({ section: "job", category: ownCategory }, now)).data[0]?.id;
    const thisHour = await firstPlace(NOW);
    const nextHour = await firstPlace(later(HOUR));
    const hourAfter = await firstPlace(later(2 * HOUR));
    expect(new Set([thisHour, nextHour])).toEqual(new Set([first, second]));
    expect(hourAfter).toBe(thisHour);
    // Both are on page 1 every hour (3 marked places in 20), each once.
    const page = await list({ section: "job", category: ownCategory }, later(HOUR));
    expect(page.data.filter((card) => card.promoted).map((card) => card.id)).toHaveLength(2);
  });

  it("bound the first page to 3 marked places however many are pinned", async () => {
    await setPost(oldAds, { promotedUntil: later(3 * DAY) });
    const page = await list({ section: "job" });
    const places = page.data.flatMap((card, place) => (card.promoted ? [place] : []));
    expect(places).toEqual([0, 7, 14]);
  });

  it("stop at their end: back among the newest by date, no pin, highlight or badge", async () => {
    const [ad] = oldAds;
    if (ad === undefined) throw new Error("no ad");
    const end = later(2 * HOUR);
    await setPost([ad], { promotedUntil: end, highlightUntil: end, urgentUntil: end });
    const running = await list({ section: "job", category: ownCategory }, later(HOUR));
    expect(running.data[0]).toMatchObject({ id: ad, promoted: true, highlighted: true, urgent: true });

    // At its end exactly, and after it.
    for (const now of [end, later(3 * HOUR)]) {
      const all = await list({ section: "job", category: ownCategory, per_page: 50 }, now);
      const card = all.data.find((found) => found.id === ad);
      expect(card).toMatchObject({ promoted: false, highlighted: false, urgent: false });
      expect(all.data[0]?.id).not.toBe(ad);
      const times = all.data.map((found) => Date.parse(found.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    const [row] = await db().select({ slug: posts.slug }).from(posts).where(eq(posts.id, ad));
    const detail = await postDetail(
      db(),
      reference,
      { section: "job", slug: row?.slug ?? "", hideCv: false, locale: "ru", counted: false },
      later(3 * HOUR),
    );
    expect(detail).toMatchObject({ urgent: false, highlighted: false, promoted: false });
    // Similar ads and search results rank by their own rule: no card there is ever shown as pinned.
    await setPost(oldAds, { promotedUntil: later(DAY) });
    const neighbour = await postDetail(
      db(),
      reference,
      { section: "job", slug: row?.slug ?? "", hideCv: false, locale: "ru", counted: false },
      NOW,
    );
    expect(neighbour?.similar.length).toBeGreaterThan(0);
    expect(neighbour?.similar.some((card) => card.promoted)).toBe(false);
    const [pinned] = await db().select({ title: posts.title }).from(posts).where(eq(posts.id, ad));
    const word = (pinned?.title ?? "").split(/[^\p{L}]+/u).find((part) => part.length >= 5) ?? "";
    const searched = await list({ section: "job", q: word, per_page: 50 });
    expect(searched.data.map((card) => card.id)).toContain(ad);
    expect(searched.data.some((card) => card.promoted)).toBe(false);
  });

  it("show their looks (highlight, «Срочно») wherever the ad is listed while they run", async () => {
    const [ad] = oldAds;
    if (ad === undefined) throw new Error("no ad");
    await setPost([ad], { highlightUntil: later(DAY), urgentUntil: later(DAY), createdAt: later(-1000) });
    const home = await list({});
    expect(home.data[0]).toMatchObject({ id: ad, highlighted: true, urgent: true, promoted: false });
  });
});

describe("the top promotion's daily bump (posts-top-bump)", () => {
  const contextAt = (at: Date) => ({ db: db(), now: () => at }) as unknown as JobContext;
  const read = async (id: number) => {
    const [row] = await db()
      .select({ createdAt: posts.createdAt, expiresAt: posts.expiresAt })
      .from(posts)
      .where(eq(posts.id, id));
    return row;
  };

  it("is listed with the feature's jobs", () => {
    expect(postJobs.map((job) => job.name)).toContain("posts-top-bump");
    expect(topBumpJob.cron).toBeDefined();
  });

  it("dates a running top ad anew once a day, keeps its expiry, and leaves others alone", async () => {
    const [top, ended, hidden] = oldAds;
    if (top === undefined || ended === undefined || hidden === undefined) throw new Error("no ads");
    const expiresAt = later(20 * DAY);
    const old = later(-2 * DAY);
    await setPost([top, ended, hidden], { createdAt: old, expiresAt });
    await setPost([top], { topUntil: later(7 * DAY) });
    await setPost([ended], { topUntil: later(-HOUR) });
    await setPost([hidden], { topUntil: later(7 * DAY), status: "inactive" });

    await topBumpJob.run(contextAt(NOW), {});
    expect(await read(top)).toEqual({ createdAt: NOW, expiresAt });
    expect((await read(ended))?.createdAt).toEqual(old);
    expect((await read(hidden))?.createdAt).toEqual(old);
    const page = await list({ section: "job", category: ownCategory, per_page: 50 });
    expect(page.data.find((card) => card.id === top)?.created_at).toBe(NOW.toISOString());

    // Run again (the queue retried, or the next hour): nothing moves before 24 h have passed.
    await topBumpJob.run(contextAt(NOW), {});
    await topBumpJob.run(contextAt(later(23 * HOUR)), {});
    expect((await read(top))?.createdAt).toEqual(NOW);
    await topBumpJob.run(contextAt(later(DAY)), {});
    expect(await read(top)).toEqual({ createdAt: later(DAY), expiresAt });
    await setPost([hidden], { status: "active" });
  });
});

describe("the home slider (posts.slider_until)", () => {
  it("lists only active ads whose slider promotion runs, at most HOME_SLIDER_MAX, turning hourly", async () => {
    const withPhotos = await db()
      .select({ id: posts.id, locationId: posts.locationId })
      .from(posts)
      .where(and(eq(posts.status, "active"), isNotNull(posts.locationId), sql`${posts.photos} <> '[]'::jsonb`))
      .limit(HOME_SLIDER_MAX + 4);
    const ids = withPhotos.map((row) => row.id);
    expect(ids.length).toBe(HOME_SLIDER_MAX + 4);
    // The demo's own slider ads give way to the test's.
    await db().update(posts).set({ sliderUntil: null });
    const [running, ended, hidden] = ids;
    if (running === undefined || ended === undefined || hidden === undefined) throw new Error("no ads");
    await setPost([running], { sliderUntil: later(DAY) });
    await setPost([ended], { sliderUntil: NOW });
    await setPost([hidden], { sliderUntil: later(DAY), status: "inactive" });
    const few = await homeSlider(db(), reference, undefined, "ru", NOW);
    expect(few.data.map((card) => card.id)).toEqual([running]);
    expect(few.data[0]?.cover).not.toBeNull();

    const many = ids.slice(3);
    await setPost(many, { sliderUntil: later(DAY) });
    const thisHour = (await homeSlider(db(), reference, undefined, "ru", NOW)).data.map((card) => card.id);
    const nextHour = (await homeSlider(db(), reference, undefined, "ru", later(HOUR))).data.map((card) => card.id);
    expect(thisHour).toHaveLength(HOME_SLIDER_MAX);
    expect(new Set(thisHour).size).toBe(HOME_SLIDER_MAX);
    expect(nextHour).toHaveLength(HOME_SLIDER_MAX);
    expect(nextHour).not.toEqual(thisHour);
    expect(new Set([...thisHour, ...nextHour])).toEqual(new Set([running, ...many]));

    await setPost([hidden], { status: "active", sliderUntil: null });
    await setPost([running, ...many], { sliderUntil: later(-1) });
    expect((await homeSlider(db(), reference, undefined, "ru", NOW)).data).toEqual([]);
  });

  it("keeps to the place asked for", async () => {
    const [row] = await db()
      .select({ id: posts.id, place: locations.slug })
      .from(posts)
      .innerJoin(locations, eq(locations.id, posts.locationId))
      .where(eq(posts.status, "active"))
      .limit(1);
    if (!row) throw new Error("no ad");
    await db().update(posts).set({ sliderUntil: null });
    await setPost([row.id], { sliderUntil: later(DAY) });
    const place = row.place;
    const there = await homeSlider(db(), reference, place, "ru", NOW);
    expect(there.data.map((card) => card.id)).toEqual([row.id]);
    const elsewhere = place === "chicago" ? "miami" : "chicago";
    expect((await homeSlider(db(), reference, elsewhere, "ru", NOW)).data).toEqual([]);
  });
});

describe("GET /v1/posts/slider", () => {
  it("answers the slider's cards", async () => {
    const { status, body, response } = await getJson("/v1/posts/slider", { headers: { "Accept-Language": "en" } });
    expect(status).toBe(200);
    expect(response.headers.get("vary")).toContain("Accept-Language");
    const slider = homeSliderResponseSchema.parse(body);
    expect(slider.data.length).toBeLessThanOrEqual(HOME_SLIDER_MAX);
  });

  it.each([
    ["huge", `location=${"a".repeat(5000)}`],
    ["odd", "location=Bad_Slug"],
    ["too long", `location=${"a".repeat(101)}`],
  ])("refuses a %s place with 422 in the caller's language", async (_, query) => {
    const messages = [];
    for (const language of ["ru", "en"]) {
      const { status, body } = await getJson(`/v1/posts/slider?${query}`, { headers: { "Accept-Language": language } });
      expect(status).toBe(422);
      const error = errorBodySchema.parse(body);
      expect(Object.keys(error.errors ?? {})).toContain("location");
      messages.push(error.message);
    }
    expect(messages[0]).toMatch(/[а-я]/i);
    expect(messages[1]).toMatch(/^[\x20-\x7e]+$/);
  });

  it("refuses a NUL with 400", async () => {
    const { status, body } = await getJson("/v1/posts/slider?location=%00");
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).message).toMatch(/[а-я]/i);
  });
});
