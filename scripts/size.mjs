// `npm run size`: the JavaScript a first visit to `/` downloads, gzip, against the budget.
// Reads the built dist: the entry of index.html (from the build manifest) with its static imports, and
// the chunks of the routes the home page matches (root, language, location, home), with theirs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * The first visit's budget: the build fails above it. The section registry is on the first page (cards and the
 * listing's search readers read every section's declarations, about 2.3 KB gzip); what only later pages or later
 * moments need loads then (docs/performance.md).
 */
const BUDGET_KB = 140;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("✖ dist/.vite/manifest.json is missing: run `npm run build` first.");
  process.exit(1);
}
/**
 * @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[],
 *   dynamicImports?: string[], css?: string[]}>}
 */
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");

// The routes a first visit to "/" renders (TanStack file routes, code-split per route).
const HOME_ROUTES = [
  "routes/__root.tsx",
  "routes/{-$locale}/route.tsx",
  "routes/{-$locale}/{-$location}/route.tsx",
  "routes/{-$locale}/{-$location}/index.tsx",
];

/** @type {Map<string, string>} file → why it is loaded */
const files = new Map();
function add(key, why) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) add(dep, why === "entry" ? "entry import" : why);
}

// 1. The entry (index.html's module, which its loader starts after the first paint) and its static imports.
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key === "index.html") add(key, "entry");
if (files.size === 0) {
  console.error("✖ the manifest names no entry for index.html");
  process.exit(1);
}
// 2. The lazily loaded parts of the home page's routes.
// Only the parts that render a found page: a not-found or error component loads when needed.
const homeRoute = (src) =>
  HOME_ROUTES.some(
    (route) => src === route || src === `${route}?tsr-split=component` || src === `${route}?tsr-split=loader`,
  );
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.src && homeRoute(chunk.src) && !chunk.isEntry) add(key, `route ${chunk.src.replace("routes/", "")}`);
}

const rows = [...files].map(([file, why]) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, why, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log(`${"file".padEnd(width)}  ${"raw KB".padStart(8)}  ${"gzip KB".padStart(8)}  loaded as`);
for (const row of rows)
  console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${row.why}`);
console.log(`${"total".padEnd(width)}  ${kb(totalRaw).padStart(8)}  ${kb(total).padStart(8)}  (${rows.length} files)`);

const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map(([, href]) => href);
for (const file of css) {
  const bytes = fs.readFileSync(path.join(dist, file));
  console.log(`(CSS, not counted: ${file} ${kb(zlib.gzipSync(bytes, { level: 9 }).length)} KB gzip)`);
}
if (total / 1024 > BUDGET_KB) {
  console.error(
    `\n✖ First visit to / downloads ${kb(total)} KB of JavaScript (gzip): above the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
console.log(`\n✔ First visit to / downloads ${kb(total)} KB of JavaScript (gzip), within ${BUDGET_KB} KB.`);
