import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SectionSlug } from "../../shared/contract/sections";
import type { PostPhoto } from "../db/schema";
import { SERVER_SOURCE_DIR } from "../paths";
import { encodePhoto, THUMB_WIDTH, variantWidths } from "../features/uploads/image";
import { contentTypeOf, type PhotoStorage } from "../lib/storage";
import {
  apartmentScene,
  carScene,
  dashboardScene,
  houseScene,
  LANDSCAPE,
  officeScene,
  PORTRAIT,
  portraitScene,
  posterScene,
  roomScene,
  shopScene,
  truckScene,
} from "./demo-photo-scenes";

/**
 * The demo ads' photos: pictures drawn by demo-photo-scenes.ts, put through the uploads' own pipeline (the same
 * sizes, WebP and AVIF), so the demo's cards use srcset as real ads do. Their keys are fixed; the seed writes them
 * into posts.photos at once, and `ensureDemoPhotos` makes the files when the server starts.
 */

/** Bumped when a scene changes: new keys, so no browser keeps an old picture under an immutable address. */
const VERSION = 1;
/** Demo photos have no upload row; their ids are far above any serial id an upload will reach. */
const FIRST_DEMO_ID = 2_000_000_000;

export interface Picture {
  name: string;
  /** The stored size: the drawing is scaled to it (demo pictures need no 1600 px). */
  size: { width: number; height: number };
  draw: () => string;
}

const WIDE = { width: 1024, height: (1024 * LANDSCAPE.height) / LANDSCAPE.width };
const TALL = { width: 768, height: (768 * PORTRAIT.height) / PORTRAIT.width };

/** FNV-1a of an ASCII name: each picture's own seed, stable across versions of this list. */
function seedOf(name: string): number {
  let hash = 2_166_136_261;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}

function family(prefix: string, count: number, size: Picture["size"], draw: (seed: number, n: number) => string) {
  return Array.from({ length: count }, (_, n): Picture => {
    const name = `${prefix}-${n}`;
    return { name, size, draw: () => draw(seedOf(name), n) };
  });
}

const HOUSES = 6;
const FLATS = 5;
const ROOMS = 6;
const CAR_COLOURS = 8;
const TRUCKS = 3;
const DASHBOARDS = 2;
const SHOPS = 8;
const OFFICES = 3;
const POSTERS = 8;
/** Figures with short hair (men's profiles) and with long hair (women's), of each. */
const FACES = 8;
/** Of each, the first few show a second picture (the same person on another background). */
const FACES_WITH_TWO = 3;

const PICTURES: Picture[] = [
  ...family("house", HOUSES, WIDE, houseScene),
  ...family("flats", FLATS, WIDE, apartmentScene),
  ...family("room", ROOMS, WIDE, roomScene),
  ...family("car", CAR_COLOURS * 2, WIDE, (seed, n) => carScene(seed, n % CAR_COLOURS, Math.floor(n / CAR_COLOURS))),
  ...family("truck", TRUCKS, WIDE, truckScene),
  ...family("dash", DASHBOARDS, WIDE, dashboardScene),
  ...family("shop", SHOPS, WIDE, shopScene),
  ...family("office", OFFICES, WIDE, officeScene),
  ...family("poster", POSTERS, WIDE, posterScene),
  ...family("man", FACES + FACES_WITH_TWO, TALL, (_seed, n) =>
    portraitScene(seedOf(`man-${n % FACES}`), "short", n >= FACES ? 140 : 0),
  ),
  ...family("woman", FACES + FACES_WITH_TWO, TALL, (_seed, n) =>
    portraitScene(seedOf(`woman-${n % FACES}`), "long", n >= FACES ? 140 : 0),
  ),
];
/** Houses and blocks of flats taking turns, so a listing of homes alternates them. */
const BUILDINGS = Array.from({ length: HOUSES + FLATS }, (_, i) =>
  i % 2 === 1 && (i - 1) / 2 < FLATS ? `flats-${(i - 1) / 2}` : `house-${Math.min(Math.floor(i / 2), HOUSES - 1)}`,
);
const BY_NAME = new Map(PICTURES.map((picture, index) => [picture.name, { picture, index }]));

const stemOf = (name: string) => `2000/01/demo-photo-v${VERSION}-${name}`;

