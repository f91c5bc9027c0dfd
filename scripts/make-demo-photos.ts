// Draws the demo ads' pictures and encodes them as uploads are (WebP and AVIF sizes) into
// src/server/seed/demo-photo-files, which is committed. Run `node --import tsx scripts/make-demo-photos.ts` after
// adding pictures to demo-photos.ts: it makes the missing ones and removes files no picture has. After changing a
// scene in demo-photo-scenes.ts, bump VERSION in demo-photos.ts (new keys: browsers cache photos for a year).
import fs from "node:fs/promises";
import path from "node:path";
import {
  DEMO_PHOTO_DIR,
  DEMO_PICTURES,
  demoPictureKeys,
  makeDemoPicture,
  shippedName,
} from "../src/server/seed/demo-photos";

const started = Date.now();
await fs.mkdir(DEMO_PHOTO_DIR, { recursive: true });
const present = new Set(await fs.readdir(DEMO_PHOTO_DIR));
const wanted = new Set<string>();
let made = 0;
for (const picture of DEMO_PICTURES) {
  const names = demoPictureKeys(picture).map(shippedName);
  names.forEach((name) => wanted.add(name));
  if (names.every((name) => present.has(name))) continue;
  for (const [key, data] of await makeDemoPicture(picture))
    await fs.writeFile(path.join(DEMO_PHOTO_DIR, shippedName(key)), data);
  made++;
}
const stale = [...present].filter((name) => !wanted.has(name));
await Promise.all(stale.map((name) => fs.rm(path.join(DEMO_PHOTO_DIR, name))));
let bytes = 0;
for (const name of wanted) bytes += (await fs.stat(path.join(DEMO_PHOTO_DIR, name))).size;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `${DEMO_PICTURES.length} pictures (${made} made, ${stale.length} old files removed), ` +
    `${(bytes / 1e6).toFixed(2)} MB, in ${seconds} s`,
);
