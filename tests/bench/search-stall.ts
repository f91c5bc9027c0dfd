// `npm run bench:search-stall`: how long odd searches take at 120 000 posts (embedded PGlite), and how long a
// /healthz asked at the same time waits for them (PGlite runs queries on Node's main thread).
// Uses ./data-bench as `npm run bench:api` seeds it (run that, or `npm run seed -- --posts 120000` with
// DATA_DIR=data-bench).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "../support/server";

const { values } = parseArgs({
  options: { "data-dir": { type: "string", default: "data-bench" }, rounds: { type: "string", default: "5" } },
});
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.resolve(root, values["data-dir"]);
const rounds = Math.min(50, Math.max(1, Number(values.rounds) || 5));
if (!fs.existsSync(path.join(dataDir, "pgdata")))
  throw new Error(`${dataDir} holds no database: seed it first (see the comment above)`);

// The first is no odd search: an ordinary word found in thousands of ads, for comparison.
const ODD = [
  "водитель",
  "voditel",
  "кухар",
  "zzzzqqq",
  "x".repeat(40) + "qwertyuiopasdfghjklzxcvbnm".repeat(3).slice(0, 60),
  "вадитель",
  "driverr",
  "кухар повар зzzz",
  "-водитель",
  "cdl -cdl",
  "водитель or квартира or сиделка or работа or склад or kierowca or юрист or driver",
];
/**
 * No search may hold others longer than an ordinary search does (a few ms of database work, plus the machine's
 * noise).
 */
const HEALTH_TARGET_MS = 30;

const server = await startServer({ dataDir, env: { SEED_DEMO: "false", DATABASE_URL: "", IP_LIMIT_FACTOR: "1000" } });
try {
  // Past the start-up work: the listing totals, then the typo vocabulary (at most 120 s).
  for (let waited = 0; waited < 120_000 && !server.output().includes("typo vocabulary read"); waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const base = server.url;
  const timed = async (url: string) => {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { Accept: "application/json", "Accept-Language": "ru", "Cache-Control": "no-cache" },
    });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, total: /"total":(\d+)/.exec(body)?.[1] ?? "-" };
  };
  // Warm: a first search reads the index pages from disk, as any first request after a start does.
  for (const warm of ["водитель", "driver", "квартира", "сиделка"])
    await timed(`${base}/v1/posts?q=${encodeURIComponent(warm)}`);
  await timed(`${base}/healthz`);
  console.log(
    `\nOdd searches at ${dataDir}, ${rounds} rounds each, ${new Date().toISOString()}, load ` +
      `${fs.readFileSync("/proc/loadavg", "utf8").trim()}\n`,
  );
  console.log(
    "| query | status | found | search ms (max) | /healthz alone ms (max) | /healthz during the search ms " +
      "(median / max) | ok |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  let ok = true;
  // Each odd query through the listing's ?q= and through the whole site's search (with a section too).
  const asked = [
    ...ODD.map((q) => ({ q, path: "/v1/posts", extra: "" })),
    ...ODD.map((q) => ({ q, path: "/v1/search", extra: "" })),
    ...ODD.map((q) => ({ q, path: "/v1/search", extra: "&section=properties" })),
  ];
  for (const [i, { q, path: endpoint, extra }] of asked.entries()) {
    let searchMax = 0;
    let aloneMax = 0;
    let duringMax = 0;
    const during: number[] = [];
    let status = 0;
    let total = "-";
    for (let round = 0; round < rounds; round++) {
      // A different page each round keeps the server's own search cache out of it.
      const url = `${base}${endpoint}?q=${encodeURIComponent(q)}${extra}&page=${round + 1 + i * 0}`;
      aloneMax = Math.max(aloneMax, (await timed(`${base}/healthz`)).ms);
      const search = timed(url);
      // Asked just after the search reached the server: waits for whatever the main thread is doing.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const health = [];
      for (let k = 0; k < 5; k++) health.push((await timed(`${base}/healthz`)).ms);
      const done = await search;
      searchMax = Math.max(searchMax, done.ms);
      duringMax = Math.max(duringMax, ...health);
      during.push(...health);
      status = done.status;
      if (round === 0) total = done.total;
    }
    const pass = duringMax <= HEALTH_TARGET_MS;
    ok &&= pass;
    const shown = `${endpoint}${extra} ${q.length > 24 ? `${q.slice(0, 20)}… (${q.length} chars)` : q}`;
    during.sort((a, b) => a - b);
    const median = during[Math.floor(during.length / 2)] ?? Number.NaN;
    console.log(
      `| ${shown} | ${status} | ${total} | ${searchMax.toFixed(1)} | ${aloneMax.toFixed(1)} | ` +
        `${median.toFixed(1)} / ${duringMax.toFixed(1)} | ${pass ? "yes" : "NO"} |`,
    );
  }
  console.log(
    ok
      ? `\nEvery /healthz asked during a search answered within ${HEALTH_TARGET_MS} ms.`
      : `\nSome /healthz waited more than ${HEALTH_TARGET_MS} ms.`,
  );
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(server.output().split("\n").slice(-20).join("\n"));
  throw error;
} finally {
  await server.stop();
}
