// `npm run bench:api`: the API at 120 000 posts on the embedded database, measured over HTTP.
// Seeds ./data-bench once (npm run seed), starts the real server on it, then prints p50/p95 of the
// listing, category, detail and search endpoints (past the 5 s page cache), listing throughput against /healthz
// (as visitors get it, and past the page cache), and peak RSS.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { startServer } from "../support/server";

const { values } = parseArgs({
  options: { posts: { type: "string", default: "120000" }, "data-dir": { type: "string", default: "data-bench" } },
});
const posts = Number(values.posts);
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.resolve(root, values["data-dir"]);

const SETTLE_MS = 5_000;
const TARGETS = {
  listing: 15,
  category: 15,
  detail: 15,
  search: 60,
  "site search": 60,
  "site search cached": 60,
} as const;
const SAMPLES = 300;
const THROUGHPUT_MS = 5000;
const CONCURRENCY = 8;

function seed() {
  console.log(`Making sure ${dataDir} holds ${posts} generated posts (the first run takes a few minutes)…`);
  const run = spawnSync(process.execPath, ["dist-server/seed.js", "--posts", String(posts)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("seeding failed");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `fresh` asks past the server's 5 s listing page cache (Cache-Control: no-cache): the database's own time. */
async function timeOnce(url: string, fresh = false): Promise<number> {
  const started = performance.now();
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": "ru",
    ...(fresh ? { "Cache-Control": "no-cache" } : {}),
  };
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Latencies of `count` requests, one at a time (what one visitor waits), over a rotating set of URLs. */
async function latencies(urls: string[], count: number, fresh = true) {
  for (const url of urls.slice(0, 5)) await timeOnce(url, fresh); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await timeOnce(urls[i % urls.length] ?? "", fresh));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Requests per second with CONCURRENCY requests in flight for THROUGHPUT_MS. */
async function throughput(urls: string[], fresh = false) {
  const until = Date.now() + THROUGHPUT_MS;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i += CONCURRENCY) {
        await timeOnce(urls[i % urls.length] ?? "", fresh);
        done++;
      }
    }),
  );
  return done / (THROUGHPUT_MS / 1000);
}

/**
 * `count` different site searches: words that match, typos, Latin spellings, Ukrainian and Polish forms and
 * words that match nothing (made up, so each is new), each with and without a section, a place or a sort.
 */
