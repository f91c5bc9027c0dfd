// `npm run lighthouse`: Lighthouse (mobile preset) on the home page, a listing (/cdl) and a post with photos,
// in a Russian browser and in an English one (its pages are under /en: the server sends an English browser's
// first visit there), three runs each through Lighthouse's Node API on one Chromium a language, judged on the
// median: performance ≥ 95, accessibility, best practices and SEO 100. Starts the real server on a free port with a
// throw-away DATA_DIR, writes the table into docs/performance.md (between its lighthouse markers) with the date and
// the machine's load, and exits non-zero below target.
// Usage: node --import tsx scripts/lighthouse.mjs [--runs 3] [--en-runs N] [--no-docs] [--report-only]
//        [--report-performance]
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// The same browser and flags as the e2e tests (run with `node --import tsx`).
import { CHROMIUM_ARGS, chromiumExecutable } from "../tests/support/chromium.ts";
import { serveBuilt } from "./serve-built.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const RUNS = option("--runs", 3);
/** The English browser's runs: as many as the Russian one's unless CI asks for fewer. */
const EN_RUNS = option("--en-runs", RUNS);
const WRITE_DOCS = !argv.includes("--no-docs");
/** Measure and write the figures without failing: CI runs it so while the targets are not met. */
const REPORT_ONLY = argv.includes("--report-only");
/**
 * Performance is a speed figure: it moves with the machine and the browser's build (the Chromium 156 update took the
 * same commit from 97–99 to 77–81 on one machine), so CI reports it and the other three categories still decide;
 * run by hand on a quiet machine, without this flag, it is judged like any benchmark.
 */
const REPORT_PERFORMANCE = argv.includes("--report-performance");
/** A run that could not measure (no server, no Chromium) fails even when only reporting. */
let crashed = false;
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(TARGETS);
/**
 * Our visitors' browsers: Russian first, and English (Ukrainian and Polish pages are drawn the same way). A
 * browser's language decides where its first visit to / lands, so each language measures its own pages.
 */
