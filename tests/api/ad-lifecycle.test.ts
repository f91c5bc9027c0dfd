import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { postListResponseSchema } from "../../src/shared/contract/posts";
import { adLifeResponseSchema, myPostsResponseSchema, type MyPost } from "../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import type { MailMessage } from "../../src/server/adapters/mail";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database, type Db } from "../../src/server/db/client";
import { posts, sections, users } from "../../src/server/db/schema";
import { adLifecycleJobs } from "../../src/server/features/post-form/lifecycle-jobs";
import type { JobContext } from "../../src/server/jobs/types";
import { seedDemo } from "../../src/server/seed/demo";
import { call, textTag, freshEmail, freshPhone, messageOf, post, signInWithPhone, type Answer } from "./auth-helpers";
import { baseUrl } from "./client";
import { newDataDir } from "../support/data-dir";
import { serverWithPreparedDb } from "./direct-db";

/** An ad's life after publishing: its end by section, renewing, sold, the month's free ads, expiry and reminders. */
const DAY_MS = 24 * 60 * 60 * 1000;
let base = "";
const categoriesOf = new Map<string, number>();
let cityId = 0;

beforeAll(async () => {
  base = baseUrl();
  const found = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  for (const section of found.data) categoriesOf.set(section.slug, section.categories[0]?.id ?? 0);
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
  expect(cityId).toBeGreaterThan(0);
});

const jobForm = (title = "Нужен повар в ресторан на Девон") => ({
  kind: "job",
  title,
  content: `<p>Ищем опытного повара на кухню ресторана, полный рабочий день, оплата еженедельно. ${textTag()}</p>`,
  categoryIds: [categoriesOf.get("job")],
  locationIds: [cityId],
  contact: { phone: freshPhone().typed, country_code: "+1", contact_person: "Иван", email: "" },
  fields: { salary_from: 25, salary_period: "hour" },
  photos: [],
});
const propertyForm = () => ({
  ...jobForm("Сдаётся квартира в Бруклине у парка"),
  kind: "property",
  categoryIds: [categoriesOf.get("properties")],
  fields: { property_type: "apartment", deal: "rent", price: 2300 },
});

function created(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return postWriteResponseSchema.parse(answer.body).data;
}

