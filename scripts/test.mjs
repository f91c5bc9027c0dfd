// `npm test`: every check main must pass, in the order that fails fastest, with one closing count.
// Usage: node scripts/test.mjs [--only api]   (--only api is what CI reruns against PostgreSQL)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = path.join(root, ".tmp", "reports");
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each step's wall time, printed at the end and kept in .tmp/reports/steps.json: a jump is traced to its step. */
const stepTimes = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  const ok = result.status === 0;
  stepTimes.push({ step: title, seconds, ok });
  if (!ok) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function writeStepTimes(ok) {
  const total = Number(stepTimes.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(1));
  const width = Math.max(...stepTimes.map(({ step }) => step.length), 5);
  console.log("\nstep times:");
  for (const { step, seconds, ok: passed } of stepTimes)
    console.log(`  ${step.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s${passed ? "" : "  (failed)"}`);
  console.log(`  ${"total".padEnd(width)} ${total.toFixed(1).padStart(7)} s`);
  const record = {
    finishedAt: new Date().toISOString(),
    only,
    ok,
    load: os.loadavg().map((value) => Number(value.toFixed(2))),
    cores: os.availableParallelism(),
    steps: stepTimes,
    total,
  };
  fs.writeFileSync(
    path.join(reports, only ? `steps-${only}.json` : "steps.json"),
    `${JSON.stringify(record, null, 2)}\n`,
  );
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

function vitest(project, ...more) {
  const out = path.join(reports, `vitest-${project}.json`);
  fs.rmSync(out, { force: true });
  const projects = [project, ...more].flatMap((name) => ["--project", name]);
  const ok = run(
    `${project} tests${project === "api" && process.env.DATABASE_URL ? " (PostgreSQL)" : ""}`,
    bin("vitest"),
    ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
  );
  if (fs.existsSync(out)) countVitest(out);
  return ok;
}

function playwright() {
  const out = path.join(reports, "playwright.json");
  fs.rmSync(out, { force: true });
  const ok = run("end-to-end tests (Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (fs.existsSync(out)) countPlaywright(out);
  return ok;
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

const steps =
  only === "api"
    ? [() => vitest("api")]
    : [
        () => run("types (app)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]),
        () => run("types (service worker)", bin("tsc"), ["--noEmit", "-p", "tsconfig.sw.json"]),
        () => run("lint", bin("eslint"), ["--max-warnings", "0", "."]),
        // One layout for all code (.prettierrc.json): \`npm run format\` writes it.
        () => run("format", bin("prettier"), ["--check", "--log-level", "warn", "."]),
        // What Prettier leaves long (strings, regexes, comments) and comments that send the reader elsewhere.
        () => run("line length and citations", process.execPath, [path.join(root, "scripts/line-length.mjs")]),
        // Brings the catalogs up to date with the code: a new message left untranslated fails below.
        () => run("extract messages", bin("lingui"), ["extract", "--clean"]),
        () => vitest("unit", "unit-dom"),
        () => run("build", process.execPath, [path.join(root, "scripts/build.mjs")]),
        // The size budgets open the built app in Chromium (what a first visit transfers).
        chromiumCheck,
        () =>
          run("size budgets (first visit to /)", process.execPath, [
            "--import",
            "tsx",
            path.join(root, "scripts/size.mjs"),
          ]),
        () => vitest("api"),
        playwright,
      ];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
writeStepTimes(ok && totals.failed === 0);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
