// `npm run size`: the JavaScript of a first visit to `/`, gzip, against two budgets; fails above either.
//
// 1. The critical path, read from the built dist: index.html's entry with its static imports (from the build
//    manifest) and the chunks of the routes the home page matches (root, language, location, home), each file
//    as the server sends it (brotli, scripts/precompress.mjs), its gzip size beside it.
// 2. What a fresh browser transfers: Chromium (the e2e tests' own) opens `/` on the real server serving the build,
//    as a phone in Russian, and every script response is counted by its bytes on the wire (compressed as
//    the server sent it) until the network has been quiet for QUIET_MS: the entry, the chunks the app loads
//    after the first paint, those loaded once the page is idle, and the service worker's script.
//    What the service worker then precaches for offline use is listed apart and not budgeted: it is every
//    chunk of the build (the pages not visited yet), fetched in the background after the page's load, and
//    it is what makes every later visit and the offline pages cost nothing (docs/performance.md).
// The tables say which files and why; sizes are KB of 1 024 bytes.
// Usage: node --import tsx scripts/size.mjs [--critical-only]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * The critical path's budget: the scripts the home page cannot be interactive without, as sent (brotli: every
 * browser that takes brotli, all current ones over HTTPS, gets these bytes).
 */
const CRITICAL_BUDGET_KB = 125;
/** Every script a first visit to `/` transfers until the network is idle, the service worker's included. */
const FIRST_VISIT_BUDGET_KB = 150;
/** The network counts as idle once no request started or ended for this long. */
const QUIET_MS = 3000;
/** The longest a first visit is watched. */
const WATCH_MS = 45_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("✖ dist/.vite/manifest.json is missing: run `npm run build` first.");
  process.exit(1);
}
/**
 * @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[],
 *   dynamicImports?: string[], css?: string[]}>}
 */
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const kb = (n) => (n / 1024).toFixed(1);

// The routes a first visit to "/" renders (TanStack file routes, code-split per route).
const HOME_ROUTES = [
  "routes/__root.tsx",
  "routes/{-$locale}/route.tsx",
  "routes/{-$locale}/{-$location}/route.tsx",
  "routes/{-$locale}/{-$location}/index.tsx",
];

/** @type {Map<string, string>} file → why it is on the critical path */
const critical = new Map();
function add(key, why) {
  const chunk = manifest[key];
  if (!chunk || critical.has(chunk.file)) return;
  critical.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) add(dep, why === "entry" ? "entry import" : why);
}

// 1. The entry (index.html's module, which its loader starts after the first paint) and its static imports.
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key === "index.html") add(key, "entry");
if (critical.size === 0) {
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

/**
 * Prints rows of { file, bytes, why, … } as a table, largest first, with the totals of `bytes` and of the
 * columns that have one; returns the total of `bytes` (the budgeted size).
 */
function table(title, rows, columns) {
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 10);
  console.log(`\n${title}`);
  const line = (file, cells, why) =>
    console.log(`${file.padEnd(width)}  ${cells.map((cell) => cell.padStart(9)).join("  ")}  ${why}`);
  line(
    "file",
    columns.map((column) => column.title),
    "why",
  );
  for (const row of rows)
    line(
      row.file,
      columns.map((column) => column.cell(row)),
      row.why,
    );
  const sums = columns.map((column) => (column.sum ? kb(rows.reduce((sum, row) => sum + column.sum(row), 0)) : ""));
  line("total", sums, `(${rows.length} files)`);
  return total;
}

const criticalRows = [...critical].map(([file, why]) => {
  const bytes = fs.readFileSync(path.join(dist, file));
  const sent = fs.existsSync(path.join(dist, `${file}.br`)) ? fs.readFileSync(path.join(dist, `${file}.br`)) : bytes;
  return { file, why, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, bytes: sent.length };
});
const criticalTotal = table("Critical path of / (from the build manifest)", criticalRows, [
  { title: "raw KB", cell: (row) => kb(row.raw), sum: (row) => row.raw },
  { title: "gzip-9 KB", cell: (row) => kb(row.gzip), sum: (row) => row.gzip },
  { title: "sent KB", cell: (row) => kb(row.bytes), sum: (row) => row.bytes },
]);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map(([, href]) => href);
for (const file of css) {
  const bytes = fs.readFileSync(path.join(dist, file));
  console.log(`(CSS, not counted: ${file} ${kb(zlib.gzipSync(bytes, { level: 9 }).length)} KB gzip)`);
}

/** The module behind a built file, from the manifest: what a row of the browser's table is. */
const moduleOf = new Map(
  Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key.replace(/^_/, "").replace(/-.*$/, "")]),
);