const LANGUAGES = [
  { id: "ru", prefix: "", runs: RUNS, flags: ["--lang=ru-RU", "--accept-lang=ru-RU,ru"], accept: "ru-RU,ru" },
  { id: "en", prefix: "/en", runs: EN_RUNS, flags: ["--lang=en-US", "--accept-lang=en-US,en"], accept: "en-US,en" },
];
const chromePath = process.env.CHROME_PATH ?? chromiumExecutable();
if (!chromePath) {
  console.error("✖ No Chromium: install it (`apt-get install chromium`) or set CHROME_PATH.");
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (!fs.existsSync(path.join(root, "dist", "index.html"))) {
  console.log("▶ building the client first");
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * A post to measure: the first one with a photo (a card's cover or thumbnail), looked for section by section,
 * else the first post of all. The photo is what a post page's largest paint usually is.
 */
async function postToMeasure(origin) {
  const json = async (url) => (await fetch(origin + url)).json();
  const sections = (await json("/v1/sections")).data ?? [];
  for (const section of sections) {
    const posts = (await json(`/v1/posts?section=${section.slug}&per_page=50`)).data ?? [];
    const withPhoto = posts.find((post) => post.cover || post.thumb_url);
    if (withPhoto) return { post: withPhoto, photo: true };
  }
  const post = (await json("/v1/posts?per_page=1")).data?.[0];
  if (!post) throw new Error("no post to measure: /v1/posts answered no data");
  return { post, photo: false };
}

/**
 * One Lighthouse run (mobile preset) on the Chromium at `port`. A run Lighthouse itself could not finish (a runtime
 * error such as NO_NAVSTART: "Please run Lighthouse again") is no score: it is tried again, twice at most, and said
 * so. The screenshots Lighthouse takes for its HTML report are left out: no score reads them.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      formFactor: "mobile",
      onlyCategories: CATEGORIES,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    });
    const error = result?.lhr.runtimeError;
    if (result && !error) return result.lhr;
    if (attempt === 3)
      throw new Error(`lighthouse failed on ${url} (${error?.code ?? "no result"}, ${attempt} attempts)`);
    console.log(`${url}: Lighthouse could not finish (${error?.code ?? "no result"}); trying again`);
  }
}

/** @type {{ origin: string, stop: () => void } | null} */
let server = null;
const startedAt = Date.now();
/** The machine's load when the measure began: the scores move with it. */
const loadAtStart = os.loadavg()[0].toFixed(2);
let failed = false;
/** Pages whose performance is below target while it is only reported (`--report-performance`). */
let performanceBelow = 0;
/** @type {{ medians: Record<string, number> }[]} */
const results = [];
try {
  server = await serveBuilt("lighthouse");
  const { origin } = server;
  const { post, photo } = await postToMeasure(origin);
  if (!photo) console.log("⚠ no post has a photo: measuring the first post");
  const pagesOf = (language) => [
    { name: "home", path: language.prefix || "/" },
    { name: "listing", path: `${language.prefix}/cdl` },
    { name: photo ? "post with photos" : "post", path: `${language.prefix}/${post.section}/post/${post.slug}` },
  ];
  const sets = LANGUAGES.filter((language) => language.runs > 0).map((language) => ({
    language,
    pages: pagesOf(language),
  }));
  // A deployed server is warm: the page renderer loaded, the listing totals counted (posts/warm.ts).
  // Each page is asked for once and the start-up work given time to end, as bench:api does.
  for (const { language, pages } of sets)
    for (const page of pages)
      await (
        await fetch(origin + page.path, { headers: { Accept: "text/html", "Accept-Language": language.accept } })
      ).text();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const { language, pages } of sets) {
    // One Chromium a language for all its runs: Lighthouse resets the page's storage and the browser's cache before
    // each run itself, and a launch a run (the CLI's way) cost more than a tenth of the measure.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless", ...CHROMIUM_ARGS, ...language.flags],
      logLevel: "silent",
    });
    try {
      for (const page of pages) {
        const runs = [];
        for (let run = 1; run <= language.runs; run++) {
          const started = Date.now();
          const report = await measure(origin + page.path, chrome.port);
          const scores = Object.fromEntries(
            CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
          );
          runs.push(scores);
          const below = Object.entries(report.audits)
            .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
            .map(([id]) => id);
          const metric = (id) => report.audits[id]?.displayValue ?? "?";
          console.log(
            `${language.id} ${page.path} run ${run}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(", ")} ` +
              `(${((Date.now() - started) / 1000).toFixed(0)} s)` +
              ` FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, ` +
              `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}` +
              (below.length ? `\n  failing audits: ${below.join(", ")}` : ""),
          );
        }
        const medians = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r[id]))]));
        results.push({ ...page, language: language.id, runs, medians });
      }
    } finally {
      chrome.kill();
    }
  }

  const header =
    `| browser | page | ${CATEGORIES.join(" | ")} | met |\n` +
    `| --- | --- | ${CATEGORIES.map(() => "---:").join(" | ")} | --- |`;
  const judged = CATEGORIES.filter((id) => !(REPORT_PERFORMANCE && id === "performance"));
  const rows = results.map((r) => {
    const met = CATEGORIES.every((id) => r.medians[id] >= TARGETS[id]);
    if (!judged.every((id) => r.medians[id] >= TARGETS[id])) failed = true;
    else if (!met) performanceBelow++;
    const cells = CATEGORIES.map((id) => `${r.medians[id]} (${r.runs.map((run) => run[id]).join("/")})`);
    return `| ${r.language} | ${r.name} \`${r.path}\` | ${cells.join(" | ")} | ${met ? "yes" : "no"} |`;
  });
  const targets = CATEGORIES.map((id) => `${id} ≥ ${TARGETS[id]}`).join(", ");
  const table = `${header}\n${rows.join("\n")}`;
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  const runsSaid = LANGUAGES.map((language) => `${language.id} ${language.runs}`).join(", ");
  console.log(`\n${table}\n\ntargets (median; runs: ${runsSaid}): ${targets}; ${minutes} min, load ${load}`);

  if (WRITE_DOCS) {
    const docs = path.join(root, "docs", "performance.md");
    const now = new Date().toISOString().slice(0, 16).replace("T", " ");
    const section = [
      "<!-- lighthouse:start (written by `npm run lighthouse`; edits inside are replaced) -->",
      `## Lighthouse, ${now} UTC (mobile preset, median of the runs in brackets; runs: ${runsSaid})`,
      "",
      table,
      "",
      `Targets: ${targets}. Chromium ${chromePath}, the real server with a fresh demo database; the post is the`,
      `first with a photo${photo ? "" : " (none had one: the first post)"}. The whole measure took ${minutes} min;`,
      `load average ${loadAtStart} at its start, ${load} at its end ` +
        `(${os.cpus().length} cores, up ${(os.uptime() / 3600).toFixed(1)} h).`,
      "Performance moves by several points between runs on a shared 2-core machine, hence the median.",
      "<!-- lighthouse:end -->",
    ].join("\n");
    let text = fs.readFileSync(docs, "utf8");
    const pattern = /<!-- lighthouse:start[\s\S]*?<!-- lighthouse:end -->/;
    text = pattern.test(text) ? text.replace(pattern, section) : text.replace(/\n## /, `\n${section}\n\n## `);
    fs.writeFileSync(docs, text);
    console.log(`written to ${path.relative(root, docs)}`);
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
  crashed = true;
} finally {
  server?.stop();
}
if (failed) console.error(`✖ Lighthouse targets not met (median)${REPORT_ONLY ? "; reported only" : ""}.`);
else if (performanceBelow > 0)
  console.log(
    `✔ Accessibility, best practices and SEO met (median); performance, only reported, is below ` +
      `${TARGETS.performance} on ${performanceBelow} of ${results.length} pages.`,
  );
else console.log("✔ Lighthouse targets met (median).");
process.exit(crashed || (failed && !REPORT_ONLY) ? 1 : 0);
