import type { UploadedPhoto } from "../../shared/contract/post-form";
import type { Locale } from "../../shared/locales";
import { uploadPhoto } from "./photo-upload";

/**
 * A photo chosen without a connection: its shrunk file waits in IndexedDB (draft or outbox) until it can be
 * uploaded.
 */
export interface WaitingPhoto {
  waitingId: string;
  blob: Blob;
}

/** A photo of the form: on the server already, or waiting on this device. */
export type FormPhoto = UploadedPhoto | WaitingPhoto;

export const isWaiting = (photo: FormPhoto): photo is WaitingPhoto => "waitingId" in photo;

/** A key that tells the form's photos apart, whichever kind they are. */
export const photoKey = (photo: FormPhoto): string => (isWaiting(photo) ? photo.waitingId : `id-${String(photo.id)}`);

export const waitingPhoto = (blob: Blob): WaitingPhoto => ({ waitingId: crypto.randomUUID(), blob });

/**
 * Uploads the photos still waiting, in their order (the first is the cover). Each uploaded one is reported
 * at once, so a broken connection midway does not upload it twice.
 */
export async function uploadWaiting(
  locale: Locale,
  photos: FormPhoto[],
  onUploaded: (photos: FormPhoto[]) => void | Promise<void> = () => undefined,
): Promise<UploadedPhoto[]> {
  let current = photos;
  for (const photo of photos) {
    if (!isWaiting(photo)) continue;
    const uploaded = await uploadPhoto(locale, photo.blob, () => undefined);
    current = current.map((item) => (item === photo ? uploaded : item));
    await onUploaded(current);
  }
  return current.filter((photo): photo is UploadedPhoto => !isWaiting(photo));
}