async function myPosts(token: string, view: "current" | "archive" = "current"): Promise<MyPost[]> {
  const answer = await call(base, "GET", `/v1/profile/posts?per_page=50&view=${view}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return myPostsResponseSchema.parse(answer.body).data;
}

async function expiryOf(token: string, id: number): Promise<number> {
  const found = (await myPosts(token)).find((row) => row.id === id);
  expect(found?.expires_at, `ad ${String(id)} in «Мои объявления»`).toBeTruthy();
  return Date.parse(found?.expires_at ?? "");
}

/** Whether the section's listing shows the ad on any of its pages (on PostgreSQL other tests' ads come first). */
async function listedIn(url: string, section: string, id: number): Promise<boolean> {
  for (let page = 1; page <= 40; page++) {
    const answer = await call(url, "GET", `/v1/posts?section=${section}&per_page=50&page=${String(page)}`);
    const list = postListResponseSchema.parse(answer.body);
    if (list.data.some((card) => card.id === id)) return true;
    if (page >= list.meta.last_page) return false;
  }
  return false;
}

describe("publishing and the author's buttons", () => {
  let token = "";
  beforeAll(async () => {
    token = (await signInWithPhone(base, freshPhone())).token;
  });

  it("gives a job 30 days and an apartment 60, from the moment it is published", async () => {
    const before = Date.now();
    const job = created(await post(base, "/v1/posts", jobForm(), { token }));
    const flat = created(await post(base, "/v1/posts", propertyForm(), { token }));
    const after = Date.now();
    const jobEnd = await expiryOf(token, job.id);
    expect(jobEnd).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(jobEnd).toBeLessThanOrEqual(after + 30 * DAY_MS + 1000);
    const flatEnd = await expiryOf(token, flat.id);
    expect(flatEnd).toBeGreaterThanOrEqual(before + 60 * DAY_MS - 1000);
    expect(flatEnd).toBeLessThanOrEqual(after + 60 * DAY_MS + 1000);
  });

  it("renews in one call: the section's period is added to the current end", async () => {
    const ad = created(await post(base, "/v1/posts", jobForm(), { token }));
    const end = await expiryOf(token, ad.id);
    const renewed = await post(base, `/v1/profile/posts/${String(ad.id)}/renew`, {}, { token });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const body = adLifeResponseSchema.parse(renewed.body).data;
    expect(body.status).toBe("active");
    expect(Date.parse(body.expires_at ?? "")).toBe(end + 30 * DAY_MS);
    expect(await expiryOf(token, ad.id)).toBe(end + 30 * DAY_MS);
  });

  it("marks an ad sold: it leaves the listing and «Мои объявления» for the archive", async () => {
    const ad = created(await post(base, "/v1/posts", jobForm("Ищем официанта в кафе на выходные"), { token }));
    expect(await listedIn(base, "job", ad.id)).toBe(true);
    const sold = await post(base, `/v1/profile/posts/${String(ad.id)}/sold`, {}, { token });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(adLifeResponseSchema.parse(sold.body).data.status).toBe("sold");
    expect(await listedIn(base, "job", ad.id)).toBe(false);
    expect((await myPosts(token)).some((row) => row.id === ad.id)).toBe(false);
    expect((await myPosts(token, "archive")).find((row) => row.id === ad.id)?.status).toBe("sold");
    // «Продлить» in the archive publishes it again.
    const back = await post(base, `/v1/profile/posts/${String(ad.id)}/renew`, {}, { token });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await listedIn(base, "job", ad.id)).toBe(true);
  });

  it("lets only the author renew or sell, and answers odd ids in the caller's language", async () => {
    const ad = created(await post(base, "/v1/posts", jobForm(), { token }));
    const stranger = (await signInWithPhone(base, freshPhone())).token;
    const foreign = await post(base, `/v1/profile/posts/${String(ad.id)}/sold`, {}, { token: stranger });
    expect(foreign.status).toBe(403);
    expect(messageOf(foreign)).toBe("Это объявление принадлежит другому пользователю.");
    const anonymous = await post(
      base,
      `/v1/profile/posts/${String(ad.id)}/renew`,
      {},
      { headers: { "Accept-Language": "en" } },
    );
    expect(anonymous.status).toBe(401);
    expect(messageOf(anonymous)).toMatch(/sign in|Войдите/i);
    for (const id of ["abc", "99999999999999", "0", "1%00"]) {
      const odd = await post(base, `/v1/profile/posts/${id}/renew`, {}, { token });
      expect([400, 404], `${id}: ${String(odd.status)}`).toContain(odd.status);
      expect(messageOf(odd)).not.toBe("");
    }
    expect((await myPosts(token)).find((row) => row.id === ad.id)?.status).toBe("active");
  });

  it("stores the 6th ad of the month in a section as unpaid (not listed, not switched on for free)", async () => {
    const author = (await signInWithPhone(base, freshPhone())).token;
    for (let i = 0; i < 5; i++) {
      const free = created(await post(base, "/v1/posts", jobForm(), { token: author }));
      expect(free.status).toBe("active");
    }
    const sixth = created(await post(base, "/v1/posts", jobForm(), { token: author }));
    expect(sixth.status).toBe("unpaid");
    expect(await listedIn(base, "job", sixth.id)).toBe(false);
    const activated = await post(base, `/v1/posts/${String(sixth.id)}/activate`, {}, { token: author });
    expect(activated.status).toBe(409);
    expect(messageOf(activated)).toContain("оплатите публикацию");
    expect((await myPosts(author)).find((row) => row.id === sixth.id)?.status).toBe("unpaid");
    // Another section has its own free ads.
    const flat = created(await post(base, "/v1/posts", propertyForm(), { token: author }));
    expect(flat.status).toBe("active");
  });
});

/** A job's context on a database the test opened itself: the clock is the test's, sends are recorded. */
function jobContext(db: Db, now: Date, mails: MailMessage[], texts: { to: string; text: string }[]): JobContext {
  return {
    db,
    config: loadConfig({}),
    sms: { name: "recorded", send: (message) => Promise.resolve(void texts.push(message)) },
    mail: { name: "recorded", send: (message) => Promise.resolve(void mails.push(message)) },
    payments: {} as JobContext["payments"],
    now: () => now,
    send: () => Promise.resolve(),
  };
}

const job = (name: string) => {
  const found = adLifecycleJobs.find((definition) => definition.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};

/** The `nth` active demo job ad, handed to a new user (whose phone the test can sign in with). */
async function adOfNewUser(db: Db, nth: number, values: Partial<typeof users.$inferInsert>) {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  const [jobSection] = await db.select({ id: sections.id }).from(sections).where(eq(sections.slug, "job"));
  const [ad] = await db
    .select({ id: posts.id, slug: posts.slug, contact: posts.contact })
    .from(posts)
    .where(and(eq(posts.sectionId, jobSection?.id ?? 0), eq(posts.status, "active")))
    .orderBy(posts.id)
    .limit(1)
    .offset(nth);
  if (!user || !ad) throw new Error("no demo job ad");
  await db.update(posts).set({ userId: user.id }).where(eq(posts.id, ad.id));
  return { userId: user.id, ...ad };
}

describe("ads-expire, and ads handed over on signing in", () => {
  const phone = freshPhone();
  const busy = freshPhone();
  let server: Awaited<ReturnType<typeof serverWithPreparedDb>>;
  let ended = { id: 0, slug: "" };
  let hidden = { id: 0, slug: "" };
  const endedAt = new Date(Date.now() - 60_000);

  beforeAll(async () => {
    server = await serverWithPreparedDb(async (db) => {
      ended = await adOfNewUser(db, 3, { phone: phone.e164 });
      await db.update(posts).set({ expiresAt: endedAt }).where(eq(posts.id, ended.id));
      hidden = await adOfNewUser(db, 4, {});
      await db.update(posts).set({ status: "inactive" }).where(eq(posts.id, hidden.id));
      await job("ads-expire").run(jobContext(db, new Date(), [], []), {});
      // An author who posted five job ads this month already.
      for (let nth = 10; nth < 15; nth++) {
        const ad = await adOfNewUser(db, nth, {});
        await db.update(posts).set({ createdAt: new Date(), postedAt: new Date() }).where(eq(posts.id, ad.id));
        const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, busy.e164));
        if (owner) await db.update(posts).set({ userId: owner.id }).where(eq(posts.id, ad.id));
        else await db.update(users).set({ phone: busy.e164 }).where(eq(users.id, ad.userId));
      }
      const [row] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, ended.id));
      expect(row?.status).toBe("expired");
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it("takes the ended ad out of its listing; its page answers as a hidden ad's does", async () => {
    expect(await listedIn(server.url, "job", ended.id)).toBe(false);
    const page = await call(server.url, "GET", `/v1/posts/job/${ended.slug}`);
    const hiddenPage = await call(server.url, "GET", `/v1/posts/job/${hidden.slug}`);
    expect(page.status).toBe(404);
    expect(page.status).toBe(hiddenPage.status);
    expect(messageOf(page)).toBe(messageOf(hiddenPage));
  });

  it("comes back on renewing, for a period from now (its end had passed)", async () => {
    const { token } = await signInWithPhone(server.url, phone);
    const archived = await call(server.url, "GET", "/v1/profile/posts?view=archive", { token });
    expect(myPostsResponseSchema.parse(archived.body).data.map((row) => [row.id, row.status])).toContainEqual([
      ended.id,
      "expired",
    ]);
    const before = Date.now();
    const renewed = await post(server.url, `/v1/profile/posts/${String(ended.id)}/renew`, {}, { token });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const end = Date.parse(adLifeResponseSchema.parse(renewed.body).data.expires_at ?? "");
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
    expect(await listedIn(server.url, "job", ended.id)).toBe(true);
  });

  it("counts an ad posted before signing in: handed over past the free ads, it waits for payment", async () => {
    const form = jobForm("Ищем мойщика посуды в ресторан");
    const anonymous = await post(server.url, "/v1/posts", { ...form, contact: { ...form.contact, phone: busy.typed } });
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(201);
    const ad = postWriteResponseSchema.parse(anonymous.body).data;
    expect(ad.status).toBe("pending");
    const { token } = await signInWithPhone(server.url, busy, ad.id);
    const mine = await call(server.url, "GET", "/v1/profile/posts?per_page=50", { token });
    const rows = myPostsResponseSchema.parse(mine.body).data;
    expect(rows.filter((row) => row.status === "active")).toHaveLength(5);
    expect(rows.find((row) => row.id === ad.id)?.status).toBe("unpaid");
    expect(await listedIn(server.url, "job", ad.id)).toBe(false);
  });
});

describe("ads-expiry-notice", () => {
  let dataDir = "";
  let database: Database;
  beforeAll(async () => {
    dataDir = process.env.DATABASE_URL ? "" : newDataDir({ prefix: "obyava-notice-" });
    database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
    await seedDemo(database.db);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("tells the author once, three days before the end, in their language, with the link to renew", async () => {
    const { db } = database;
    const email = freshEmail("ending");
    const now = new Date();
    const ad = await adOfNewUser(db, 5, { phone: freshPhone().e164, email, locale: "pl" });
    await db
      .update(posts)
      .set({ expiresAt: new Date(now.getTime() + 4 * DAY_MS), expiryNoticeAt: null })
      .where(eq(posts.id, ad.id));
    const mails: MailMessage[] = [];
    const mine = () => mails.filter((mail) => mail.to === email);
    await job("ads-expiry-notice").run(jobContext(db, now, mails, []), {});
    expect(mine()).toHaveLength(0);

    // A day later the end is three days away.
    const later = new Date(now.getTime() + DAY_MS + 60_000);
    await job("ads-expiry-notice").run(jobContext(db, later, mails, []), {});
    expect(mine()).toHaveLength(1);
    const [mail] = mine();
    expect(mail?.text).toContain("/pl/profile/listing");
    expect(mail?.subject).toContain("jest aktywne do");
    expect(mail?.text).toContain("przedłuż je jednym kliknięciem");
    await job("ads-expiry-notice").run(jobContext(db, new Date(later.getTime() + 60 * 60_000), mails, []), {});
    expect(mine()).toHaveLength(1);
  });

  it("texts the ad's phone when the author has no e-mail, in Russian by default", async () => {
    const { db } = database;
    const now = new Date();
    const userPhone = freshPhone().e164;
    const ad = await adOfNewUser(db, 6, { phone: userPhone });
    await db
      .update(posts)
      .set({ expiresAt: new Date(now.getTime() + 2 * DAY_MS), expiryNoticeAt: null })
      .where(eq(posts.id, ad.id));
    const texts: { to: string; text: string }[] = [];
    await job("ads-expiry-notice").run(jobContext(db, now, [], texts), {});
    const mine = texts.filter((text) => text.to === (ad.contact.phone ?? userPhone));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain("Продлить в один клик");
    expect(mine[0]?.text).toContain("/profile/listing");
  });
});