/**
 * The files of a picture: the same scheme as an upload's (`<stem>.webp` is the widest size, `-w<width>` the
 * others), without a separate thumbnail: the 640 px WebP serves as one.
 */
function keysOf(picture: Picture) {
  const stem = stemOf(picture.name);
  const widths = variantWidths(picture.size.width);
  const variants = widths.map((width, index) => ({
    width,
    height: Math.round((picture.size.height * width) / picture.size.width),
    webpKey: index === widths.length - 1 ? `${stem}.webp` : `${stem}-w${width}.webp`,
    avifKey: `${stem}-w${width}.avif`,
  }));
  const thumb = variants.find((size) => size.width >= THUMB_WIDTH) ?? variants.at(-1);
  return { storageKey: `${stem}.webp`, thumbKey: thumb?.webpKey ?? `${stem}.webp`, variants };
}

/** Every file a picture has, by its storage key. */
export const demoPictureKeys = (picture: Picture) =>
  keysOf(picture).variants.flatMap((size) => [size.webpKey, size.avifKey]);

function photoOfPicture(name: string): PostPhoto {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`no demo picture ${name}`);
  const keys = keysOf(found.picture);
  const url = (key: string) => `/uploads/${key}`;
  return {
    id: FIRST_DEMO_ID + found.index,
    url: url(keys.storageKey),
    thumb_url: url(keys.thumbKey),
    width: found.picture.size.width,
    height: found.picture.size.height,
    variants: keys.variants.map(({ width, height, webpKey, avifKey }) => ({
      width,
      height,
      webp: url(webpKey),
      avif: url(avifKey),
    })),
  };
}

/** How many photos the n-th ad of a section shows: a few have five (a gallery's "1 / 5"), most one to three. */
const countOf = (n: number, pattern: readonly number[]) => pattern[n % pattern.length] ?? 1;

/**
 * The photos of the n-th demo ad of a section (in the seed's order), or none for sections where people do not
 * expect photos (jobs, drivers, articles). Neighbouring ads get different covers.
 */
function demoPhotosFor(section: SectionSlug, category: string, n: number, inCategory = n): PostPhoto[] {
  // n counts the section's ads newest first: neighbours in a listing get the pool's next pictures.
  // Pictures of one category only (trucks, commercial premises) go by the ad's place in its category.
  const spread = (size: number, offset = 0) => (n + offset) % size;
  const spreadInCategory = (size: number) => inCategory % size;
  const names = ((): string[] => {
    switch (section) {
      case "properties": {
        if (category === "commercial")
          return [`shop-${spreadInCategory(SHOPS)}`, `office-${spreadInCategory(OFFICES)}`];
        const cover = BUILDINGS[spread(BUILDINGS.length)] ?? "house-0";
        const rooms = Array.from({ length: countOf(n, [5, 3, 1, 4, 2]) - 1 }, (_, j) => `room-${spread(ROOMS, j)}`);
        return [cover, ...rooms];
      }
      case "rent-sale": {
        if (category === "trucks") return [`truck-${spreadInCategory(TRUCKS)}`, `dash-${spread(DASHBOARDS)}`];
        const colour = spread(CAR_COLOURS);
        const pictures = [`car-${colour}`, `car-${colour + CAR_COLOURS}`, `dash-${spread(DASHBOARDS)}`];
        return pictures.slice(0, countOf(n, [3, 2, 1]));
      }
      case "business": {
        const front = spread(SHOPS + OFFICES);
        const pictures = front < SHOPS ? [`shop-${front}`, `office-${spread(OFFICES)}`] : [`office-${front - SHOPS}`];
        return pictures.slice(0, countOf(n, [1, 2]));
      }
      case "afisha":
        return [`poster-${spread(POSTERS)}`, `poster-${spread(POSTERS, 3)}`].slice(0, countOf(n, [1, 1, 2]));
      case "dating": {
        // The category is whom the author seeks: a man seeks a woman; friends take turns.
        const look = category === "women" ? "man" : category === "men" ? "woman" : n % 2 === 0 ? "man" : "woman";
        const face = spreadInCategory(FACES);
        return face < FACES_WITH_TWO ? [`${look}-${face}`, `${look}-${face + FACES}`] : [`${look}-${face}`];
      }
      default:
        return [];
    }
  })();
  return names.map(photoOfPicture);
}

