import fs from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema } from "../../src/shared/contract/post-form";
import { myPostsResponseSchema } from "../../src/shared/contract/profile";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { openDatabase } from "../../src/server/db/client";
import { moderationSettings, posts, sections as sectionRows, users } from "../../src/server/db/schema";
import { seedDemo } from "../../src/server/seed/demo";
import { startServer, type RunningServer } from "../support/server";
import { newDataDir } from "../support/data-dir";
import { call, freshPhone, messageOf, post, signInWithPhone, type Answer } from "./auth-helpers";

/**
 * Moderation as a server with the default settings runs it: publish first (a new account's ad and edit are live at
 * once and wait in the after-review stream, newest accounts first), an ad that trips a rule waits, an edit that trips
 * one waits while the approved version stays live, and the posting rate outlives signing out and in.
 * These servers own their PGlite folders; on a shared PostgreSQL their settings would reach every other test's
 * server, so they run on PGlite only.
 */
const RAISED = { OTP_IP_LIMIT_PER_HOUR: "100000", IP_LIMIT_FACTOR: "1000" };

let server: RunningServer;
let dir = "";
let base = "";
let jobCategory = 0;
let cityId = 0;
const trusted = freshPhone();
const fast = freshPhone();
const sameDevice = freshPhone();
const moderator = freshPhone();
let trustedToken = "";
let moderatorToken = "";
/** An active demo ad of the trusted author: someone writes to its author in the chat. */
let trustedAdId = 0;

beforeAll(async () => {
  dir = newDataDir({ prefix: "obyava-premod-" });
  const database = await openDatabase({ dataDir: dir });
  try {
    await seedDemo(database.db);
    // A small hour of messages, so that the chat's own limit (per ten minutes) is not what answers first.
    await database.db.update(moderationSettings).set({ messagesPerHour: 3 });
    // Posting fast is the rate's to judge here, not the month's free ads (a payment's concern).
    await database.db.update(sectionRows).set({ freeAdsPerMonth: 1000 });
    // Trusted authors: three ads of the demo each (seeded ads count as approved) and no upheld report.
    const three = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.status, "active")).limit(9);
    await database.db
      .insert(users)
      .values({ phone: moderator.e164, locale: "ru", role: "moderator", name: "Модератор" });
    for (const [index, phone] of [trusted, fast, sameDevice].entries()) {
      const [user] = await database.db.insert(users).values({ phone: phone.e164, locale: "ru" }).returning();
      const ids = three.slice(index * 3, index * 3 + 3).map((row) => row.id);
      if (index === 0) trustedAdId = ids[0] ?? 0;
      await database.db
        .update(posts)
        .set({ userId: user?.id ?? 0 })
        .where(inArray(posts.id, ids));
    }
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir: dir, env: RAISED });
  base = server.url;
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  jobCategory = sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
  // One code a minute per phone: the trusted author signs in once for every test.
  trustedToken = (await signInWithPhone(base, trusted)).token;
  moderatorToken = (await signInWithPhone(base, moderator)).token;
}, 180_000);

