import { uploadResponseSchema, type UploadedPhoto } from "../../shared/contract/post-form";
import type { Locale } from "../../shared/locales";
import { ApiError } from "./api";
import { sessionToken } from "./cookies";

const MAX_SIDE = 1600;
const QUALITY = 0.82;

/** What the file picker offers: what phones produce, HEIC/HEIF by extension too (some phones send no type). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** An iPhone's HEIC or HEIF photo, by its type or, when the phone sends none, by its name. */
const isHeic = (file: File): boolean => /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * The file to upload: shrunk here when the browser can read it; a HEIC it cannot read (Chrome, Firefox) goes as
 * it is and the server turns it into a photo.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  try {
    return await shrinkPhoto(file);
  } catch (failure) {
    if (isHeic(file)) return file;
    throw failure;
  }
}

/**
 * A photo made small before it leaves the phone: longest side ≤ 1600 px, WebP. A truck stop's
 * connection then carries ~300 KB instead of a 5 MB camera file. EXIF rotation is applied by
 * createImageBitmap (`imageOrientation: "from-image"`).
 */
async function shrinkPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", QUALITY));
  if (!blob) throw new Error("the browser could not encode the photo");
  return blob;
}

const OWNER_KEY = "upload_owner";

/** An anonymous visitor's uploads are tied to this browser until the ad is posted. */
export function uploadOwner(): string {
  let owner = localStorage.getItem(OWNER_KEY);
  if (!owner) {
    owner = crypto.randomUUID();
    localStorage.setItem(OWNER_KEY, owner);
  }
  return owner;
}

/** POST /v1/uploads with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadPhoto(
  locale: Locale,
  blob: Blob,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/v1/uploads");
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", locale);
    request.setRequestHeader("X-Upload-Owner", uploadOwner());
    const token = sessionToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError("network"));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // an empty or non-JSON answer: reported by status below
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(uploadResponseSchema.parse(body).data);
        return;
      }
      const message =
        body && typeof body === "object" && "message" in body && typeof body.message === "string"
          ? body.message
          : request.statusText;
      reject(new ApiError(request.status, message, body));
    };
    const form = new FormData();
    // A HEIC the browser could not shrink goes as it is, under its own name: the server converts it.
    form.append("file", blob, blob instanceof File ? blob.name : "photo.webp");
    request.send(form);
  });
}
