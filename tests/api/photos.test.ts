import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { posts, seedRuns } from "../../src/server/db/schema";
import { diskPhotoStorage } from "../../src/server/lib/storage";
import { seedDemo } from "../../src/server/seed/demo";
import { ensureDemoPhotos } from "../../src/server/seed/demo-photos";
import { decodeHeic, HeicBusyError } from "../../src/server/features/uploads/heic";
import { locationsResponseSchema } from "../../src/shared/contract/locations";
import { postWriteResponseSchema, uploadResponseSchema, type UploadedPhoto } from "../../src/shared/contract/post-form";
import {
  postDetailResponseSchema,
  postListResponseSchema,
  type Photo,
  type PostCard,
} from "../../src/shared/contract/posts";
import { sectionsResponseSchema } from "../../src/shared/contract/sections";
import { call, freshPhone, messageOf, post, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

/**
 * Photos in sizes: every upload (JPEG with EXIF orientation, PNG, WebP, HEIC from a phone) is made once into
 * WebP and AVIF widths for srcset; cards and the ad page carry them; deleting the ad removes every file.
 */

const HEIC_FIXTURE = fileURLToPath(new URL("../fixtures/halves-96x64.heic", import.meta.url));
/** 12 KB of one flat colour that decodes to 7200×7200 (52 MP, 207 MB of RGBA): a HEIC bomb. */
const HEIC_BOMB = fileURLToPath(new URL("../fixtures/flat-7200x7200.heic", import.meta.url));

let base = "";
let token = "";
let jobCategory = 0;
let cityId = 0;

beforeAll(async () => {
  base = baseUrl();
  ({ token } = await signInWithPhone(base, freshPhone()));
  const sections = sectionsResponseSchema.parse((await call(base, "GET", "/v1/sections")).body);
  jobCategory = sections.data.find((section) => section.slug === "job")?.categories[0]?.id ?? 0;
  const tree = locationsResponseSchema.parse((await call(base, "GET", "/v1/locations")).body);
  cityId = tree.data.flatMap((state) => state.children)[0]?.id ?? 0;
  expect(jobCategory * cityId).toBeGreaterThan(0);
});

async function upload(bytes: Buffer, name: string, type: string, language = "ru") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(new URL("/v1/uploads", base), {
    method: "POST",
    headers: { Accept: "application/json", "Accept-Language": language, Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown, response };
}

async function uploaded(bytes: Buffer, name: string, type: string): Promise<UploadedPhoto> {
  const answer = await upload(bytes, name, type);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return uploadResponseSchema.parse(answer.body).data;
}

/** A picture whose left half is red and right half blue, so turning and mirroring show. */
function halves(width: number, height: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width / 2}" height="${height}" fill="#d02020"/>` +
    `<rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#2040d0"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function fetchFile(url: string) {
  const response = await fetch(new URL(url, base));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The colour at a point of a served file, as [r, g, b]. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

/** Every size is served as the format it names, at the size it claims, kept a year. */
async function expectServedVariants(photo: Photo) {
  for (const variant of photo.variants) {
    for (const [url, format, type] of [
      [variant.webp, "webp", "image/webp"],
      [variant.avif, "heif", "image/avif"],
    ] as const) {
      const { response, bytes } = await fetchFile(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, variant.width, variant.height]);
    }
  }
}

const widths = (photo: Photo) => photo.variants.map((variant) => variant.width);

describe("photos in sizes", () => {
  it("makes a large PNG into 320, 640, 1024 and 1600 px WebP and AVIF, the widest being the photo", async () => {
    const photo = await uploaded(await halves(2400, 1800).png().toBuffer(), "a.png", "image/png");
    expect(widths(photo)).toEqual([320, 640, 1024, 1600]);
    expect(photo.variants.map((variant) => variant.height)).toEqual([240, 480, 768, 1200]);
    expect(photo.variants.at(-1)?.webp).toBe(photo.url);
    expect(new Set(photo.variants.flatMap((variant) => [variant.webp, variant.avif])).size).toBe(8);
    await expectServedVariants(photo);
  });

  it("turns a camera JPEG upright by its EXIF orientation in every size", async () => {
    // Stored 1200×800 with orientation 6 (turn 90° clockwise): the picture is 800 wide, red on top.
    const jpeg = await halves(1200, 800).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
    const photo = await uploaded(jpeg, "IMG_0001.JPG", "image/jpeg");
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect(widths(photo)).toEqual([320, 640, 800]);
    await expectServedVariants(photo);
    for (const variant of photo.variants) {
      const { bytes } = await fetchFile(variant.avif);
      const [red = 0, , blue = 0] = await colourAt(bytes, Math.floor(variant.width / 2), 10);
      expect(red, `the top of ${variant.width} px is red`).toBeGreaterThan(blue + 80);
    }
  });

  it("never enlarges: a 500 px WebP gets 320 and its own width", async () => {
    const photo = await uploaded(await halves(500, 300).webp().toBuffer(), "small.webp", "image/webp");
    expect(widths(photo)).toEqual([320, 500]);
    await expectServedVariants(photo);
  });

  it("decodes an iPhone's HEIC (whatever its name says) into WebP and AVIF", async () => {
    const photo = await uploaded(fs.readFileSync(HEIC_FIXTURE), "IMG_4242.jpg", "application/octet-stream");
    expect([photo.width, photo.height]).toEqual([96, 64]);
    expect(widths(photo)).toEqual([96]);
    await expectServedVariants(photo);
    const { bytes } = await fetchFile(photo.url);
    const [leftRed = 0, , leftBlue = 0] = await colourAt(bytes, 10, 32);
    const [rightRed = 0, , rightBlue = 0] = await colourAt(bytes, 86, 32);
    expect(leftRed).toBeGreaterThan(leftBlue + 80);
    expect(rightBlue).toBeGreaterThan(rightRed + 80);
  });

  it("refuses a HEIC of more than 50 megapixels before decoding its pixels", async () => {
    const answer = await upload(fs.readFileSync(HEIC_BOMB), "IMG_0002.HEIC", "image/heic");
    expect(answer.status).toBe(422);
    expect(messageOf(answer)).toBe("Это не фотография. Загрузите изображение JPEG, PNG, WebP, HEIC или AVIF.");
    // The decoder is free for the next photo at once.
    expect((await upload(fs.readFileSync(HEIC_FIXTURE), "IMG_0003.HEIC", "image/heic")).status).toBe(201);
  });

  it("refuses a file that only claims to be HEIC, in the caller's language", async () => {
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      randomBytes(4000),
    ]);
    const ru = await upload(fake, "fake.heic", "image/heic");
    expect(ru.status).toBe(422);
    expect(messageOf(ru)).toBe("Это не фотография. Загрузите изображение JPEG, PNG, WebP, HEIC или AVIF.");
    const en = await upload(fake, "fake.heic", "image/heic", "en");
    expect(en.status).toBe(422);
    expect(messageOf(en)).toBe("This is not a photo. Upload a JPEG, PNG, WebP, HEIC or AVIF image.");
    // A NUL-filled file, and a PNG header with nothing after it, are no photos either.
    expect((await upload(Buffer.alloc(5000), "zeros.jpg", "image/jpeg")).status).toBe(422);
    const header = (await halves(64, 64).png().toBuffer()).subarray(0, 40);
    expect((await upload(header, "cut.png", "image/png")).status).toBe(422);
  });
});

/** A job ad with these uploads as its photos. */
function jobWith(photos: number[]) {
  return {
    kind: "job",
    title: "Нужен фотограф на свадьбы",
    content: "<p>Ищем фотографа на свадьбы и праздники, оплата за каждую съёмку, график свободный.</p>",
    categoryIds: [jobCategory],
    locationIds: [cityId],
    contact: { phone: freshPhone().typed, country_code: "+1", contact_person: "Олег", email: "" },
    fields: { salary_from: 30, salary_period: "hour" },
    photos,
  };
}

describe("the HEIC decoder's queue", () => {
  it("decodes one photo at a time and refuses, as busy, beyond eight waiting", async () => {
    const bytes = fs.readFileSync(HEIC_FIXTURE);
    const outcomes = await Promise.allSettled(Array.from({ length: 11 }, () => decodeHeic(bytes, 1_000_000)));
    const decoded = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    // One decoding, eight waiting: the tenth and eleventh are told to come back.
    expect(decoded.length).toBe(9);
    expect(decoded.every((pixels) => pixels.width === 96 && pixels.data.length === 96 * 64 * 4)).toBe(true);
    expect(refused.length).toBe(2);
    expect(refused.every((reason) => reason instanceof HeicBusyError)).toBe(true);
    // Then it takes photos again.
    expect((await decodeHeic(bytes, 1_000_000)).height).toBe(64);
  });
});

describe("photos of an ad", () => {
  it("refuses an 11th photo with the form's Russian message", async () => {
    const png = await halves(40, 30).png().toBuffer();
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await uploaded(png, `p${i}.png`, "image/png")).id);
    const refused = await post(base, "/v1/posts", jobWith(ids), { token });
    expect(refused.status).toBe(422);
    expect(messageOf(refused)).toBe("Не более 10 фотографий");
    const ten = await post(base, "/v1/posts", jobWith(ids.slice(0, 10)), { token });
    expect(ten.status, JSON.stringify(ten.body)).toBe(201);
  });

  it("answers the cover with its sizes on every card and the photos on the ad page; deleting removes all", async () => {
    const first = await uploaded(await halves(1400, 1050).jpeg().toBuffer(), "one.jpg", "image/jpeg");
    const second = await uploaded(await halves(700, 700).png().toBuffer(), "two.png", "image/png");
    const created = await post(base, "/v1/posts", jobWith([first.id, second.id]), { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ad = postWriteResponseSchema.parse(created.body).data;
    const cover = {
      url: first.url,
      thumb_url: first.thumb_url,
      width: first.width,
      height: first.height,
      variants: first.variants,
    };

    const detail = postDetailResponseSchema.parse(
      (await call(base, "GET", `/v1/posts/${ad.section}/${ad.slug}`)).body,
    ).data;
    expect(detail.cover).toEqual(cover);
    expect(detail.thumb_url).toBe(first.thumb_url);
    expect(detail.photos.map((photo) => widths(photo))).toEqual([
      [320, 640, 1024, 1400],
      [320, 640, 700],
    ]);

    const cardIn = async (query: string, options: { token?: string } = {}) => {
      const list = postListResponseSchema.parse((await call(base, "GET", query, options)).body).data;
      return list.find((card: PostCard) => card.id === ad.id);
    };
    expect((await cardIn(`/v1/posts?section=job&per_page=50`))?.cover).toEqual(cover);
    expect((await cardIn(`/v1/posts?per_page=50`))?.cover).toEqual(cover);
    expect((await cardIn(`/v1/posts?user=${String(detail.author?.id)}`))?.cover).toEqual(cover);
    expect((await call(base, "PUT", `/v1/favourites/${ad.id}`, { token })).status).toBe(200);
    expect((await cardIn("/v1/favourites", { token }))?.cover).toEqual(cover);

    const files = [first, second].flatMap((photo) => [
      photo.url,
      photo.thumb_url,
      ...photo.variants.flatMap((variant) => [variant.webp, variant.avif]),
    ]);
    expect(files.length).toBe(2 + 2 + 8 + 6);
    for (const url of files) expect((await fetchFile(url)).response.status, url).toBe(200);
    expect((await call(base, "DELETE", `/v1/posts/${ad.id}`, { token })).status).toBe(200);
    for (const url of files) expect((await fetchFile(url)).response.status, url).toBe(404);
  });
});

describe("demo photos", () => {
  it("gives homes, cars, businesses, events and dating profiles photos in sizes, some homes five", async () => {
    const seen = new Set<string>();
    for (const section of ["properties", "rent-sale", "business", "afisha", "dating"]) {
      const cards = postListResponseSchema.parse((await call(base, "GET", `/v1/posts?section=${section}`)).body).data;
      const covered = cards.filter((card) => card.cover && card.cover.variants.length >= 3);
      expect(covered.length, section).toBeGreaterThanOrEqual(Math.min(cards.length, 10));
      // Neighbours in a listing show different pictures.
      const firstTen = cards.slice(0, 10).map((card) => card.cover?.url);
      expect(new Set(firstTen).size, section).toBeGreaterThanOrEqual(7);
      const sample = covered[0]?.cover;
      if (!sample) throw new Error(`no cover in ${section}`);
      await expectServedVariants(sample);
      for (const card of cards) if (card.cover) seen.add(card.cover.url);
    }
    expect(seen.size).toBeGreaterThanOrEqual(30);

    const homes = postListResponseSchema.parse((await call(base, "GET", "/v1/posts?section=properties")).body).data;
    const counts = await Promise.all(
      homes.map(async (card) => {
        const answer = await call(base, "GET", `/v1/posts/${card.section}/${card.slug}`);
        return postDetailResponseSchema.parse(answer.body).data.photos.length;
      }),
    );
    expect(Math.max(...counts)).toBe(5);
  });
});

describe("demo photos for a database seeded before them", () => {
  it("adds them once, through their own seed step, and the start copies their files", async () => {
    // A shared PostgreSQL is seeded once by the run's server: this needs a database of its own.
    if (process.env.DATABASE_URL) return;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-demo-photos-"));
    const database = await openDatabase({ dataDir: path.join(root, "db") });
    try {
      const { db } = database;
      await seedDemo(db);
      const seeded = eq(posts.isSeed, true);
      const withPhotos = async () =>
        (
          await db
            .select({ id: posts.id })
            .from(posts)
            .where(and(seeded, sql`${posts.photos} <> '[]'::jsonb`))
        ).length;
      const before = await withPhotos();
      expect(before).toBeGreaterThanOrEqual(100);
      // As a database seeded before the demo had photos.
      await db.update(posts).set({ photos: [] }).where(seeded);
      await db.delete(seedRuns).where(eq(seedRuns.name, "demo-photos"));
      expect(await withPhotos()).toBe(0);
      expect(await seedDemo(db)).toBeNull();
      expect(await withPhotos()).toBe(before);
      const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, "demo-photos"));
      expect(run?.detail).toEqual({ posts: before });

      // The committed files are copied, none drawn; every size of every demo photo is then in storage.
      const storage = diskPhotoStorage(path.join(root, "uploads"));
      expect(await ensureDemoPhotos(storage)).toBe(0);
      const rows = await db.select({ photos: posts.photos }).from(posts).where(seeded);
      const keys = rows.flatMap((row) =>
        row.photos.flatMap((photo) => [photo.url, ...(photo.variants ?? []).flatMap((size) => [size.webp, size.avif])]),
      );
      expect(keys.length).toBeGreaterThan(before * 5);
      for (const url of new Set(keys)) expect(await storage.get(url.slice("/uploads/".length)), url).not.toBeNull();
    } finally {
      await database.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("serving photo files", () => {
  it("answers 404 for paths outside the photo keys", async () => {
    for (const attempt of [
      "/uploads/..%2F..%2Fpgdata%2FPG_VERSION",
      "/uploads/2000/01/..%2F..%2F..%2Fpackage.json",
      "/uploads/2026/11/aaaaaaaaaaaaaaaaaaaa.png",
      `/uploads/2026/11/${"a".repeat(80)}.avif`,
    ])
      expect((await fetch(new URL(attempt, base))).status, attempt).toBe(404);
  });
});