afterAll(async () => {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function jobForm(title: string, content = "Ищем повара на кухню ресторана, полный день, оплата каждую неделю.") {
  return {
    kind: "job",
    title,
    content: `<p>${content}</p>`,
    categoryIds: [jobCategory],
    locationIds: [cityId],
    contact: { phone: freshPhone().typed, country_code: "+1", contact_person: "Иван", email: "" },
    fields: { salary_from: 25, salary_period: "hour" },
    photos: [],
  };
}

function written(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return postWriteResponseSchema.parse(answer.body).data;
}

async function myStatuses(token: string): Promise<Map<number, string>> {
  const answer = await call(base, "GET", "/v1/profile/posts", { token });
  expect(answer.status).toBe(200);
  return new Map(myPostsResponseSchema.parse(answer.body).data.map((ad) => [ad.id, ad.status]));
}

/** The ads a tab of the team's queue lists (its first page). */
async function queueIds(reason: "new" | "edited" | "rule"): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await call(base, "GET", `/v1/admin/queue?reason=${reason}&page=${String(page)}`, {
      token: moderatorToken,
    });
    expect(answer.status).toBe(200);
    const items = (answer.body as { data: { id: number }[] }).data;
    ids.push(...items.map((item) => item.id));
    if (items.length === 0) break;
  }
  return ids;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("moderation with the default settings", () => {
  it("publish first: a new account's ad is live at once, in the after-review stream; a trusted one's not", async () => {
    const author = await signInWithPhone(base, freshPhone());
    const ad = written(await post(base, "/v1/posts", jobForm("Повар в ресторан на Девон"), { token: author.token }));
    expect(ad.status).toBe("active");
    expect(ad.held_by).toBeUndefined();
    expect((await myStatuses(author.token)).get(ad.id)).toBe("active");
    expect((await call(base, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(200);

    const live = written(await post(base, "/v1/posts", jobForm("Повар в кафе на Бродвее"), { token: trustedToken }));
    expect(live.status).toBe("active");
    const stream = await queueIds("new");
    expect(stream).toContain(ad.id);
    expect(stream).not.toContain(live.id);

    // The moderator looks and keeps it: it leaves the stream and stays live.
    const kept = await call(base, "POST", `/v1/admin/posts/${String(ad.id)}/approve`, {
      token: moderatorToken,
      body: {},
    });
    expect(kept.status).toBe(200);
    expect(await queueIds("new")).not.toContain(ad.id);
    expect((await call(base, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).status).toBe(200);
  });

  it("newest accounts first in the after-review stream; the queue tells the oldest held item's age", async () => {
    const older = await signInWithPhone(base, freshPhone());
    const first = written(await post(base, "/v1/posts", jobForm("Повар в столовую завода"), { token: older.token }));
    const newer = await signInWithPhone(base, freshPhone());
    const second = written(await post(base, "/v1/posts", jobForm("Повар в столовую школы"), { token: newer.token }));
    const stream = await queueIds("new");
    expect(stream.indexOf(second.id)).toBeLessThan(stream.indexOf(first.id));
    const form = jobForm("Повар на кухню кафе", "Нужен повар, звоните 212-465-1299 или пишите chef.hr@example.com.");
    written(await post(base, "/v1/posts", form, { token: trustedToken }));
    const queue = await call(base, "GET", "/v1/admin/queue?reason=rule", { token: moderatorToken });
    const oldest = (queue.body as { oldest_held_at: string | null }).oldest_held_at;
    expect(oldest).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Date.now() - Date.parse(oldest ?? "")).toBeGreaterThanOrEqual(0);
  });

  it("a trusted account's ad that trips a rule waits too", async () => {
    const form = jobForm("Повар на кухню", "Нужен повар, звоните 212-465-1234 или пишите cook.hr@example.com сегодня.");
    expect(written(await post(base, "/v1/posts", form, { token: trustedToken })).status).toBe("review");
  });

  it("an ad posted before signing in is live once a new account claims it by the code", async () => {
    const phone = freshPhone();
    const form = { ...jobForm("Помощник повара в пекарню"), contact: { ...jobForm("x").contact, phone: phone.typed } };
    const pending = written(await post(base, "/v1/posts", form));
    expect(pending.status).toBe("pending");
    const author = await signInWithPhone(base, phone, pending.id);
    // Claimed by the code, it is live at once (publish first) and in the after-review stream.
    expect((await myStatuses(author.token)).get(pending.id)).toBe("active");
    expect(await queueIds("new")).toContain(pending.id);
  });

  it("past the day's number an ad waits; signing into another account on the device goes on counting", async () => {
    const session = await signInWithPhone(base, fast);
    const statuses: string[] = [];
    let device = "";
    // A trusted author posting fast: an ordinary day is ten ads (moderation_settings.ads_per_day).
    for (let i = 0; i < 10; i++) {
      const form = jobForm(`Повар номер ${String(i + 1)} в ресторан`, `Ресторан ищет повара, смена ${String(i + 1)}.`);
      const headers: Record<string, string> = device ? { Cookie: `device=${device}` } : {};
      const answer = await post(base, "/v1/posts", form, { token: session.token, headers });
      // The server gives the browser its device id on its first write.
      device ||= /device=([\w-]+)/.exec(answer.response.headers.get("set-cookie") ?? "")?.[1] ?? "";
      statuses.push(written(answer).status);
    }
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => "active"));
    const eleventh = jobForm("Ещё один повар", "Кафе ищет повара на выходные дни, оплата наличными.");
    const cookie = { Cookie: `device=${device}` };
    expect(written(await post(base, "/v1/posts", eleventh, { token: session.token, headers: cookie })).status).toBe(
      "review",
    );

    // Signed out, and in as another trusted account on the same device: the device's day is still full.
    expect((await post(base, "/v1/auth/logout", {}, { token: session.token })).status).toBe(200);
    const other = await signInWithPhone(base, sameDevice);
    const form = jobForm("Повар в кафе у парка", "Кафе у парка ищет повара, график два через два.");
    const onDevice = await post(base, "/v1/posts", form, { token: other.token, headers: cookie });
    expect(written(onDevice).status).toBe("review");
    const elsewhere = jobForm("Повар в кафе у реки", "Кафе у реки ищет повара, график пять через два.");
    expect(written(await post(base, "/v1/posts", elsewhere, { token: other.token })).status).toBe("active");

    // Far past the day's number (three times it) an ad from the device is refused, in the caller's language.
    let refused: Answer | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const more = jobForm(`Повар ${String(i)} в столовую`, `Столовая ищет повара, вариант ${String(i)}.`);
      const answer = await post(base, "/v1/posts", more, {
        token: other.token,
        headers: { ...cookie, "Accept-Language": "en" },
      });
      if (answer.status === 429) refused = answer;
      else expect(written(answer).status).toBe("review");
    }
    expect(refused?.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused && messageOf(refused)).toMatch(/too many ads/i);
  });

  it("the chat's sending rate (messages an hour) refuses the next message, in the caller's language", async () => {
    const writer = await signInWithPhone(base, freshPhone());
    const started = await post(
      base,
      "/v1/chats",
      { post_id: trustedAdId, body: "Здравствуйте, вакансия ещё открыта?" },
      { token: writer.token },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const chat = (started.body as { data: { conversation_id: number } }).data.conversation_id;
    const send = (body: string) =>
      post(
        base,
        `/v1/chats/${String(chat)}/messages`,
        { body },
        { token: writer.token, headers: { "Accept-Language": "en" } },
      );
    expect((await send("Могу прийти завтра утром.")).status).toBe(201);
    expect((await send("Или в пятницу после обеда.")).status).toBe(201);
    const refused = await send("Напишите, пожалуйста.");
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(/too many messages/i);
  });

  it("an edit that trips a rule waits while the approved version stays live; approving makes it live", async () => {
    const form = jobForm("Кондитер в кафе на Ньюкирк", "Кафе ищет кондитера на утренние смены, опыт от года.");
    const live = written(await post(base, "/v1/posts", form, { token: trustedToken }));
    expect(live.status).toBe("active");
    const held = {
      ...form,
      title: "Кондитер в кафе, звоните",
      content: "<p>Звоните 212-465-1777, пишите pastry@example.com.</p>",
    };
    const saved = written(
      await call(base, "PATCH", `/v1/posts/${String(live.id)}`, { token: trustedToken, body: held }),
    );
    expect(saved).toMatchObject({ status: "active", edit_held: true });
    expect(saved.held_by).toContain("contacts");
    // Visitors keep reading the approved version; the moderator finds the edit in the rule tab.
    const page = await call(base, "GET", `/v1/posts/${live.section}/${live.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain("Кондитер в кафе на Ньюкирк");
    expect(JSON.stringify(page.body)).not.toContain("212-465-1777");
    expect(await queueIds("rule")).toContain(live.id);
    // Its author sees both: the form goes on from the held change, «Мои объявления» says it waits.
    const form2 = await call(base, "GET", `/v1/posts/${String(live.id)}/edit`, { token: trustedToken });
    expect(form2.body).toMatchObject({ data: { title: "Кондитер в кафе, звоните", edit_held: true } });
    const mine = await call(base, "GET", "/v1/profile/posts", { token: trustedToken });
    const listed = myPostsResponseSchema.parse(mine.body).data.find((ad) => ad.id === live.id);
    expect(listed).toMatchObject({ status: "active", edit_held: true });
    const approved = await call(base, "POST", `/v1/admin/posts/${String(live.id)}/approve`, {
      token: moderatorToken,
      body: {},
    });
    expect(approved.status).toBe(200);
    const after = await call(base, "GET", `/v1/posts/${live.section}/${live.slug}`);
    expect(JSON.stringify(after.body)).toContain("Кондитер в кафе, звоните");
    expect(await queueIds("rule")).not.toContain(live.id);
  });

  it("rejecting a held edit keeps the approved version live", async () => {
    const form = jobForm("Бариста в кофейню на Кингс", "Кофейня ищет бариста на вечерние смены, научим.");
    const live = written(await post(base, "/v1/posts", form, { token: trustedToken }));
    const held = {
      ...form,
      title: "Бариста, пишите",
      content: "<p>Пишите на barista.jobs@example.com и звоните 212-465-1888.</p>",
    };
    written(await call(base, "PATCH", `/v1/posts/${String(live.id)}`, { token: trustedToken, body: held }));
    const rejected = await call(base, "POST", `/v1/admin/posts/${String(live.id)}/reject`, {
      token: moderatorToken,
      body: { reason: "spam" },
    });
    expect(rejected.status).toBe(200);
    const page = await call(base, "GET", `/v1/posts/${live.section}/${live.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain("Бариста в кофейню на Кингс");
    expect((await myStatuses(trustedToken)).get(live.id)).toBe("active");
    expect(await queueIds("rule")).not.toContain(live.id);
  });

  it("an edit by an author not trusted (any more) is live at once and waits in the after-review stream", async () => {
    const form = jobForm("Пекарь в пекарню на Девон", "Пекарня ищет пекаря в ночную смену, опыт от года.");
    const live = written(await post(base, "/v1/posts", form, { token: trustedToken }));
    expect(live.status).toBe("active");
    await server.stop();
    // Ten approved ads needed now: the author's three demo ads (and one approved edit) no longer make them trusted.
    server = await startServer({ dataDir: dir, env: { ...RAISED, MODERATION_TRUSTED_APPROVED_ADS: "10" } });
    base = server.url;
    const edited = { ...form, title: "Пекарь в пекарню на Девон, ночная смена" };
    const saved = written(
      await call(base, "PATCH", `/v1/posts/${String(live.id)}`, { token: trustedToken, body: edited }),
    );
    expect(saved.status).toBe("active");
    expect((await myStatuses(trustedToken)).get(live.id)).toBe("active");
    expect(await queueIds("edited")).toContain(live.id);
  }, 120_000);
});
