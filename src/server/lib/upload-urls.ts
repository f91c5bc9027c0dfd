import type { PostPhoto, UploadVariantFiles } from "../db/schema";

/** The stored files of an upload (the uploads feature serves them under /uploads/*). */
export interface UploadFiles {
  id: number;
  storageKey: string;
  thumbKey: string;
  width: number;
  height: number;
  variants: UploadVariantFiles[];
}

/** The public address of a stored file (served by GET /uploads/<key>); the ads' photos use the same. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** Where an upload and its thumbnail are served. */
export function uploadUrls(row: Pick<UploadFiles, "storageKey" | "thumbKey">): { url: string; thumb_url: string } {
  return { url: uploadUrl(row.storageKey), thumb_url: uploadUrl(row.thumbKey) };
}

/** An upload as an ad keeps it in posts.photos: its files and its sizes for srcset. */
export function photoOf(row: UploadFiles): PostPhoto {
  const variants = row.variants.map(({ width, height, webpKey, avifKey }) => ({
    width,
    height,
    webp: uploadUrl(webpKey),
    avif: uploadUrl(avifKey),
  }));
  return { id: row.id, ...uploadUrls(row), width: row.width, height: row.height, variants };
}
