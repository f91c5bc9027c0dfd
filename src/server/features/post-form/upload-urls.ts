import type { PostPhoto } from "../../db/schema";

/** The stored files of an upload (the uploads feature serves them under /uploads/*). */
export interface UploadFiles {
  id: number;
  storageKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** Where an upload and its thumbnail are served. */
export function uploadUrls(row: Pick<UploadFiles, "storageKey" | "thumbKey">): { url: string; thumb_url: string } {
  return { url: `/uploads/${row.storageKey}`, thumb_url: `/uploads/${row.thumbKey}` };
}

/** An upload as an ad keeps it in posts.photos. */
export function photoOf(row: UploadFiles): PostPhoto {
  return { id: row.id, ...uploadUrls(row), width: row.width, height: row.height };
}
