// `npm run bench:load`: many visitors at once on the embedded database, like real traffic.
// Seeds a fresh folder with the demo data (or uses --data-dir, e.g. data-bench with 120 000 ads), then
// starts the real server on it (src/server/main.ts, a child process), signs a pool of users in by phone code (the
// dev SMS outbox), then runs --clients concurrent clients (keep-alive) for --seconds: server-drawn pages 40 %,
// API reads 50 %, signed-in writes 10 % (favourites, profile name, a chat message). Prints requests,
// errors and p50/p95/p99 per kind, and the server's peak RSS (sampled every 250 ms); exits 1 when a
// target is missed. Only 127.0.0.1 is asked; every loop is bounded in count and time.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureServerBuilt } from "../../scripts/ensure-server-built.mjs";
import { startServer } from "../support/server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    clients: { type: "string", default: "50" },
    users: { type: "string", default: "20" },
    "data-dir": { type: "string" },
    /** Shares of pages, API reads and writes in per cent (to look at one kind alone). */
    mix: { type: "string", default: "40,50,10" },
  },
});
const SECONDS = Math.min(600, Math.max(1, Number(values.seconds) || 60));
const CLIENTS = Math.min(500, Math.max(1, Number(values.clients) || 50));
const USERS = Math.min(100, Math.max(1, Number(values.users) || 20));
const MAX_REQUESTS = 2_000_000;
const [PAGE_SHARE = 0.4, API_SHARE = 0.5] = values.mix.split(",").map((n) => Math.max(0, Number(n) || 0) / 100);
const TARGETS = { page: 500, api: 250, write: 500 } as const;
const RSS_TARGET_MB = 512;

type Kind = keyof typeof TARGETS;
const root = path.resolve(import.meta.dirname, "../..");
const ownDir = values["data-dir"] ? null : fs.mkdtempSync(path.join(os.tmpdir(), "obyava-load-"));
const dataDir = values["data-dir"] ? path.resolve(root, values["data-dir"]) : (ownDir ?? "");

// Seeded once, then started again, as a deployed server runs: PGlite's WASM heap never gives back what
// seeding took (~120 MB), so a server that seeded in the same run is not what visitors meet.
await ensureServerBuilt();
const seeded = spawnSync(process.execPath, ["dist-server/seed.js", "--posts", "0"], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  stdio: "inherit",
});
if (seeded.status !== 0) throw new Error("seeding the demo data failed");
const server = await startServer({
  dataDir,
  env: { SEED_DEMO: "true", DATABASE_URL: "", IP_LIMIT_FACTOR: "100000", OTP_IP_LIMIT_PER_HOUR: "100000" },
});
const base = server.url;
const pid = server.process.pid ?? 0;

function rssMb(): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

const json = { Accept: "application/json", "Accept-Language": "ru" };
async function ask(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(base + pathname, {
    ...init,
    headers: { ...json, ...(init.headers as Record<string, string> | undefined) },
  });
}

