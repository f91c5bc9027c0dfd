// Brotli and gzip copies of the built client's hashed files (dist/assets), made once at build time at the highest
// levels: the server sends the copy the browser accepts (serveStatic's `precompressed`) instead of compressing
// each answer on the fly at a fast level. Brotli is ~12 % smaller than gzip on our scripts (docs/performance.md).
// Only files whose name changes with their content: a copy can never outlive the file it was made from (the
// service worker, build.json and the catalogs keep their names and are compressed as they are sent).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What the browser fetches as text; below MIN_BYTES compression gains nothing worth a file. */
const COMPRESSIBLE = /\.(?:js|css|json|svg)$/;
const MIN_BYTES = 256;

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= MIN_BYTES) yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to each text file of `dist`'s hashed assets. */
export async function precompress(dist) {
  await Promise.all(
    [...textFiles(path.join(dist, "assets"))].map(async (file) => {
      const bytes = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
}
