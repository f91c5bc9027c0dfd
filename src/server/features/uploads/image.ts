import sharp from "sharp";

/** Longest side of a stored photo, and the thumbnail's box (cards are about 480 px wide). */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_WIDTH = 480;
const THUMB_MAX_HEIGHT = 720;
/** Refuse decompression bombs: a 10 MB PNG can claim hundreds of megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * What sharp may read here; HEIF covers AVIF (the prebuilt libvips has no HEVC, so HEIC photos fail to decode and
 * are refused).
 */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export class NotAnImageError extends Error {}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a photo by their content (not the file name or the declared type) and
 * re-encodes them: turned upright by EXIF, at most PHOTO_MAX_SIDE px, WebP, no metadata (sharp
 * drops EXIF, GPS and ICC unless asked to keep them), plus a thumbnail.
 */
export async function encodePhoto(bytes: Buffer): Promise<{ photo: EncodedImage; thumb: EncodedImage }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch (error) {
    throw new NotAnImageError("not an image", { cause: error });
  }
  if (!format || !ACCEPTED.has(format)) throw new NotAnImageError(`format ${format} is not accepted`);
  try {
    const upright = sharp(bytes, options).rotate();
    const [photo, thumb] = await Promise.all([
      upright
        .clone()
        .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize({ width: THUMB_WIDTH, height: THUMB_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      photo: { data: photo.data, width: photo.info.width, height: photo.info.height },
      thumb: { data: thumb.data, width: thumb.info.width, height: thumb.info.height },
    };
  } catch (error) {
    // A truncated file or a codec libvips lacks (HEIC's HEVC): the bytes are no photo we can show.
    throw new NotAnImageError("the image could not be decoded", { cause: error });
  }
}
