import type { PhotoStorage } from "./storage";
import type { Db } from "../db/client";
import { deleteUploadsOfPost, type UploadRow } from "../db/uploads-repo";

/** Every file of an upload: the photo, its thumbnail and its sizes (the widest WebP is the photo itself). */
export function filesOfUpload(row: Pick<UploadRow, "storageKey" | "thumbKey" | "variants">): string[] {
  const keys = [row.storageKey, row.thumbKey, ...row.variants.flatMap((size) => [size.webpKey, size.avifKey])];
  return [...new Set(keys)];
}

/** Removes files whatever happens to each (a missing one is already removed). */
export async function removeFiles(storage: PhotoStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/** Removes a deleted ad's photos: their rows, then every file of each. */
export async function removePhotosOfPost(db: Db, storage: PhotoStorage, postId: number): Promise<number> {
  const rows = await deleteUploadsOfPost(db, postId);
  await removeFiles(storage, rows.flatMap(filesOfUpload));
  return rows.length;
}
