// `npm test`: every check main must pass, in the order that fails fastest, with one closing count and each step's
// seconds. Usage: node scripts/test.mjs [--only api]   (--only api is what CI reruns against PostgreSQL)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_WORKERS } from "../tests/support/workers.mjs";
import { useScratch } from "./scratch.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = path.join(root, ".tmp", "reports");
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each step's wall time, printed at the end and kept in .tmp/reports/steps.json: a jump is traced to its step. */
const stepTimes = [];

/**
 * Runs one step as its own process. Alone, it prints as it goes; beside others (`quiet`), its output is kept and
 * printed whole when it ends, so steps that run at once never interleave their lines.
 */
function run({ title, command, args, env = {}, after }, quiet = false) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
      if (quiet) process.stdout.write(`\n── ${title} ──\n${Buffer.concat(output).toString()}`);
      after?.();
      const ok = code === 0;
      stepTimes.push({ step: title, seconds, ok });
      if (ok) console.log(`✔ ${title} (${seconds} s)`);
      else console.error(`✖ ${title} failed (${seconds} s)`);
      resolve(ok);
    });
  });
}

/** Runs steps at once, as many as there are test workers (cores); every step runs, and all must pass. */
async function runTogether(steps) {
  const queue = [...steps];
  const results = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, true));
  };
  await Promise.all(Array.from({ length: TEST_WORKERS }, lane));
  return results.every(Boolean);
}

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** A vitest run of one or more projects, counted from its JSON report. */
function vitest(project, ...more) {
  const out = path.join(reports, `vitest-${project}.json`);
  fs.rmSync(out, { force: true });
  const projects = [project, ...more].flatMap((name) => ["--project", name]);
  return {
    title: `${project} tests${project === "api" && process.env.DATABASE_URL ? " (PostgreSQL)" : ""}`,
    command: bin("vitest"),
    args: ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    after: () => fs.existsSync(out) && countVitest(out),
  };
}

function playwright() {
  const out = path.join(reports, "playwright.json");
  fs.rmSync(out, { force: true });
  return {
    title: "end-to-end tests (Chromium)",
    command: bin("playwright"),
    args: ["test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    after: () => fs.existsSync(out) && countPlaywright(out),
  };
}

function chromiumCheck() {
  if (["/usr/bin/chromium", "/usr/bin/chromium-browser", process.env.CHROMIUM_PATH].some((p) => p && fs.existsSync(p)))
    return true;
  const own = spawnSync(process.execPath, ["-e", "console.log(require('playwright-core').chromium.executablePath())"], {
    cwd: root,
  });
  if (own.status === 0 && fs.existsSync(own.stdout.toString().trim())) return true;
  console.error(
    "\n✖ No Chromium for the end-to-end tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
  return false;
}

const node = (title, script) => ({ title, command: process.execPath, args: [script] });

/**
 * The static checks and the unit tests read the sources and write nothing another of them reads: they run at once,
 * one a core. The catalogs are brought up to date first (a new message left untranslated fails the unit tests).
 */
const checks = [
  { title: "lint", command: bin("eslint"), args: ["--max-warnings", "0", "."] },
  vitest("unit", "unit-dom"),
  { title: "types (app)", command: bin("tsc"), args: ["--noEmit", "-p", "tsconfig.json"] },
  { title: "types (service worker)", command: bin("tsc"), args: ["--noEmit", "-p", "tsconfig.sw.json"] },
  // One layout for all code (.prettierrc.json): `npm run format` writes it.
  { title: "format", command: bin("prettier"), args: ["--check", "--log-level", "warn", "."] },
  // What Prettier leaves long (strings, regexes, comments) and comments that send the reader elsewhere.
  node("line length and citations", path.join(root, "scripts/line-length.mjs")),
  // No import cycle in src, and no feature importing another, client or server (.dependency-cruiser.cjs).
  {
    title: "imports (cycles, features)",
    command: bin("depcruise"),
    args: ["src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"],
  },
  // Files, exports and dependencies nothing uses (knip.json names the entry points).
  { title: "unused code (knip)", command: bin("knip"), args: ["--no-progress"] },
];

const steps =
  only === "api"
    ? [() => run(vitest("api"))]
    : [
        () => run({ title: "extract messages", command: bin("lingui"), args: ["extract", "--clean"] }),
        () => runTogether(checks),
        () => run(node("build", path.join(root, "scripts/build.mjs"))),
        // The size budgets open the built app in Chromium (what a first visit transfers).
        chromiumCheck,
        () =>
          run({
            title: "size budgets (first visit to /)",
            command: process.execPath,
            args: ["--import", "tsx", path.join(root, "scripts/size.mjs")],
          }),
        () => run(vitest("api")),
        () => run(playwright()),
      ];

function writeStepTimes(ok, wall) {
  const width = Math.max(...stepTimes.map(({ step }) => step.length), 5);
  console.log("\nstep times (steps of the checks ran two at a time):");
  for (const { step, seconds, ok: passed } of stepTimes)
    console.log(`  ${step.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${passed ? "" : "  (failed)"}`);
  console.log(`  ${"wall".padEnd(width)} ${wall.toFixed(1).padStart(7)} s`);
  const record = {
    finishedAt: new Date().toISOString(),
    only,
    ok,
    load: os.loadavg().map((value) => Number(value.toFixed(2))),
    cores: os.availableParallelism(),
    steps: stepTimes,
    wall,
  };
  fs.writeFileSync(
    path.join(reports, only ? `steps-${only}.json` : "steps.json"),
    `${JSON.stringify(record, null, 2)}\n`,
  );
}

// Every step's throw-away folders in one place, in memory where it fits, removed when the run ends.
const scratch = useScratch();
console.log(`scratch folder: ${scratch.dir}${scratch.inMemory ? " (in memory)" : ""}`);
const started = Date.now();
let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
writeStepTimes(ok && totals.failed === 0, Number(((Date.now() - started) / 1000).toFixed(1)));
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