async function signIn(index: number): Promise<string> {
  const digits = `212465${String(1000 + index).padStart(4, "0")}`;
  const typed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  const e164 = `+1${digits}`;
  const sent = await ask("/v1/auth/otp", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone: typed, country_code: "+1" }),
  });
  if (sent.status !== 200) throw new Error(`code for user ${index}: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await ask(`/v1/dev/sms-outbox?phone=${encodeURIComponent(e164)}`)).json()) as {
    data: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`no code for user ${index}`);
  const verified = await ask("/v1/auth/verification/phone", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, phone: typed, post_id: null, country_code: "+1" }),
  });
  if (verified.status !== 200) throw new Error(`sign-in of user ${index}: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const times: Record<Kind, number[]> = { page: [], api: [], write: [] };
const errors: Record<Kind, number> = { page: 0, api: 0, write: 0 };
const refused: Record<Kind, number> = { page: 0, api: 0, write: 0 };
const errorSamples: string[] = [];
let peakRss = 0;
let exitCode: number;

try {
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // past the start-up counting
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) tokens.push(await signIn(i));
  const sections = ["cdl", "no-cdl", "job", "properties", "rent-sale", "workers", "business"];
  const cards = (
    (await (await ask("/v1/posts?per_page=50")).json()) as { data: { id: number; section: string; slug: string }[] }
  ).data.filter((card) => sections.includes(card.section));
  if (cards.length === 0) throw new Error("no ads to visit");
  const pages = [
    ...["/", "/ua", "/en", "/pl"],
    ...sections.flatMap((s) => [`/${s}`, `/ua/${s}`, `/${s}?page=2`]),
    ...cards.slice(0, 30).map((card) => `/${card.section}/post/${card.slug}`),
  ];
  const reads = [
    ...sections.flatMap((s) => [1, 2, 3].map((page) => `/v1/posts?section=${s}&page=${page}`)),
    ...cards.slice(0, 30).map((card) => `/v1/posts/${card.section}/${card.slug}`),
    ...["водитель", "квартира", "kierowca", "вадитель", "dispatcher", "zzzzqqq"].map(
      (q) => `/v1/posts?q=${encodeURIComponent(q)}`,
    ),
    "/v1/sections",
    "/v1/main-config",
    "/v1/locations",
  ];

  async function write(token: string): Promise<Response> {
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const card = pick(cards);
    const roll = Math.random();
    if (roll < 0.7)
      return ask(`/v1/favourites/${card.id}`, { method: Math.random() < 0.5 ? "PUT" : "DELETE", headers: auth });
    if (roll < 0.9)
      return ask("/v1/profile/name", {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ name: pick(["Иван", "Олена", "Marek", "John"]) }),
      });
    return ask("/v1/chats", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ post_id: card.id, body: "Здравствуйте! Ещё актуально?" }),
    });
  }

  const startRss = rssMb();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb());
  }, 250);
  const until = Date.now() + SECONDS * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const token = tokens[client % tokens.length] ?? "";
      while (Date.now() < until && sent < MAX_REQUESTS) {
        sent++;
        const roll = Math.random();
        const kind: Kind = roll < PAGE_SHARE ? "page" : roll < PAGE_SHARE + API_SHARE ? "api" : "write";
        const started = performance.now();
        try {
          const response =
            kind === "page"
              ? await ask(pick(pages), { headers: { Accept: "text/html" } })
              : kind === "api"
                ? await ask(pick(reads))
                : await write(token);
          await response.arrayBuffer();
          times[kind].push(performance.now() - started);
          if (response.status === 429) refused[kind]++;
          else if (response.status >= 400) {
            errors[kind]++;
            if (errorSamples.length < 5) errorSamples.push(`${kind} ${response.status} ${response.url}`);
          }
        } catch (error) {
          errors[kind]++;
          if (errorSamples.length < 5) errorSamples.push(`${kind} ${String(error)}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssMb());

  const load = fs.readFileSync("/proc/loadavg", "utf8").trim();
  console.log(
    `\nObyava under load: ${CLIENTS} clients for ${SECONDS} s, ${values["data-dir"] ? dataDir : "demo data"} ` +
      `(embedded PGlite), ${new Date().toISOString()}, load average ${load}\n`,
  );
  console.log("| kind | share | requests | errors | refused (429) | p50 ms | p95 ms | p99 ms | target p99 | ok |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  let ok = true;
  const total = times.page.length + times.api.length + times.write.length;
  for (const kind of ["page", "api", "write"] as const) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    // A kind the mix leaves out has nothing to judge.
    const pass = errors[kind] === 0 && (sorted.length === 0 || p99 <= TARGETS[kind]);
    ok &&= pass;
    console.log(
      `| ${kind} | ${((sorted.length / Math.max(1, total)) * 100).toFixed(0)} % | ${sorted.length} | ` +
        `${errors[kind]} | ${refused[kind]} | ${percentile(sorted, 50).toFixed(1)} | ` +
        `${percentile(sorted, 95).toFixed(1)} | ${p99.toFixed(1)} | ≤ ${TARGETS[kind]} | ${pass ? "yes" : "NO"} |`,
    );
  }
  const rssOk = peakRss <= RSS_TARGET_MB;
  ok &&= rssOk;
  console.log(
    `\n${total} requests (${(total / SECONDS).toFixed(0)}/s). Server RSS: ${startRss.toFixed(0)} MB before the ` +
      `load, peak ${peakRss.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB) ${rssOk ? "" : "NOT MET"}`,
  );
  if (errorSamples.length > 0) console.log(`First errors: ${errorSamples.join("; ")}`);
  console.log(ok ? "\nAll targets met." : "\nSome targets are NOT met.");
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(String(error));
  console.error(server.output().split("\n").slice(-20).join("\n"));
  exitCode = 1;
} finally {
  await server.stop();
  if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
