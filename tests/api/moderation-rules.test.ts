import fs from "node:fs";
import sharp from "sharp";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "../../src/server/db/client";
import { posts, reports, uploads, users } from "../../src/server/db/schema";
import { countAd, countMessage } from "../../src/server/lib/moderation/rates";
import { adRuleHits, type AdDraft } from "../../src/server/lib/moderation/rules";
import { screenAd } from "../../src/server/lib/moderation/screen";
import { isTrusted } from "../../src/server/lib/moderation/trust";
import { encodePhoto } from "../../src/server/features/uploads/image";
import { demoPosts } from "../../src/server/seed/demo-posts";
import { newDataDir } from "../support/data-dir";
import { seedDemo } from "../../src/server/seed/demo";

/**
 * Each rule on its own case and on honest ads, against a database of the migrations (the default banned words) and
 * the demo data. PGlite allows one process per folder, so these open a folder of their own, no server.
 */
let database: Database;
let db: Db;
let dir = "";

beforeAll(async () => {
  dir = newDataDir({ prefix: "obyava-rules-" });
  database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
  db = database.db;
  await seedDemo(db);
}, 120_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newUser(createdAt = new Date()): Promise<number> {
  const phone = `+1212465${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
  const [row] = await db.insert(users).values({ phone, locale: "ru", createdAt }).onConflictDoNothing().returning();
  return row ? row.id : newUser(createdAt);
}

/** An account made two days ago: past the risk score's "new". */
const establishedUser = () => newUser(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000));

const job = (title: string, content: string, photoIds: number[] = []): AdDraft => ({
  section: "job",
  title,
  content: `<p>${content}</p>`,
  photoIds,
});
const rules = async (draft: AdDraft, userId: number | null = null, except: number | null = null) =>
  (await adRuleHits(db, draft, userId, except)).hits.map((hit) => hit.rule);

describe("honest ads", () => {
  it("every demo ad passes every rule untouched (the false-positive set)", async () => {
    const all = demoPosts();
    expect(all.length).toBeGreaterThan(200);
    const held: string[] = [];
    for (const ad of all) {
      const { hits } = await adRuleHits(
        db,
        { section: ad.section, title: ad.title, content: ad.content, photoIds: [] },
        null,
        null,
      );
      if (hits.length > 0) held.push(`${ad.section} «${ad.title}»: ${JSON.stringify(hits)}`);
    }
    expect(held).toEqual([]);
  });
});

describe("each rule fires on its case and says what it found", () => {
  it("banned words, in any case, look-alike letters, form or transliteration", async () => {
    for (const text of ["Продам КОКАИН недорого", "Есть kокаин (латинская k)", "Требуются закладчики", "kokain"]) {
      const { hits } = await adRuleHits(db, job("Работа", `${text}. Подробности при встрече.`), null, null);
      expect(hits, text).toHaveLength(1);
      expect(hits[0]?.rule).toBe("banned_word");
      expect(hits[0]?.detail).toMatch(/кокаин|kokain|закладчик/);
    }
    expect(await rules(job("Оплата через Western Union", "Отправьте задаток, и мы вышлем ключи от квартиры."))).toEqual(
      ["banned_word"],
    );
  });

  it("phones, e-mails and links in a job's text, not in a business's", async () => {
    const content = "Звоните 212-465-1234 или пишите hr.chicago@example.com, подробнее на www.jobs-demo.com";
    expect(await rules(job("Повар на кухню", content))).toEqual(["contacts", "contacts", "links"]);
    const established = await establishedUser();
    expect(await rules({ ...job("Повар на кухню", content), section: "business" }, established)).toEqual([]);
  });

  it("risk score: a new account (or none), a section where scams lead off the site and a link, all three", async () => {
    const link = "Лучшие цены на ремонт, подробности и запись на www.fix-it-fast-demo.com";
    const plain = "Лучшие цены на ремонт, звоните, приедем в тот же день по всему Бруклину.";
    const business = (content: string): AdDraft => ({ ...job("Ремонт квартир", content), section: "business" });
    const fresh = await newUser();
    const established = await establishedUser();
    expect(await rules(business(link), fresh)).toEqual(["risk"]);
    expect(await rules(business(link), null)).toEqual(["risk"]);
    expect(await rules({ ...business(link), section: "afisha" }, fresh)).toEqual(["risk"]);
    expect(await rules(business(link), established)).toEqual([]);
    expect(await rules(business(plain), fresh)).toEqual([]);
    const { hits } = await adRuleHits(db, business(link), fresh, null);
    expect(hits[0]?.detail).toContain("fix-it-fast-demo.com");
  });

  it("the same text by another account, however retyped, and by one account too many times", async () => {
    const author = await newUser();
    const other = await newUser();
    const text = job("Сдаю комнату в Бруклине", "Светлая комната рядом с метро, мебель, все счета включены в цену.");
    const [seeded] = await db.select({ id: posts.id }).from(posts).limit(2);
    const first = seeded?.id ?? 0;
    const { textHash } = await adRuleHits(db, text, author, null);
    await db.update(posts).set({ userId: author, textHash }).where(eq(posts.id, first));

    const retyped = job(
      "СДАЮ  комнату в бруклине!",
      "Светлая комната рядом с метро — мебель, все счета включены в цену",
    );
    const byOther = await adRuleHits(db, retyped, other, null);
    expect(byOther.hits).toEqual([{ rule: "duplicate_text", detail: `another account's ad ${String(first)}` }]);
    expect(await rules(retyped, author, null)).toEqual([]);
    // Its own edit is no copy of itself.
    expect(await rules(retyped, author, first)).toEqual([]);

    const [, second] = await db.select({ id: posts.id }).from(posts).limit(2);
    await db
      .update(posts)
      .set({ userId: author, textHash })
      .where(eq(posts.id, second?.id ?? 0));
    expect(await rules(retyped, author, null)).toEqual(["duplicate_text"]);
  });

  it("the same photo (perceptual hash) by another account, even resized and recompressed", async () => {
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="640" height="480"><circle cx="200" cy="240" r="120" fill="#fc3"/>' +
              '<rect x="380" y="80" width="200" height="300" fill="#222"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const copy = await sharp(picture).resize(500).jpeg({ quality: 40 }).toBuffer();
    const another = await sharp(picture).flop().toBuffer();
    const [a, b, c] = await Promise.all([encodePhoto(picture), encodePhoto(copy), encodePhoto(another)]);
    const distance = (x: string, y: string) =>
      (BigInt(`0x${x}`) ^ BigInt(`0x${y}`)).toString(2).replace(/0/g, "").length;
    expect(distance(a.phash, b.phash)).toBeLessThanOrEqual(6);
    expect(distance(a.phash, c.phash)).toBeGreaterThan(6);

    const author = await newUser();
    const thief = await newUser();
    const [shown] = await db.select({ id: posts.id }).from(posts).where(eq(posts.status, "active")).limit(1);
    const row = (phash: string, postId: number | null, userId: number) => ({
      userId,
      storageKey: `t-${phash}-${String(userId)}.webp`,
      thumbKey: `t-${phash}-${String(userId)}-t.webp`,
      phash,
      mime: "image/webp",
      bytes: 1,
      width: 640,
      height: 480,
      postId,
    });
    await db
      .update(posts)
      .set({ userId: author })
      .where(eq(posts.id, shown?.id ?? 0));
    await db.insert(uploads).values(row(a.phash, shown?.id ?? null, author));
    const [stolen] = await db
      .insert(uploads)
      .values(row(b.phash, null, thief))
      .returning({ id: uploads.id });
    const [own] = await db
      .insert(uploads)
      .values(row(c.phash, null, thief))
      .returning({ id: uploads.id });
    const honest = job("Продаю велосипед", "Почти новый, катался одно лето, отдам с замком и фонарём.");
    const hits = await adRuleHits(db, { ...honest, photoIds: [stolen?.id ?? 0] }, thief, null);
    expect(hits.hits).toEqual([
      { rule: "duplicate_photo", detail: `photo ${String(stolen?.id)} ~ ad ${String(shown?.id)}` },
    ]);
    expect(await rules({ ...honest, photoIds: [own?.id ?? 0] }, thief, null)).toEqual([]);

    // Plain pictures (one colour, a stripe across) all hash alike whatever they show: never taken for a copy.
    const plain = async (background: { r: number; g: number; b: number }) =>
      encodePhoto(
        await sharp({ create: { width: 640, height: 480, channels: 3, background } })
          .png()
          .toBuffer(),
      );
    const [red, blue] = await Promise.all([plain({ r: 200, g: 30, b: 30 }), plain({ r: 30, g: 30, b: 200 })]);
    await db.insert(uploads).values(row(red.phash, shown?.id ?? null, author));
    const [plainOne] = await db
      .insert(uploads)
      .values(row(blue.phash, null, thief))
      .returning({ id: uploads.id });
    expect(await rules({ ...honest, photoIds: [plainOne?.id ?? 0] }, thief, null)).toEqual([]);
  });

  it("rates per account, phone, device and address: past the day's number it waits, far past refused", async () => {
    const settings = { adsPerDay: 2 };
    const actor = { userId: await newUser(), phone: "+12124650199", device: "d".repeat(22), ip: "203.0.113.7" };
    const now = new Date();
    const spend = (who: typeof actor) =>
      db.transaction((tx) => countAd(tx, settings, { actor: who, ipFactor: 1, now }));
    expect(await spend(actor)).toEqual({ ok: true, hits: [] });
    expect(await spend(actor)).toEqual({ ok: true, hits: [] });
    expect(await spend(actor)).toEqual({ ok: true, hits: [{ rule: "rate", detail: "account: 3 ads in 24 h" }] });
    // Another account on the same device (signed out and in as someone else) continues the device's count.
    const sameDevice = { ...actor, userId: await newUser(), phone: "+12124650198", ip: "203.0.113.8" };
    expect(await spend(sameDevice)).toEqual({ ok: true, hits: [{ rule: "rate", detail: "device: 4 ads in 24 h" }] });
    await spend(actor);
    await spend(actor);
    expect(await spend(actor)).toMatchObject({ ok: false });

    const writer = { ...actor, userId: await newUser(), device: null, phone: null, ip: "203.0.113.9" };
    for (let i = 0; i < 3; i++)
      expect(await countMessage(db, { messagesPerHour: 3 }, { actor: writer, ipFactor: 1, now })).toBeNull();
    expect(
      (await countMessage(db, { messagesPerHour: 3 }, { actor: writer, ipFactor: 1, now }))?.retryAfterMs,
    ).toBeGreaterThan(0);
  });
});