function distinctSearches(base: string, count: number): string[] {
  const words = [
    ...["водитель", "квартира", "сиделка", "склад", "юрист", "повар", "Toyota", "dispatcher", "kierowca", "ремонт"],
    ...["вадитель", "квортира", "сиделко", "диспечер", "driverr", "toyotta"],
    ...["voditel", "kvartira", "sidelka", "sklad", "yurist", "povar", "rabota", "gruzchik"],
    ...["водія", "водієві", "кухаря", "pracy", "kierowcy", "kierowców", "кухар"],
  ];
  const sections = ["", "job", "cdl", "properties", "rent-sale", "business", "no-cdl"];
  const places = ["", "", "chicago", "new-york", "illinois"];
  const sorts = ["relevance", "relevance", "newest", "price_asc"];
  const urls: string[] = [];
  for (let i = 0; urls.length < count; i++) {
    // Every fourth a made-up word: no two alike, found nowhere.
    const q = i % 4 === 3 ? `zq${i.toString(36)}xv` : (words[i % words.length] ?? "");
    const params = new URLSearchParams({ q, sort: sorts[i % sorts.length] ?? "relevance" });
    const section = sections[Math.floor(i / words.length) % sections.length];
    const place = places[Math.floor(i / 3) % places.length];
    if (section) params.set("section", section);
    if (place) params.set("location", place);
    urls.push(`${base}/v1/search?${params.toString()}`);
  }
  return [...new Set(urls)];
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

await ensureServerBuilt();
seed();
const server = await startServer({ dataDir, env: { SEED_DEMO: "true", DATABASE_URL: "", IP_LIMIT_FACTOR: "1000" } });
try {
  // Steady state, not start-up: the server counts every section's and category's total just after it
  // starts (about a second here), and those requests would land in the first measurement.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  // The title vocabulary (typos, forms, Latin spellings) is read once after start, in slices: searches are
  // measured past it, as they run for the rest of the server's life (at most 120 s more).
  for (let waited = 0; waited < 120_000 && !server.output().includes("typo vocabulary read"); waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const base = server.url;
  const get = async <T>(p: string) => (await (await fetch(base + p)).json()) as T;
  const sections = ["cdl", "job", "properties", "rent-sale", "business", "workers"];
  const listingUrls = sections.flatMap((s) =>
    [1, 2, 7, 40].map((page) => `${base}/v1/posts?section=${s}&page=${page}`),
  );
  const sectionData = await get<{ data: { slug: string; categories: { slug: string }[] }[] }>("/v1/sections");
  const categoryUrls = sectionData.data
    .filter((s) => sections.includes(s.slug))
    .flatMap((s) => s.categories.slice(0, 3).map((c) => `${base}/v1/posts?section=${s.slug}&category=${c.slug}`));
  const sample = await get<{ data: { section: string; slug: string }[] }>("/v1/posts?per_page=50&page=3");
  const detailUrls = sample.data.map((p) => `${base}/v1/posts/${p.section}/${p.slug}`);
  const searchUrls = [
    "водитель",
    "водителя",
    "сиделка",
    "квартира",
    "dispatcher",
    "kierowca",
    "склад",
    "Toyota",
    "driverr",
    "юрист",
  ].map((q) => `${base}/v1/posts?q=${encodeURIComponent(q)}`);

  const siteSearchUrls = distinctSearches(base, SAMPLES);
  const rows = [
    ["listing", await latencies(listingUrls, SAMPLES)],
    ["category", await latencies(categoryUrls, SAMPLES)],
    ["detail", await latencies(detailUrls, SAMPLES)],
    ["search", await latencies(searchUrls, SAMPLES)],
    // Every request a different query (words, section, place, sort), past the server's cache.
    ["site search", await latencies(siteSearchUrls, SAMPLES)],
    // The same queries again as visitors ask them: the server's short cache answers.
    ["site search cached", await latencies(siteSearchUrls.slice(0, 30), SAMPLES, false)],
  ] as const;
  const healthRps = await throughput([`${base}/healthz`]);
  const listingRps = await throughput(listingUrls);
  const freshListingRps = await throughput(listingUrls, true);
  const rss = server.process.pid ? peakRssMb(server.process.pid) : Number.NaN;

  console.log(`\nObyava API at ${posts} posts (embedded PGlite), ${new Date().toISOString()}\n`);
  console.log("| endpoint | p50 ms | p95 ms | target p95 | ok |");
  console.log("| --- | ---: | ---: | ---: | --- |");
  let ok = true;
  for (const [name, { p50, p95 }] of rows) {
    const pass = p95 <= TARGETS[name];
    ok &&= pass;
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ≤ ${TARGETS[name]} | ${pass ? "yes" : "NO"} |`);
  }
  const ratio = listingRps / healthRps;
  const rssOk = rss <= 512;
  ok &&= ratio >= 0.25 && rssOk;
  console.log(
    `\n| throughput | req/s |\n| --- | ---: |\n| /healthz | ${healthRps.toFixed(0)} |\n| listing | ` +
      `${listingRps.toFixed(0)} (${(ratio * 100).toFixed(0)} % of /healthz; target ≥ 25 %) |\n| listing past the ` +
      `page cache | ${freshListingRps.toFixed(0)} (${((freshListingRps / healthRps) * 100).toFixed(0)} % of ` +
      `/healthz) |`,
  );
  console.log(`\nServer peak RSS: ${rss.toFixed(0)} MB (target ≤ 512 MB) ${rssOk ? "" : "NOT MET"}`);
  console.log(ok ? "\nAll targets met." : "\nSome targets are NOT met.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
