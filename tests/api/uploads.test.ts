import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { uploads } from "../../src/server/db/schema";
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from "../../src/server/features/uploads/service";
import { diskPhotoStorage, newStorageKey } from "../../src/server/lib/storage";
import { uploadResponseSchema } from "../../src/shared/contract/post-form";
import { freshPhone, messageOf, signInWithPhone } from "./auth-helpers";
import { baseUrl } from "./client";

/** A browser's random upload key (X-Upload-Owner). */
const ownerKey = () => randomBytes(18).toString("base64url");

async function upload(
  bytes: Buffer,
  options: { token?: string; owner?: string; name?: string; type?: string; language?: string } = {},
) {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(bytes)], { type: options.type ?? "image/jpeg" }),
    options.name ?? "photo.jpg",
  );
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": options.language ?? "ru" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.owner) headers["X-Upload-Owner"] = options.owner;
  const response = await fetch(new URL("/v1/uploads", baseUrl()), { method: "POST", headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, response };
}

async function remove(id: number, options: { token?: string; owner?: string }) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.owner) headers["X-Upload-Owner"] = options.owner;
  const response = await fetch(new URL(`/v1/uploads/${id}`, baseUrl()), { method: "DELETE", headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A camera-like JPEG: a gradient (so it does not compress to nothing) with EXIF saying "turn 90° clockwise". */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();

describe("photo uploads", () => {
  it("re-encodes a camera JPEG to an upright WebP of at most 1600 px and a thumbnail, kept a year", async () => {
    const { token } = await signInWithPhone(baseUrl(), freshPhone());
    // 3000×2000 stored sideways: EXIF orientation 6 means the picture is 2000 wide and 3000 high.
    const answer = await upload(await cameraJpeg(3000, 2000, 6), { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const photo = uploadResponseSchema.parse(answer.body).data;
    expect(photo).toMatchObject({ width: 1067, height: 1600 });
    expect(photo.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(photo.thumb_url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(photo.thumb_url).not.toBe(photo.url);

    for (const [url, maxWidth] of [
      [photo.url, 1600],
      [photo.thumb_url, 480],
    ] as const) {
      const file = await fetch(new URL(url, baseUrl()));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBeLessThanOrEqual(maxWidth);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(1600);
      // Camera metadata (EXIF: orientation, GPS, the device) is not passed on.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const head = await fetch(new URL(url, baseUrl()), { method: "HEAD" });
      expect([head.status, head.headers.get("content-type")]).toEqual([200, "image/webp"]);
    }
  });

  it("keeps a small photo's size and accepts PNG and WebP", async () => {
    const owner = ownerKey();
    const png = await upload(await tinyPng(), { owner, name: "a.png", type: "image/png" });
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    expect(uploadResponseSchema.parse(png.body).data).toMatchObject({ width: 8, height: 8 });
    const webp = await upload(
      await sharp(await tinyPng())
        .webp()
        .toBuffer(),
      { owner, name: "a.webp", type: "image/webp" },
    );
    expect(webp.status).toBe(201);
  });

  it("refuses a text file named .jpg, an empty form and an unknown file path", async () => {
    const owner = ownerKey();
    const text = await upload(Buffer.from("this is not a photo, only words\n".repeat(50)), {
      owner,
      name: "photo.jpg",
    });
    expect(text.status).toBe(422);
    expect(messageOf(text)).toBe("Это не фотография. Загрузите изображение JPEG, PNG, WebP, HEIC или AVIF.");
    // A GIF is an image, but not one the ads take.
    const gif = await upload(
      await sharp(await tinyPng())
        .gif()
        .toBuffer(),
      { owner, name: "a.gif", type: "image/gif" },
    );
    expect(gif.status).toBe(422);
    const response = await fetch(new URL("/v1/uploads", baseUrl()), {
      method: "POST",
      headers: { "X-Upload-Owner": owner },
      body: new FormData(),
    });
    expect(response.status).toBe(422);
    expect((await fetch(new URL("/uploads/2026/11/nothing-here-at-all-x.webp", baseUrl()))).status).toBe(404);
    expect((await fetch(new URL("/uploads/..%2F..%2Fpgdata%2FPG_VERSION", baseUrl()))).status).toBe(404);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const answer = await upload(randomBytes(10 * 1024 * 1024 + 512 * 1024), { owner: ownerKey() });
    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toBe("Файл слишком большой: не более 10 МБ.");
  });

  it("needs a session or an X-Upload-Owner key", async () => {
    const answer = await upload(await tinyPng());
    expect(answer.status).toBe(401);
    expect((await upload(await tinyPng(), { owner: "short" })).status).toBe(401);
  });

  it("lets only its owner take an unsaved photo back out of the form", async () => {
    const owner = ownerKey();
    const photo = uploadResponseSchema.parse((await upload(await tinyPng(), { owner })).body).data;
    expect((await remove(photo.id, { owner: ownerKey() })).status).toBe(404);
    const someone = await signInWithPhone(baseUrl(), freshPhone());
    expect((await remove(photo.id, { token: someone.token })).status).toBe(404);
    expect(await remove(photo.id, { owner })).toEqual({ status: 200, body: { data: { ok: true } } });
    expect((await fetch(new URL(photo.url, baseUrl()))).status).toBe(404);
    expect((await fetch(new URL(photo.thumb_url, baseUrl()))).status).toBe(404);
    expect((await remove(photo.id, { owner })).status).toBe(404);

    // A signed-in user's photo is theirs through the session.
    const mine = uploadResponseSchema.parse((await upload(await tinyPng(), { token: someone.token })).body).data;
    expect((await remove(mine.id, { owner })).status).toBe(404);
    expect((await remove(mine.id, { token: someone.token })).status).toBe(200);
  });

  it("takes at most 60 photos an hour from one owner", async () => {
    const owner = ownerKey();
    const png = await tinyPng();
    for (let i = 0; i < 60; i++) {
      const answer = await upload(png, { owner });
      expect(answer.status, `upload ${i + 1}`).toBe(201);
    }
    const refused = await upload(png, { owner });
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another browser is not held back.
    expect((await upload(png, { owner: ownerKey() })).status).toBe(201);
  });
});

describe("photo storage and the sweeper", () => {
  it("stores files under generated keys only", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-photos-"));
    try {
      const storage = diskPhotoStorage(root);
      const key = newStorageKey(new Date("2026-11-23T00:00:00Z"));
      expect(key).toMatch(/^2026\/11\/[\w-]+\.webp$/);
      expect(newStorageKey(new Date("2026-11-23T00:00:00Z"), "-w320", "avif")).toMatch(/^2026\/11\/[\w-]+-w320\.avif$/);
      await storage.put(key, Buffer.from("x"), "image/webp");
      expect((await storage.get(key))?.toString()).toBe("x");
      await storage.remove(key);
      expect(await storage.get(key)).toBeNull();
      await storage.remove(key);
      expect(await storage.get("../../etc/passwd")).toBeNull();
      await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/not a storage key/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("removes photos no ad took for a month, rows and files, and keeps the rest", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "obyava-sweep-"));
    const databaseUrl = process.env.DATABASE_URL;
    const database = await openDatabase({ dataDir: databaseUrl ? "" : path.join(root, "db"), databaseUrl });
    try {
      const storage = diskPhotoStorage(path.join(root, "photos"));
      const now = new Date();
      const make = async (ageMs: number) => {
        const storageKey = newStorageKey(now);
        const thumbKey = newStorageKey(now, "-t");
        const variants = [
          { width: 320, height: 240, webpKey: newStorageKey(now), avifKey: newStorageKey(now, "", "avif") },
        ];
        await storage.put(storageKey, Buffer.from("p"), "image/webp");
        await storage.put(thumbKey, Buffer.from("t"), "image/webp");
        for (const size of variants) {
          await storage.put(size.webpKey, Buffer.from("w"), "image/webp");
          await storage.put(size.avifKey, Buffer.from("a"), "image/avif");
        }
        const [row] = await database.db
          .insert(uploads)
          .values({
            ownerKey: randomBytes(18).toString("base64url"),
            storageKey,
            thumbKey,
            variants,
            mime: "image/webp",
            bytes: 1,
            width: 1,
            height: 1,
            createdAt: new Date(now.getTime() - ageMs),
          })
          .returning();
        if (!row) throw new Error("no row");
        return row;
      };
      const old = await make(ABANDONED_UPLOAD_AGE_MS + 60_000);
      const fresh = await make(ABANDONED_UPLOAD_AGE_MS - 60_000);
      expect(await sweepAbandonedUploads(database.db, storage, now)).toBeGreaterThanOrEqual(1);
      const left = await database.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [old.id, fresh.id]));
      expect(left.map((row) => row.id)).toEqual([fresh.id]);
      expect(await storage.get(old.storageKey)).toBeNull();
      expect(await storage.get(old.thumbKey)).toBeNull();
      for (const size of old.variants) {
        expect(await storage.get(size.webpKey)).toBeNull();
        expect(await storage.get(size.avifKey)).toBeNull();
      }
      expect(await storage.get(fresh.storageKey)).not.toBeNull();
      expect(await storage.get(fresh.variants[0]?.avifKey ?? "")).not.toBeNull();
      await database.db.delete(uploads).where(inArray(uploads.id, [fresh.id]));
    } finally {
      await database.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