/** The bytes a response body took on the wire, read again from the server when the browser did not say. */
async function wireBytes(url) {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    });
    request.on("error", reject);
  });
}

/** A fresh browser's first visit to `/`: every script response, by file. */
async function firstVisit() {
  const { chromium, devices } = await import("@playwright/test");
  const { CHROMIUM_ARGS, chromiumExecutable } = await import("../tests/support/chromium.ts");
  const { serveBuilt } = await import("./serve-built.mjs");
  const server = await serveBuilt("size");
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"], locale: "ru-RU" });
    /** @type {Array<{ file: string, bytes: number, why: string, encoding: string, precached: boolean }>} */
    const rows = [];
    const pending = [];
    let lastActivity = Date.now();
    context.on("request", () => (lastActivity = Date.now()));
    context.on("requestfailed", () => (lastActivity = Date.now()));
    context.on("requestfinished", (request) => {
      lastActivity = Date.now();
      pending.push(
        (async () => {
          const response = await request.response();
          const url = new URL(request.url());
          const script = request.resourceType() === "script" || /\.m?js$/.test(url.pathname);
          if (!response || !script || url.origin !== server.origin) return;
          const worker = request.serviceWorker() !== null;
          const file = url.pathname.replace(/^\//, "");
          let { responseBodySize: bytes } = await request.sizes();
          // The worker's own script: the browser does not report its size to the page's context.
          if (worker && request.resourceType() === "script" && bytes <= 0) bytes = await wireBytes(url.href);
          // A precache request answered by the HTTP cache (the page already downloaded it) transfers nothing.
          if (bytes <= 0) return;
          const encoding = response.headers()["content-encoding"] ?? "none";
          const precached = worker && request.resourceType() !== "script";
          const why = precached
            ? "precached by the service worker"
            : worker
              ? "the service worker's script"
              : critical.has(file)
                ? `critical path: ${critical.get(file)}`
                : `loaded by the page: ${moduleOf.get(file) ?? "?"}`;
          rows.push({ file, bytes, why, encoding, precached });
        })(),
      );
    });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${server.origin}/`, { waitUntil: "networkidle" });
    while (Date.now() - lastActivity < QUIET_MS && Date.now() - started < WATCH_MS) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await Promise.all(pending);
    await context.close();
    return rows;
  } finally {
    await browser.close();
    server.stop();
  }
}

const failures = [];
if (criticalTotal / 1024 > CRITICAL_BUDGET_KB)
  failures.push(`the critical path of / sends ${kb(criticalTotal)} KB: above its ${CRITICAL_BUDGET_KB} KB budget`);
else
  console.log(
    `✔ critical path of /: ${kb(criticalTotal)} KB of JavaScript sent, within ${CRITICAL_BUDGET_KB} KB ` +
      `(${kb(CRITICAL_BUDGET_KB * 1024 - criticalTotal)} KB left).`,
  );

if (!process.argv.includes("--critical-only")) {
  const rows = await firstVisit();
  const encodingColumn = [
    { title: "encoding", cell: (row) => row.encoding },
    { title: "wire KB", cell: (row) => kb(row.bytes), sum: (row) => row.bytes },
  ];
  const visitTotal = table(
    `First visit to / in a fresh browser (Chromium as a phone, ru), bytes on the wire until the network is quiet`,
    rows.filter((row) => !row.precached),
    encodingColumn,
  );
  const precache = rows.filter((row) => row.precached);
  if (precache.length > 0) {
    const precacheTotal = table(
      "Then, in the background: what the service worker precaches that the page did not load (not budgeted)",
      precache,
      encodingColumn,
    );
    console.log(`(precache: ${kb(precacheTotal)} KB of JavaScript on the wire, for offline use of every page)`);
  }
  const uncompressed = rows.filter((row) => row.encoding === "none" && row.bytes > 1024);
  for (const row of uncompressed) console.log(`⚠ ${row.file} travels uncompressed (${kb(row.bytes)} KB)`);
  if (visitTotal / 1024 > FIRST_VISIT_BUDGET_KB)
    failures.push(
      `a first visit to / transfers ${kb(visitTotal)} KB of JavaScript: above its ${FIRST_VISIT_BUDGET_KB} KB budget`,
    );
  else
    console.log(
      `✔ first visit to /: ${kb(visitTotal)} KB of JavaScript transferred, within ${FIRST_VISIT_BUDGET_KB} KB ` +
        `(${kb(FIRST_VISIT_BUDGET_KB * 1024 - visitTotal)} KB left).`,
    );
}
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