/** The photos of each demo ad, in the seed's order; an ad's n is its place in its section, newest first. */
export function demoPhotoLists(
  seeds: readonly { section: SectionSlug; category: string; daysAgo: number; hoursAgo: number }[],
): PostPhoto[][] {
  const age = (index: number) => {
    const seed = seeds[index];
    // The seed's own order breaks ties: it also makes the later of two ads at the same hour a second older.
    return seed ? (seed.daysAgo * 24 + seed.hoursAgo) * seeds.length + index : 0;
  };
  const newestFirst = seeds.map((_, index) => index).sort((a, b) => age(a) - age(b));
  const places = new Map<number, { n: number; inCategory: number }>();
  const counts = new Map<string, number>();
  const next = (key: string) => {
    const n = counts.get(key) ?? 0;
    counts.set(key, n + 1);
    return n;
  };
  for (const index of newestFirst) {
    const seed = seeds[index];
    if (seed) places.set(index, { n: next(seed.section), inCategory: next(`${seed.section}/${seed.category}`) });
  }
  return seeds.map(({ section, category }, index) => {
    const place = places.get(index) ?? { n: 0, inCategory: 0 };
    return demoPhotosFor(section, category, place.n, place.inCategory);
  });
}

/** Every file of one picture, made by the uploads' pipeline from the drawing scaled to the picture's size. */
export async function makeDemoPicture(picture: Picture): Promise<Map<string, Buffer>> {
  const png = await sharp(Buffer.from(picture.draw()))
    .resize(picture.size.width, picture.size.height)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const made = await encodePhoto(png);
  const keys = keysOf(picture);
  const files = new Map<string, Buffer>();
  if (made.variants.length !== keys.variants.length)
    throw new Error(`demo picture ${picture.name}: sizes differ from the keys written in the seed`);
  for (const [index, variant] of made.variants.entries()) {
    const key = keys.variants[index];
    if (!key || key.width !== variant.width || key.height !== variant.height)
      throw new Error(`demo picture ${picture.name}: sizes differ from the keys written in the seed`);
    files.set(key.webpKey, variant.webp);
    files.set(key.avifKey, variant.avif);
  }
  return files;
}

export const DEMO_PICTURES: readonly Picture[] = PICTURES;

/**
 * The committed files (scripts/make-demo-photos.ts writes them): a new checkout starts without drawing and
 * encoding about 75 pictures, which takes half a minute or more on a small machine.
 */
export const DEMO_PHOTO_DIR = path.join(SERVER_SOURCE_DIR, "seed", "demo-photo-files");
/** A committed file's name for a storage key. */
export const shippedName = (key: string) => key.slice(key.lastIndexOf("/") + 1);

async function shipped(picture: Picture, folder: string): Promise<Map<string, Buffer> | null> {
  try {
    const keys = demoPictureKeys(picture);
    const files = await Promise.all(keys.map((key) => fs.readFile(path.join(folder, shippedName(key)))));
    return new Map(keys.map((key, index) => [key, files[index] ?? Buffer.alloc(0)]));
  } catch {
    return null;
  }
}

/**
 * Makes sure the demo photos' files are in storage. Nothing to do when the last picture's photo is there (it is
 * written after every other file); else each picture is copied from the committed files, or drawn and encoded
 * when one is missing (a scene changed and the files were not made again). Answers how many were drawn.
 */
export async function ensureDemoPhotos(storage: PhotoStorage, folder = DEMO_PHOTO_DIR): Promise<number> {
  const last = PICTURES.at(-1);
  if (!last) return 0;
  const marker = keysOf(last).storageKey;
  if (await storage.get(marker)) return 0;
  let drawn = 0;
  let markerBytes: Buffer | undefined;
  const queue = [...PICTURES];
  const work = async () => {
    for (let picture = queue.shift(); picture; picture = queue.shift()) {
      let files = await shipped(picture, folder);
      if (!files) {
        files = await makeDemoPicture(picture);
        drawn++;
      }
      for (const [key, bytes] of files) {
        if (key === marker) markerBytes = bytes;
        else await storage.put(key, bytes, contentTypeOf(key));
      }
    }
  };
  await Promise.all([work(), work()]);
  if (markerBytes) await storage.put(marker, markerBytes, contentTypeOf(marker));
  return drawn;
}
