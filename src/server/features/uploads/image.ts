import sharp, { type Sharp } from "sharp";
import { decodeHeic, HeicBusyError, isHeic } from "./heic";

/** Longest side of a stored photo, and the thumbnail's box (cards are about 480 px wide). */
const PHOTO_MAX_SIDE = 1600;
export const THUMB_WIDTH = 480;
const THUMB_MAX_HEIGHT = 720;
/** Refuse decompression bombs: a 10 MB PNG can claim hundreds of megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;
/**
 * HEIC is decoded whole into RGBA (4 bytes a pixel) before any resizing: phones' largest (48 MP) pass, anything
 * larger is refused before its pixels are decoded.
 */
const MAX_HEIC_PIXELS = 50_000_000;
/**
 * The widths made for srcset: a phone's card, a desktop card or a phone's full width, a desktop ad page, a
 * full-screen gallery. A photo narrower than one of them gets its own width instead (never upscaled).
 */
const VARIANT_WIDTHS = [320, 640, 1024, PHOTO_MAX_SIDE] as const;
/**
 * AVIF's encoder effort (0–9): 2 keeps a 12 MP photo's eight files within a second or two on a small server,
 * while the files are already about half of WebP's.
 */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP_QUALITY = 80;

/** What sharp may read here; HEIF covers AVIF (HEIC's HEVC is decoded by heic.ts, which libvips cannot). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export class NotAnImageError extends Error {}

interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** One size of the photo as WebP and AVIF (the same pixels). */
interface EncodedVariant {
  width: number;
  height: number;
  webp: Buffer;
  avif: Buffer;
}

export interface EncodedPhoto {
  /** The photo at most PHOTO_MAX_SIDE px (WebP): the widest variant's WebP is this file. */
  photo: EncodedImage;
  thumb: EncodedImage;
  /** Narrowest first; the last one has the photo's own size. */
  variants: EncodedVariant[];
  /** The picture's perceptual hash (dHash, 16 hex digits): a copy resized or re-encoded has a near one. */
  phash: string;
}

/**
 * A 64-bit difference hash: the picture in grey at 9×8, one bit per pair of neighbours in a row (is the left one
 * brighter?). Resizing, recompressing and small edits change few bits; another picture changes about half.
 */
async function differenceHash(image: Sharp): Promise<string> {
  const { data, info } = await image
    .clone()
    .removeAlpha()
    .greyscale()
    .resize(9, 8, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const step = info.channels;
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = data[(row * 9 + col) * step] ?? 0;
      const right = data[(row * 9 + col + 1) * step] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, "0");
}

/** The widths to make for a picture `width` px wide: the listed ones below it, then its own. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < width), width];
}

/** The decoded, upright picture at most PHOTO_MAX_SIDE px, as raw pixels every size is made from. */
async function uprightPixels(bytes: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let input: Sharp;
  if (isHeic(bytes)) {
    // HEIC's orientation (irot/imir) is applied by the decoder, and its EXIF says so: no rotate() after it.
    const decoded = await decodeHeic(bytes, MAX_HEIC_PIXELS);
    input = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  } else {
    let format: string | undefined;
    try {
      format = (await sharp(bytes, options).metadata()).format;
    } catch (error) {
      throw new NotAnImageError("not an image", { cause: error });
    }
    if (!format || !ACCEPTED.has(format)) throw new NotAnImageError(`format ${format} is not accepted`);
    input = sharp(bytes, options).rotate();
  }
  const { data, info } = await input
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return { image, width: info.width, height: info.height };
}

/**
 * Checks that the bytes are a photo by their content (not the file name or the declared type) and makes every
 * file an ad shows: turned upright by EXIF, at most PHOTO_MAX_SIDE px, WebP, no metadata (sharp drops EXIF, GPS
 * and ICC unless asked to keep them), a thumbnail, and the sizes for srcset as WebP and AVIF. The picture is
 * decoded once; every size is made from its pixels.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  try {
    const { image: upright, width } = await uprightPixels(bytes);
    const thumb = upright
      .clone()
      .resize({ width: THUMB_WIDTH, height: THUMB_MAX_HEIGHT, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    const variants = variantWidths(width).map(async (target) => {
      const sized = target === width ? upright.clone() : upright.clone().resize({ width: target });
      const [webp, avif] = await Promise.all([
        sized.clone().webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true }),
        sized.clone().avif(AVIF).toBuffer(),
      ]);
      return { width: webp.info.width, height: webp.info.height, webp: webp.data, avif };
    });
    const [made, small, phash] = await Promise.all([Promise.all(variants), thumb, differenceHash(upright)]);
    const widest = made.at(-1);
    if (!widest) throw new Error("no size was made");
    return {
      photo: { data: widest.webp, width: widest.width, height: widest.height },
      thumb: { data: small.data, width: small.info.width, height: small.info.height },
      variants: made,
      phash,
    };
  } catch (error) {
    if (error instanceof NotAnImageError || error instanceof HeicBusyError) throw error;
    // A truncated file, a codec libvips lacks, a picture beyond the pixel limit: no photo we can show.
    throw new NotAnImageError("the image could not be decoded", { cause: error });
  }
}
