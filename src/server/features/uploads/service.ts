import type { UploadedPhoto } from "../../../shared/contract/post-form";
import type { Db } from "../../db/client";
import { encodePhoto } from "./image";
import { windowLimit, type RateLimited } from "../../lib/rate-limit";
import {
  deleteAbandonedUploads,
  deleteUnattachedUpload,
  findUpload,
  insertUploadWithin,
  recentUploads,
  type UploadOwner,
  type UploadRow,
} from "../../db/uploads-repo";
import { newStorageStem, type PhotoStorage } from "../../lib/storage";
import { filesOfUpload, removeFiles } from "../../lib/upload-files";
import { uploadUrl } from "../../lib/upload-urls";
import type { UploadVariantFiles } from "../../db/schema";
import { log } from "../../log";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOADS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

function uploadedPhotoOf(row: UploadRow): UploadedPhoto {
  return {
    id: row.id,
    url: uploadUrl(row.storageKey),
    thumb_url: uploadUrl(row.thumbKey),
    width: row.width,
    height: row.height,
    variants: row.variants.map(({ width, height, webpKey, avifKey }) => ({
      width,
      height,
      webp: uploadUrl(webpKey),
      avif: uploadUrl(avifKey),
    })),
  };
}

export type UploadResult = { ok: true; photo: UploadedPhoto } | ({ ok: false; reason: "rate-limited" } & RateLimited);

/** The owner's hour is full (counted, or refused by the insert under the owner's lock): how long to wait. */
function retryAfter(oldest: Date | null, now: Date): number {
  const rule = { limit: UPLOADS_PER_HOUR, windowMs: HOUR_MS };
  return windowLimit(rule, { count: rule.limit, freeing: oldest }, now)?.retryAfterMs ?? 0;
}

/**
 * Stores a photo for the ad form: checked and re-encoded by encodePhoto (NotAnImageError when the
 * bytes are no photo), both files written, then the row. At most UPLOADS_PER_HOUR per owner an hour.
 */
export async function uploadPhoto(
  db: Db,
  storage: PhotoStorage,
  owner: UploadOwner,
  bytes: Buffer,
  now = new Date(),
): Promise<UploadResult> {
  const since = new Date(now.getTime() - HOUR_MS);
  // Cheap refusal before the image work; the insert checks again under the owner's lock.
  const before = await recentUploads(db, owner, since);
  if (before.count >= UPLOADS_PER_HOUR)
    return { ok: false, reason: "rate-limited", retryAfterMs: retryAfter(before.oldest, now) };
  const { photo, thumb, variants, phash } = await encodePhoto(bytes);
  const stem = newStorageStem(now);
  const storageKey = `${stem}.webp`;
  const thumbKey = `${stem}-t.webp`;
  const sizes: UploadVariantFiles[] = variants.map(({ width, height }, index) => ({
    width,
    height,
    // The widest size is the photo itself: its WebP is not written twice.
    webpKey: index === variants.length - 1 ? storageKey : `${stem}-w${width}.webp`,
    avifKey: `${stem}-w${width}.avif`,
  }));
  const written = filesOfUpload({ storageKey, thumbKey, variants: sizes });
  let row: UploadRow | null;
  try {
    await storage.put(storageKey, photo.data, "image/webp");
    await storage.put(thumbKey, thumb.data, "image/webp");
    for (const [index, size] of sizes.entries()) {
      const made = variants[index];
      if (!made) continue;
      if (size.webpKey !== storageKey) await storage.put(size.webpKey, made.webp, "image/webp");
      await storage.put(size.avifKey, made.avif, "image/avif");
    }
    row = await insertUploadWithin(
      db,
      {
        userId: owner.userId,
        ownerKey: owner.ownerKey,
        storageKey,
        thumbKey,
        variants: sizes,
        phash,
        mime: "image/webp",
        bytes: photo.data.length,
        width: photo.width,
        height: photo.height,
        createdAt: now,
      },
      owner,
      { max: UPLOADS_PER_HOUR, since },
    );
  } catch (error) {
    // Files without a row would never be found again (the sweeper reads rows).
    await removeFiles(storage, written);
    throw error;
  }
  if (!row) {
    await removeFiles(storage, written);
    const after = await recentUploads(db, owner, since);
    return { ok: false, reason: "rate-limited", retryAfterMs: retryAfter(after.oldest, now) };
  }
  return { ok: true, photo: uploadedPhotoOf(row) };
}

/** Whether the caller owns the upload: its user, or the browser holding its owner key. */
function owns(row: UploadRow, userId: number | null, ownerKey: string | null): boolean {
  if (row.userId !== null) return row.userId === userId;
  return ownerKey !== null && row.ownerKey === ownerKey;
}

export type RemoveResult = { ok: true } | { ok: false; reason: "not-found" | "attached" };

/** Takes a photo back out of an unsaved form: the row and all its files. */
export async function removeUpload(
  db: Db,
  storage: PhotoStorage,
  id: number,
  userId: number | null,
  ownerKey: string | null,
): Promise<RemoveResult> {
  const row = await findUpload(db, id);
  if (!row || !owns(row, userId, ownerKey)) return { ok: false, reason: "not-found" };
  if (row.postId !== null) return { ok: false, reason: "attached" };
  const deleted = await deleteUnattachedUpload(db, id);
  if (!deleted) return { ok: false, reason: "attached" };
  await removeFiles(storage, filesOfUpload(deleted));
  return { ok: true };
}

/**
 * How long a photo may wait for its ad. Drafts keep upload ids in IndexedDB across days, so this is
 * generous; a draft older than this loses its photos (the ad form drops ids the server no longer has).
 */
export const ABANDONED_UPLOAD_AGE_MS = 30 * 24 * HOUR_MS;
const SWEEP_BATCH = 200;

/** Removes photos no ad took within ABANDONED_UPLOAD_AGE_MS: rows first, then their files. Answers how many. */
export async function sweepAbandonedUploads(db: Db, storage: PhotoStorage, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS);
  let total = 0;
  for (;;) {
    const rows = await deleteAbandonedUploads(db, before, SWEEP_BATCH);
    await removeFiles(storage, rows.flatMap(filesOfUpload));
    total += rows.length;
    if (rows.length < SWEEP_BATCH) return total;
  }
}

/** Sweeps abandoned uploads every `everyMs` (and once soon after start); answers a stop function. */
export function startUploadSweeper(db: Db, storage: PhotoStorage, everyMs = HOUR_MS): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepAbandonedUploads(db, storage)
      .then((count) => {
        if (count > 0) log.info(`[uploads] removed ${count} photos no ad took`);
      })
      .catch((error: unknown) => log.error({ err: error }, "[uploads] sweeping abandoned photos failed"))
      .finally(() => (running = false));
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