describe("trust", () => {
  it("an account is trusted after enough approved ads and loses it with an upheld report", async () => {
    const user = await newUser();
    expect(await isTrusted(db, user, 2)).toBe(false);
    expect(await isTrusted(db, user, 0)).toBe(true);
    const mine = await db.select({ id: posts.id }).from(posts).where(eq(posts.status, "active")).limit(2).offset(10);
    const ids = mine.map((row) => row.id);
    // Seeded ads count as approved; so do ads a moderator reviewed and did not reject.
    await db.update(posts).set({ userId: user, isSeed: false, reviewedBy: user }).where(inArray(posts.id, ids));
    expect(await isTrusted(db, user, 2)).toBe(true);
    const reporter = await newUser();
    await db
      .insert(reports)
      .values({
        reporterId: reporter,
        targetKind: "post",
        targetId: ids[0] ?? 0,
        reason: "fraud",
        locale: "ru",
        status: "upheld",
      });
    expect(await isTrusted(db, user, 0)).toBe(false);

    // Publish first: an untrusted account's clean ad is live at once, in the after-review stream.
    expect(await screenAd(db, { status: "active", userId: user, hits: [], edited: false })).toEqual({
      status: "active",
      reviewReason: "new",
      ruleHits: [],
    });
    const hit = { rule: "links" as const, detail: "t.me/x" };
    expect(await screenAd(db, { status: "unpaid", userId: user, hits: [hit], edited: false })).toMatchObject({
      status: "unpaid",
    });
    expect(await screenAd(db, { status: "active", userId: null, hits: [hit], edited: true })).toMatchObject({
      status: "review",
      reviewReason: "rule",
    });
  });
});
