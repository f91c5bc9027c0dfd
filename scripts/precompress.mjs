// Brotli and gzip copies of the built client's text files, made once at build time at the highest levels:
// the server sends the copy the browser accepts (serveStatic's `precompressed`) instead of compressing each
// answer on the fly at a fast level. Brotli is ~12 % smaller than gzip on our scripts (docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What the browser fetches as text; below MIN_BYTES compression gains nothing worth a file. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|webmanifest|html)$/;
const MIN_BYTES = 256;

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // The build manifest is read by scripts on disk, never served.
    if (entry.isDirectory() && entry.name !== ".vite") yield* textFiles(file);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name) && fs.statSync(file).size >= MIN_BYTES) yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` next to each text file of `dir`. */
export async function precompress(dir) {
  await Promise.all(
    [...textFiles(dir)].map(async (file) => {
      const bytes = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
    }),
  );
}
