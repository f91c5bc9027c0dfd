// Draws the demo ads' pictures and encodes them as uploads are (WebP and AVIF sizes) into
// src/server/seed/demo-photo-files, which is committed: run `node --import tsx scripts/make-demo-photos.ts` after
// changing a scene in src/server/seed/demo-photo-scenes.ts (and bump VERSION in demo-photos.ts).
import fs from "node:fs/promises";
import path from "node:path";
import { DEMO_PHOTO_DIR, DEMO_PICTURES, makeDemoPicture, shippedName } from "../src/server/seed/demo-photos";

const started = Date.now();
await fs.rm(DEMO_PHOTO_DIR, { recursive: true, force: true });
await fs.mkdir(DEMO_PHOTO_DIR, { recursive: true });
let bytes = 0;
for (const picture of DEMO_PICTURES) {
  const files = await makeDemoPicture(picture);
  for (const [key, data] of files) {
    await fs.writeFile(path.join(DEMO_PHOTO_DIR, shippedName(key)), data);
    bytes += data.length;
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${DEMO_PICTURES.length} pictures, ${(bytes / 1e6).toFixed(2)} MB, in ${seconds} s`);
